import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Practice that teaches (issue 31) in a real headless Chromium: a wrong try shows its hint and
/// costs a try, a reload keeps both, the right answer at the second try locks the question, a
/// question out of tries locks with the right answer shown, "Try another like this" swaps in
/// other numbers that Check judges by their own key, and the handed-in file, graded by the
/// build's grader, carries the penalty.
@Suite(
    "Practice tries and hints in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)"))
struct PracticeBrowserTests {

    static let exam = """
        title: Practice
        code: PRAC
        mode: practice
        penalty: 0.5
        questions: [rhine-source, longest, speed]
        """

    static func files() -> [String: String] {
        let bank = QuizFixtures.markdownBank.replacingOccurrences(
            of: "- [x] True\n- [ ] False\n",
            with: "- [x] True\n- [ ] False\n\n> [!hint] Think of Switzerland.\n")
        return QuizFixtures.site(
            bank: bank,
            extra: [
                "Content/banks/speed.md": PracticeFixtures.speedBank,
                "Content/exams/prac.yaml": exam,
            ])
    }

    @Test func triesHintsLockAnotherLikeThisAndThePenalty() async throws {
        let site = try TestSite(Self.files(), bytes: ["Content/banks/map.png": QuizFixtures.png])
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/prac/take/"))
        let downloads = site.root.appendingPathComponent("downloads")
        do {
            try await withBrowserSession(downloadFolder: downloads) { session in
                func text(_ css: String) async throws -> String {
                    try await session.findElement(css: css).text()
                }
                func disabled(_ css: String) async throws -> Bool {
                    try await session.findElement(css: css).property("disabled") == .bool(true)
                }
                try await session.navigate(to: page)
                try await session.findElement(css: "#examinee").sendKeys("Ana")
                try await session.findElement(css: "[data-action=next]").click()
                try await waitUntil("the first question") {
                    try await session.findElement(css: "#q-rhine-source").isDisplayed()
                }
                // One hint: two tries.
                #expect(try await text("#tries-rhine-source") == "2 tries left.")
                try await session.findElement(css: "#q-rhine-source input[value=false]").click()
                try await session.findElement(css: "#q-rhine-source [data-action=check]").click()
                let wrong = try await text("#feedback-rhine-source")
                #expect(wrong == "Not quite. Try again.\nHint: Think of Switzerland.", "\(wrong)")
                #expect(try await text("#tries-rhine-source") == "1 try left.")
                #expect(try await disabled("#q-rhine-source input[value=true]") == false)
                // A reload keeps the try, the hint and the answer.
                try await session.refresh()
                try await waitUntil("the first question again") {
                    try await session.findElement(css: "#q-rhine-source").isDisplayed()
                }
                let kept = try await text("#feedback-rhine-source")
                #expect(kept == wrong, "\(kept)")
                #expect(try await text("#tries-rhine-source") == "1 try left.")
                #expect(
                    try await session.findElement(css: "#q-rhine-source input[value=false]")
                        .property("checked") == .bool(true))
                // Right at the second try: locked, no more tries.
                try await session.findElement(css: "#q-rhine-source input[value=true]").click()
                try await session.findElement(css: "#q-rhine-source [data-action=check]").click()
                #expect(try await text("#feedback-rhine-source") == "Correct, after 1 wrong try.")
                #expect(try await disabled("#q-rhine-source input[value=false]"))
                #expect(
                    try await session.findElement(css: "#q-rhine-source [data-action=check]")
                        .isDisplayed() == false)
                #expect(
                    try await session.findElement(css: "#tries-rhine-source").isDisplayed()
                        == false)

