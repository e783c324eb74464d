import Foundation
import QuizgenCollect
import QuizgenSite
import QuizgenTestSupport
import Testing

/// An exam with a roster, in a real browser against a real `quizgen collect`: the student
/// starts with their id and access code (a wrong code is refused in words), the attempt is
/// under the roster's name, and after the first device is gone the code continues the attempt
/// on another with the answers saved so far; without JavaScript the start form asks the same.
@Suite(
    "An exam with a roster",
    .enabled(
        if: ChromeDriverProcess.isAvailable && StaticSiteServer.isAvailable,
        "needs chromium, chromium-driver and python3 (scripts/bootstrap.sh --browser)"))
struct RosterBrowserTests {
    static let exam =
        "title: Listed\ncode: ROS-1\ntime_limit: 30m\nshuffle: { choices: true }\nquestions: [rhine-source, capital-at, longest]\n"
    static let roster = "id,name,code\ns-101,Ana Müller,K7PQ-2MXD\ns-102,Ben Ito,R4TW-9LCE\n"

    @Test func startWithTheCodeAndContinueOnAnotherDevice() async throws {
        let served = try await CollectedSite.start(
            exam: Self.exam, extra: ["Content/exams/midterm.roster.csv": Self.roster],
            clock: .machine())
        defer { Task { await served.stop() } }
        let (site, collector) = (served.site, served.collector)
        let page = try served.takePage("ros-1")
        var attemptID = ""
        // The first device: a wrong code, then the right one; two answers, saved on the server.
        try await withBrowserSession(downloadFolder: site.root.appendingPathComponent("downloads"))
        { session in
            try await session.navigate(to: page)
            try await session.findElement(css: "#examinee").sendKeys("s-101")
            try await session.findElement(css: "[data-action=next]").click()
            #expect(
                try await session.findElement(css: "#examinee-error").text()
                    == "Please enter your access code.")
            try await session.findElement(css: "#access-code").sendKeys("K7PQ-2MXE")
            try await session.findElement(css: "[data-action=next]").click()
            try await waitUntil("the refusal") {
                try await session.findElement(css: "#examinee-error").text().contains(
                    "do not match the list of students")
            }
            #expect(
                try await session.findElement(css: "#examinee-error").text()
                    == "The exam could not be started: this student id and access code do not match the list of students of this exam; check both, or ask your teacher."
            )
            try await session.findElement(css: "#access-code").clear()
            try await session.findElement(css: "#access-code").sendKeys("K7PQ-2MXD")
            try await session.findElement(css: "[data-action=next]").click()
            try await waitUntil("question 1 after the start") {
                try await session.findElement(css: "#q-rhine-source").isDisplayed()
            }
            let who = try await session.executeScript(
                "var s = JSON.parse(localStorage.getItem(Object.keys(localStorage)[0])); return [s.examinee, s.attempt.attempt, JSON.stringify(s).indexOf('K7PQ') < 0]"
            )
            guard case .array(let values) = who, values.count == 3,
                case .string(let id) = values[1]
            else {
                Issue.record("no attempt in the page: \(who)")
                return
            }
            #expect(values[0] == .string("Ana Müller"))
            #expect(values[2] == .bool(true), "the access code is not kept on the device")
            attemptID = id
            #expect(
                try await ExamDaySteps.answerTwoAndWaitForTheDraft(session, collector: collector)
                    == id)
            // A reload keeps the attempt: the exam goes on at question 3, not at the start.
            try await session.refresh()
            try await waitUntil("question 3 after the reload") {
                try await session.findElement(css: "#q-longest").isDisplayed()
            }
            #expect(
                try await session.findElement(css: "[data-screen=start]").isDisplayed() == false)
            let errors = try await session.consoleErrors().map(\.message)
            #expect(errors.allSatisfy { $0.contains("status of 403") }, "\(errors)")
        }
        // Another device (a fresh browser, nothing stored): the code continues the attempt,
        // with the answers saved so far, and the hand-in reaches the collector.
        try await withBrowserSession(downloadFolder: site.root.appendingPathComponent("downloads"))
        { session in
            try await session.navigate(to: page)
            try await session.findElement(css: "#examinee").sendKeys("S-101")
            try await session.findElement(css: "#access-code").sendKeys("K7PQ-2MXD")
            try await session.findElement(css: "[data-action=next]").click()
            try await waitUntil("question 1 after continuing") {
                try await session.findElement(css: "#q-rhine-source").isDisplayed()
            }
            #expect(
                try await session.findElement(css: "#q-rhine-source input[value=true]")
                    .isSelected())
            try await session.findElement(css: "[data-action=next]").click()
            #expect(
                try await session.findElement(css: "#q-capital-at input[type=text]").property(
                    "value") == .string("Vienna"))
            try await session.findElement(css: "[data-action=next]").click()
            try await ExamDaySteps.answerTheLastAndHandIn(session)
            #expect(try await session.consoleErrors() == [])
        }
        let stored = try await collector.service.store.submissions(ofAttempt: attemptID)
        #expect(stored.map(\.examinee) == ["Ana Müller"])
        #expect(stored.map(\.student) == ["s-101"])
        #expect(
            stored.first?.answers == #"{"capital-at":"Vienna","longest":"b","rhine-source":"true"}"#
        )

        // Without JavaScript the collector's start form asks for the id and the code.
        try await withBrowserSession(
            downloadFolder: site.root.appendingPathComponent("downloads"), javaScript: false
        ) { session in
            try await session.navigate(to: page)
            try await session.findElement(css: "#collect-examinee").sendKeys("s-102")
            try await session.findElement(css: "#collect-access-code").sendKeys("wrong-code")
            try await session.findElement(css: "[data-collect-start] button").click()
            try await waitUntil("the refusal page") {
                try await session.findElement(css: "main").text().contains(
                    "do not match the list of students")
            }
            try await session.navigate(to: page)
            try await session.findElement(css: "#collect-examinee").sendKeys("s-102")
            try await session.findElement(css: "#collect-access-code").sendKeys("R4TW-9LCE")
            try await session.findElement(css: "[data-collect-start] button").click()
            try await waitUntil("the collector's exam form") {
                try await session.currentURL().path.hasSuffix("/exam")
            }
            #expect(
                try await session.findElement(css: ".attempt-facts").text().contains("Ben Ito"))
        }
    }
}
