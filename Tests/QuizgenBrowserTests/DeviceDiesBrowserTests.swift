import Foundation
import QuizgenCollect
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A student's device dies mid-exam, in a real browser against a real `quizgen collect` (its
/// own finisher running, on the server's real clock): the page saved the answers as the
/// student moved on, and at time-up the collector finishes the attempt with them.
@Suite(
    "A device that dies mid-exam loses nothing",
    .enabled(
        if: ChromeDriverProcess.isAvailable && StaticSiteServer.isAvailable,
        "needs chromium, chromium-driver and python3 (scripts/bootstrap.sh --browser)"))
struct DeviceDiesBrowserTests {
    /// The browser must be gone before time-up, or the page itself hands in at time-up and the
    /// server has nothing to finish. A busy machine may take longer than the time limit to start
    /// and answer: then the run is repeated with the limit doubled, so the test waits only as
    /// long as the machine needs.
    @Test func theServerFinishesTheAttemptWithTheSavedAnswers() async throws {
        var limit = 20
        var checked = false
        for _ in 0..<4 where !checked {
            checked = try await Self.dieBeforeTimeUp(limit: limit)
            limit *= 2
        }
        #expect(checked, "the browser never closed before time-up")
    }

    /// Starts, answers two questions and closes the browser; `false` when that took so long that
    /// time-up may have come while the page was still open.
    static func dieBeforeTimeUp(limit: Int) async throws -> Bool {
        let exam =
            "title: Short\ncode: DIE-1\ntime_limit: \(limit)s\nlate: { policy: reject }\nquestions: [rhine-source, capital-at, longest]\n"
        let served = try await CollectedSite.start(
            exam: exam, clock: .machine(), finishInterval: .milliseconds(200))
        defer { Task { await served.stop() } }
        let (site, collector) = (served.site, served.collector)

        var attemptID = ""
        var started = Date()
        var errors: [BrowserLogEntry] = []
        var draftStatusShown = true
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(to: try served.takePage("die-1"))
                try await session.findElement(css: "#examinee").sendKeys("Ana Example")
                started = Date()
                try await session.findElement(css: "[data-action=next]").click()
                try await waitUntil("question 1 after the start") {
                    try await session.findElement(css: "#q-rhine-source").isDisplayed()
                }
                attemptID = try await ExamDaySteps.answerTwoAndWaitForTheDraft(
                    session, collector: collector)
                draftStatusShown = try await session.findElement(css: "#exam-draft-status")
                    .isDisplayed()
                errors = try await session.consoleErrors()
            }
        } catch  where Date() >= started.addingTimeInterval(TimeInterval(limit)) {
            // Time-up came while the student was still answering (the page then hides the
            // questions): the run does not count, and the next one has more time.
            return false
        }
        // The attempt started after `started`, so its time-up is later than this. When time-up
        // may have come while the page was open, the page may have handed in (and said so in
        // its console): the run does not count.
        if Date() >= started.addingTimeInterval(TimeInterval(limit)) { return false }
        #expect(draftStatusShown == false, "the draft's status says it was not saved")
        #expect(errors == [], "the page's console before it closed")
        // The browser is gone, nothing was handed in; at time-up (+ 5 s grace) the server finishes.
        let store = collector.service.store
        try await waitUntil(
            "the attempt finished by the server", timeout: .seconds(limit * 2 + 40),
            poll: .milliseconds(200)
        ) {
            try await !store.submissions(ofAttempt: attemptID).isEmpty
        }
        let stored = try await store.submissions(ofAttempt: attemptID)
        #expect(stored.count == 1)
        #expect(stored.first?.finishedByServer == true)
        #expect(stored.first?.answers == #"{"capital-at":"Vienna","rhine-source":"true"}"#)
        return true
    }
}

/// The student's first device is failing: the exam page's "Continue on another device" link,
/// opened in another browser, carries on the same attempt with the answers saved so far.
@Suite(
    "The attempt's link continues it on another device",
    .enabled(
        if: ChromeDriverProcess.isAvailable && StaticSiteServer.isAvailable,
        "needs chromium, chromium-driver and python3 (scripts/bootstrap.sh --browser)"))
struct AnotherDeviceBrowserTests {
    @Test func theLinkCarriesTheAttemptAndItsAnswers() async throws {
        let exam =
            "title: Moved\ncode: MOVE-1\ntime_limit: 20m\nshuffle: { choices: true }\nquestions: [rhine-source, capital-at, longest]\n"
        let served = try await CollectedSite.start(exam: exam, clock: .machine())
        defer { Task { await served.stop() } }
        let (site, collector) = (served.site, served.collector)
        let downloads = site.root.appendingPathComponent("downloads")
        var link = ""
        var attemptID = ""
        try await withBrowserSession(downloadFolder: downloads) { session in
            try await session.navigate(to: try served.takePage("move-1"))
            #expect(try await session.findElement(css: "#exam-elsewhere").isDisplayed() == false)
            try await session.findElement(css: "#examinee").sendKeys("Ana Example")
            try await session.findElement(css: "[data-action=next]").click()
            try await waitUntil("the first question after the start") {
                try await session.findElement(css: "#exam-elsewhere").isDisplayed()
            }
            attemptID = try await ExamDaySteps.answerTwoAndWaitForTheDraft(
                session, collector: collector)
            guard
                case .string(let href) = try await session.findElement(css: "#exam-elsewhere-link")
                    .property("href")
            else {
                Issue.record("no link")
                return
            }
            link = href
            #expect(try await session.consoleErrors() == [])
        }
        let url = try #require(URL(string: link))
        #expect(url.fragment?.hasPrefix("continue=") == true)
        try await withBrowserSession(downloadFolder: downloads) { session in
            try await session.navigate(to: url)
            try await waitUntil("the attempt continued here") {
                try await session.findElement(css: "#q-rhine-source input[value=true]").isSelected()
            }
            // The token does not stay in the address bar.
            #expect(try await session.currentURL().fragment == nil)
            try await session.findElement(css: "[data-action=next]").click()
            #expect(
                try await session.findElement(css: "#q-capital-at input[type=text]").property(
                    "value") == .string("Vienna"))
            try await session.findElement(css: "[data-action=next]").click()
            try await ExamDaySteps.answerTheLastAndHandIn(session)
            let errors = try await session.consoleErrors()
            #expect(errors == [], "\(errors)")
        }
        let stored = try await collector.service.store.submissions(ofAttempt: attemptID)
        #expect(stored.map(\.examinee) == ["Ana Example"])
        #expect(
            stored.first?.answers == #"{"capital-at":"Vienna","longest":"b","rhine-source":"true"}"#
        )
    }
}
