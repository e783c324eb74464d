import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The exams list's code box in a real headless Chromium with JavaScript off, on a site with a
/// collector (run in process by `quizgen serve`): a wrong code is answered by the collector's
/// page with the box again; a right one, in any case, opens the exam.
@Suite(
    "Exam code box without JavaScript", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)"))
struct ExamCodeBrowserTests {
    @Test func wrongCodeSaysSoAndRightCodeOpensTheExam() async throws {
        let site = try CollectBrowserTests.site()
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads"), javaScript: false
            ) { session in
                try await session.navigate(
                    to: try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/")))
                try await session.findElement(css: "#exam-code").sendKeys("NOPE-1")
                try await session.findElement(css: "[data-exam-code-form] button").click()
                try await waitUntil("the collector's answer") {
                    try await session.currentURL().path == "/v1/exams/open"
                }
                let error = try await session.findElement(css: "#exam-code-error")
                #expect(
                    try await error.text()
                        == "There is no exam with the code 'NOPE-1'. Check the code and try again.")
                let box = try await session.findElement(css: "#exam-code")
                #expect(try await box.property("value") == .string("NOPE-1"))
                #expect(try await box.attribute("aria-describedby") == "exam-code-error")
                #expect(
                    try await session.findElement(css: "label[for=exam-code]").text() == "Exam code"
                )

                try await box.clear()
                #expect(try await box.property("value") == .string(""))
                try await box.sendKeys("col-b")
                try await session.findElement(css: ".code-form button").click()
                let exam = "http://127.0.0.1:\(server.port)/exams/col-b/"
                try await waitUntil("the exam's page") {
                    try await session.currentURL().absoluteString == exam
                }
                #expect(try await session.findElement(css: "h1").text() == "Collected")
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