                // No hints: one try; a wrong answer locks with the right one shown.
                try await session.findElement(css: "[data-action=next]").click()
                #expect(try await text("#tries-longest") == "1 try left.")
                try await session.findElement(css: "#q-longest input[value=a]").click()
                try await session.findElement(css: "#q-longest [data-action=check]").click()
                #expect(
                    try await text("#feedback-longest")
                        == "Not quite, and no tries are left.\nThe right answer: Danube")
                #expect(try await disabled("#q-longest input[value=b]"))
                #expect(
                    try await session.findElement(css: "#q-longest [data-action=try-another]")
                        .isDisplayed() == false)

                // A parametric question: another like it, checked by its own key.
                try await session.findElement(css: "[data-action=next]").click()
                let own = try await text("#prompt-speed")
                try await session.findElement(css: "#q-speed [data-action=try-another]").click()
                #expect(
                    try await text("#feedback-speed")
                        == "A new question like this one, with new numbers.")
                let drawn = try await text("#prompt-speed")
                let answer = try await session.executeScript(
                    "return JSON.parse(document.getElementById('exam-key').textContent).speed.others[0];"
                )
                guard case .object(let other) = answer, case .object(let key)? = other["key"],
                    case .number(let value)? = key["min"],
                    case .string(let variant)? = other["variant"]
                else {
                    Issue.record("no further draw in the key: \(answer)")
                    return
                }
                #expect(drawn.hasPrefix("Speed\nA car drives at "), "\(drawn)")
                try await session.findElement(css: "#a-speed").sendKeys(NumberText.format(value))
                try await session.findElement(css: "#q-speed [data-action=check]").click()
                #expect(try await text("#feedback-speed").hasPrefix("Correct."))
                try await session.refresh()
                try await waitUntil("the speed question again") {
                    try await session.findElement(css: "#q-speed").isDisplayed()
                }
                #expect(try await text("#prompt-speed") == drawn)
                #expect(own != drawn || variant == "2")

                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the review") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                try await session.findElement(css: "[data-action=hand-in]").click()
                let file = try await waitForDownload(in: downloads, matching: ".json")
                let bytes = Array(try Data(contentsOf: file))
                var diagnostics = Diagnostics()
                let submission = try #require(
                    SubmissionDocument.submission(
                        bytes, path: "Content/submissions/prac/ana.json", examSlug: "prac",
                        into: &diagnostics))
                #expect(submission.wrongTries == ["rhine-source": 1, "longest": 1])
                #expect(submission.questionVariants == ["speed": variant])
                // The build's grader: 1 × (1 − 0.5) + 0 + 1.
                let catalog = ExamCatalog(reader: SourceReader(root: site.root), into: &diagnostics)
                let exam = try #require(catalog.assembled.values.first { $0.exam.code == "PRAC" })
                let results = SubmissionGrader(exam: exam).grade(
                    SubmissionSet(examSlug: "prac", submissions: [submission]),
                    into: &diagnostics)
                #expect(results.attempts.first?.questionPoints == [0.5, 0, 1])
                #expect(results.attempts.first?.points == 1.5)
                #expect(!diagnostics.hasErrors, "\(diagnostics.lines)")
                #expect(try await session.consoleErrors(ignoring: ["favicon.ico"]).isEmpty)
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// At a collector the result at Done comes from the collector's grading of the hand-in,
    /// which carries the wrong tries: right at the second try with a penalty of 0.5 scores half.
    @Test func theResultAtDoneAtACollectorCarriesThePenalty() async throws {
        var files = Self.files()
        files["quizgen.yaml"] =
            QuizFixtures.config + "collect:\n  url: https://exams.example.org/\n"
        files["Content/exams/prac.yaml"] =
            "title: Practice\ncode: PRAC\nmode: practice\npenalty: 0.5\nquestions: [rhine-source, capital-at]\n"
        let site = try TestSite(files, bytes: ["Content/banks/map.png": QuizFixtures.png])
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/prac/take/"))
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(to: page)
                try await session.findElement(css: "#examinee").sendKeys("Ana")
                try await session.findElement(css: "[data-action=next]").click()
                try await waitUntil("the first question") {
                    try await session.findElement(css: "#q-rhine-source").isDisplayed()
                }
                try await session.findElement(css: "#q-rhine-source input[value=false]").click()
                try await session.findElement(css: "#q-rhine-source [data-action=check]").click()
                try await session.findElement(css: "#q-rhine-source input[value=true]").click()
                try await session.findElement(css: "#q-rhine-source [data-action=check]").click()
                try await session.findElement(css: "[data-action=next]").click()
                try await session.findElement(css: "#a-capital-at").sendKeys("Vienna")
                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the review") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                try await session.findElement(css: "[data-action=hand-in]").click()
                try await waitUntil("the result at Done", timeout: .seconds(90)) {
                    (try? await session.findElement(css: "#exam-result [data-row=points] td")
                        .text()) != nil
                }
                // 1 × (1 − 0.5) for rhine-source, 1 for capital-at (no try spent on it).
                #expect(
                    try await session.findElement(css: "#exam-result [data-row=points] td").text()
                        == "1.5 of 2")
                #expect(try await session.consoleErrors(ignoring: ["favicon.ico"]).isEmpty)
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
