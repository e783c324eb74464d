import Foundation
import QuizgenCore
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Fill-in-the-blank questions in a real headless Chromium: the inline controls are labelled,
/// answers survive a reload, and the submission keys them by blank number.
@Suite(
    "Fill-in-the-blank questions in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)"))
struct BlankBrowserTests {
    struct Submission: Decodable {
        var answers: [String: [String: String]]
    }

    @Test func typeSelectReloadAndHandIn() async throws {
        let site = try TestSite(
            QuizFixtures.site(extra: QuizFixtures.blanksFiles),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/fill/take/"))
        let downloads = site.root.appendingPathComponent("downloads")
        do {
            try await withBrowserSession(downloadFolder: downloads) { session in
                try await session.navigate(to: page)
                try await session.findElement(css: "#examinee").sendKeys("Ana")
                try await session.findElement(css: "[data-action=next]").click()
                try await waitUntil("question 1 shown") {
                    try await session.findElement(css: "#q-prague-river").isDisplayed()
                }
                let typed = try await session.findElement(css: "#b-prague-river-1")
                #expect(try await typed.attribute("aria-label") == "Blank 1 of 2")
                try await typed.sendKeys("Moldau")
                try await session.executeScript(
                    """
                    const s = document.querySelector('#b-prague-river-2');
                    s.value = Array.from(s.options).find(o => o.textContent === 'Elbe').value;
                    s.dispatchEvent(new Event('change', {bubbles: true}));
                    """)
                try await session.refresh()
                try await waitUntil("question 1 restored") {
                    try await session.findElement(css: "#q-prague-river").isDisplayed()
                }
                #expect(
                    try await session.findElement(css: "#b-prague-river-1").property("value")
                        == "Moldau")
                #expect(
                    try await session.findElement(css: "#b-prague-river-2").property("value")
                        .stringValue == Blank.optionID("Elbe"))
                try await session.findElement(css: "[data-action=next]").click()
                try await session.findElement(css: "#b-rhine-fill-1").sendKeys("Rhine")
                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the review shown") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                try await session.findElement(css: "[data-action=hand-in]").click()
                let file = try await waitForDownload(in: downloads, matching: ".json")
                let submission = try JSONDecoder().decode(
                    Submission.self, from: Data(contentsOf: file))
                #expect(
                    submission.answers["prague-river"] == [
                        "1": "Moldau", "2": Blank.optionID("Elbe"),
                    ])
                #expect(submission.answers["rhine-fill"] == ["1": "Rhine"])
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func practiceModeChecksEachBlank() async throws {
        var files = QuizFixtures.site(extra: QuizFixtures.blanksFiles)
        files["Content/exams/fillp.yaml"] =
            "title: Fill practice\ncode: FILLP\nmode: practice\ntries: 2\nquestions: [rhine-fill]\n"
        let site = try TestSite(files, bytes: ["Content/banks/map.png": QuizFixtures.png])
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/fillp/take/"))
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(to: page)
                try await session.findElement(css: "#examinee").sendKeys("Ana")
                try await session.findElement(css: "[data-action=next]").click()
                try await waitUntil("the question shown") {
                    try await session.findElement(css: "#q-rhine-fill").isDisplayed()
                }
                try await session.findElement(css: "#b-rhine-fill-1").sendKeys("Rhine")
                func choose(_ text: String) async throws {
                    try await session.executeScript(
                        """
                        const s = document.querySelector('#b-rhine-fill-2');
                        s.value = Array.from(s.options).find(o => o.textContent === arguments[0]).value;
                        s.dispatchEvent(new Event('change', {bubbles: true}));
                        """, args: [.string(text)])
                }
                try await choose("Austria")
                try await session.findElement(css: "#q-rhine-fill [data-action=check]").click()
                #expect(
                    try await session.findElement(css: "#feedback-rhine-fill").text()
                        == "Not quite. Try again. 1 of 2 right.")
                try await choose("Switzerland")
                try await session.findElement(css: "#q-rhine-fill [data-action=check]").click()
                #expect(
                    try await session.findElement(css: "#feedback-rhine-fill").text()
                        == "Correct, after 1 wrong try.")
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
