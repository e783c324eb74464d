import Foundation
import QuizgenTestSupport
import Testing

/// Drives a real headless Chromium through chromedriver: forms, storage, downloads, keyboard.
///
/// Each test starts its own driver and browser and stops them whatever happens; the suite is
/// serialized so two browsers never compete for the two cores.
@Suite(
    "WebDriver in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)"))
struct WebDriverTests {
    /// What the page saves, in storage and in the downloaded file.
    struct Answer: Codable, Equatable {
        var name: String
        var agree: Bool
    }

    static let page = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Exam</title></head>
        <body>
        <form id="exam" onsubmit="return false">
          <label for="name">Name</label> <input id="name" type="text">
          <label><input id="agree" type="checkbox"> I agree</label>
          <button id="save" type="button">Save</button>
        </form>
        <p id="status"></p>
        <p id="hidden" hidden>not shown</p>
        <script>
        document.getElementById('save').addEventListener('click', () => {
          const answer = {
            name: document.getElementById('name').value,
            agree: document.getElementById('agree').checked,
          };
          localStorage.setItem('quizgen-answer', JSON.stringify(answer));
          const blob = new Blob([JSON.stringify(answer)], { type: 'application/json' });
          const link = document.createElement('a');
          link.href = URL.createObjectURL(blob);
          link.download = 'result.json';
          document.body.appendChild(link);
          link.click();
          link.remove();
          document.getElementById('status').textContent = 'Saved';
        });
        </script>
        </body></html>
        """

    @Test func formStateSurvivesRefreshAndDownloadsJSON() async throws {
        try await withBrowser { session, _, page in
            try await session.navigate(to: page)
            #expect(try await session.currentURL() == page)

            let name = try await session.findElement(css: "#name")
            try await name.sendKeys("Ada")
            #expect(try await name.property("value") == "Ada")
            let agree = try await session.findElement(css: "#agree")
            #expect(try await agree.isSelected() == false)
            try await agree.click()
            #expect(try await agree.isSelected())
            try await session.findElement(css: "#save").click()
            try await waitUntil("#status to say Saved") {
                try await session.findElement(css: "#status").text() == "Saved"
            }

            try await session.refresh()
            #expect(
                try await session.findElement(css: "#status").text() == "",
                "the page really reloaded")
            let stored = try await session.executeScript(
                "return localStorage.getItem('quizgen-answer')")
            let storedAnswer = try JSONDecoder().decode(
                Answer.self, from: Data((stored.stringValue ?? "").utf8))
            #expect(storedAnswer == Answer(name: "Ada", agree: true))

            let file = try await waitForDownload(in: session.downloadFolder, matching: ".json")
            #expect(file.lastPathComponent == "result.json")
            let downloaded = try JSONDecoder().decode(Answer.self, from: Data(contentsOf: file))
            #expect(downloaded == Answer(name: "Ada", agree: true))
        }
    }

    @Test func keyboardMovesFocusTogglesAndActivates() async throws {
        try await withBrowser { session, _, page in
            try await session.navigate(to: page)
            let activeID = { try await session.executeScript("return document.activeElement.id") }
            let name = try await session.findElement(css: "#name")
            try await session.executeScript("arguments[0].focus()", args: [name.reference])
            #expect(try await activeID() == "name")

            try await session.pressKey(.tab)
            #expect(try await activeID() == "agree")
            try await session.pressKey(.space)
            #expect(try await session.findElement(css: "#agree").isSelected())
            try await session.pressKey(.tab)
            #expect(try await activeID() == "save")
            try await session.pressKey(.enter)
            try await waitUntil("#status to say Saved after Enter") {
                try await session.findElement(css: "#status").text() == "Saved"
            }

            // Special keys also work inside typed text.
            try await name.clear()
            try await name.sendKeys("Bo" + WebDriverKey.tab.rawValue)
            #expect(try await name.property("value") == "Bo")
            #expect(try await activeID() == "agree")
        }
    }

    @Test func failuresCarryTheW3CErrorAndTheLog() async throws {
        try await withBrowser { session, driver, page in
            try await session.navigate(to: page)

            let missing = await #expect(throws: WebDriverError.self) {
                try await session.findElement(css: "#missing")
            }
            #expect(missing?.error == "no such element")
            #expect(missing?.description.contains(driver.logFile.path) == true)
            #expect(try await session.findElements(css: "#missing").isEmpty)
            #expect(try await session.findElements(css: "input").count == 2)

            let thrown = await #expect(throws: WebDriverError.self) {
                try await session.executeScript("throw new Error('boom')")
            }
            #expect(thrown?.error == "javascript error")
            #expect(thrown?.message.contains("boom") == true)

            let timeout = await #expect(throws: WaitTimeoutError.self) {
                try await waitUntil("#never to appear", timeout: .milliseconds(300)) {
                    try await !session.findElements(css: "#never").isEmpty
                }
            }
            #expect(timeout?.description.contains("#never to appear") == true)

            #expect(try await session.findElement(css: "#name").isDisplayed())
            #expect(try await session.findElement(css: "#hidden").isDisplayed() == false)
            #expect(try await session.findElement(css: "#agree").attribute("type") == "checkbox")
            #expect(try await session.findElement(css: "#agree").attribute("checked") == nil)
            let png = try await session.screenshotPNG()
            #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        }
    }

    /// Writes the page to a fresh folder, starts a driver and a session, runs `body`, and always
    /// ends the session and the driver; then checks that no browser process is left.
    private func withBrowser(
        _ body: (WebDriverSession, ChromeDriverProcess, URL) async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quizgen-webdriver-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("exam.html")
        try Self.page.write(to: page, atomically: true, encoding: .utf8)

        let driver = try await ChromeDriverProcess.start()
        do {
            let session = try await WebDriverSession.start(
                on: driver, downloadFolder: folder.appendingPathComponent("downloads"))
            do {
                try await body(session, driver, page)
            } catch {
                try? await session.delete()
                throw error
            }
            try await session.delete()
        } catch {
            await driver.stop()
            Issue.record(error, "chromedriver log: \(driver.logFile.path)")
            return
        }
        await driver.stop()
        #expect(!driver.hasLiveProcesses, "chromedriver or chromium survived stop()")
    }
}
