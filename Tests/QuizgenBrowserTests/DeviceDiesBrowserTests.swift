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
    @Test func theServerFinishesTheAttemptWithTheSavedAnswers() async throws {
        let exam =
            "title: Short\ncode: DIE-1\ntime_limit: 20s\nlate: { policy: reject }\nquestions: [rhine-source, capital-at, longest]\n"
        let served = try await CollectedSite.start(
            exam: exam, clock: .machine(), finishInterval: .milliseconds(200))
        defer { Task { await served.stop() } }
        let (site, collector) = (served.site, served.collector)

        var attemptID = ""
        try await withBrowserSession(downloadFolder: site.root.appendingPathComponent("downloads"))
        { session in
            try await session.navigate(to: try served.takePage("die-1"))
            try await session.findElement(css: "#examinee").sendKeys("Ana Example")
            try await session.findElement(css: "[data-action=next]").click()
            try await waitUntil("question 1 after the start") {
                try await session.findElement(css: "#q-rhine-source").isDisplayed()
            }
            try await session.findElement(css: "#q-rhine-source input[value=true]").click()
            try await session.findElement(css: "[data-action=next]").click()
            try await session.findElement(css: "#q-capital-at input[type=text]").sendKeys("Vienna")
            try await session.findElement(css: "[data-action=next]").click()
            let state = try await session.executeScript(
                "return JSON.parse(localStorage.getItem(Object.keys(localStorage)[0])).attempt.attempt"
            )
            guard case .string(let id) = state else {
                Issue.record("no attempt in the page: \(state)")
                return
            }
            attemptID = id
            try await waitUntil("the answers saved on the server") {
                try await collector.service.store.draft(ofAttempt: id)?.answers
                    == #"{"capital-at":"Vienna","rhine-source":"true"}"#
            }
            #expect(try await session.findElement(css: "#exam-draft-status").isDisplayed() == false)
            #expect(try await session.consoleErrors() == [])
        }
        // The browser is gone, nothing was handed in; at time-up (20 s + 5 s) the server finishes.
        let store = collector.service.store
        try await waitUntil(
            "the attempt finished by the server", timeout: .seconds(60), poll: .milliseconds(200)
        ) {
            try await !store.submissions(ofAttempt: attemptID).isEmpty
        }
        let stored = try await store.submissions(ofAttempt: attemptID)
        #expect(stored.count == 1)
        #expect(stored.first?.finishedByServer == true)
        #expect(stored.first?.answers == #"{"capital-at":"Vienna","rhine-source":"true"}"#)
    }
}
