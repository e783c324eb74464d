import Foundation
import QuizgenI18n
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The exam page speaks the site's language in a real headless Chromium: the start screen, a
/// question, the review and the finished screen with the grade (from the collector that
/// `quizgen serve` runs), the script's plural forms, and catalog texts that would break a page
/// if spliced into it unescaped. Expected texts come from the built-in catalogs.
@Suite(
    "The exam page in the site's language", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable && StaticSiteServer.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser) and python3"))
struct ExamLanguageBrowserTests {
    static func collectedSite(language: String) throws -> TestSite {
        try TestSite(
            QuizFixtures.site(
                exam:
                    "title: Collected\ncode: COL-L\ntime_limit: 30m\nquestions: [rhine-source, capital-at, longest]\n",
                extra: [
                    "quizgen.yaml": QuizFixtures.config
                        + "language: \(language)\ncollect:\n  url: https://exams.example.org/\n"
                ]),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
    }

    /// Texts that must show, by language, written out here so that a catalog that fell back to
    /// English fails the test too.
    static let samples: [String: (question: String, points: String, pointsOf: String)] = [
        "ro": ("Întrebarea 1 din 3", "Puncte", "2 din 3"),
        "it": ("Domanda 1 di 3", "Punti", "2 su 3"),
    ]

    @Test(arguments: ["ro", "it"])
    func startQuestionReviewFinishedAndGrade(language: String) async throws {
        let catalog = Catalog.builtin(language)
        let english = Catalog.builtin("en")
        let sample = try #require(Self.samples[language])
        let site = try Self.collectedSite(language: language)
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/col-l/take/"))
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(to: page)
                // The start screen.
                let questions = catalog.plural("exam.script.questions", count: 3)
                try await waitUntil("the start screen") {
                    try await session.findElement(css: "#exam-progress-text").text() == questions
                }
                #expect(questions != english.plural("exam.script.questions", count: 3))
                #expect(
                    try await session.findElement(css: "#start-heading").text()
                        == catalog.text("exam.before_start"))
                #expect(
                    try await session.findElement(css: "label[for=examinee]").text()
                        == catalog.text("exam.name_label"))
                #expect(
                    try await session.findElement(css: "[data-action=next]").text()
                        == catalog.text("exam.script.start"))
                try await session.findElement(css: "[data-action=next]").click()
                #expect(
                    try await session.findElement(css: "#examinee-error").text()
                        == catalog.text("exam.script.enter_name"))
                try await session.findElement(css: "#examinee").sendKeys("Ana Müller")
                try await session.findElement(css: "[data-action=next]").click()

                // A question.
                try await waitUntil("question 1") {
                    try await session.findElement(css: "#q-rhine-source").isDisplayed()
                }
                let first = catalog.text("exam.script.question_of", ["number": "1", "total": "3"])
                #expect(first == sample.question)
                #expect(try await session.findElement(css: "#exam-progress-text").text() == first)
                #expect(try await session.findElement(css: "#q-rhine-source .qnum").text() == first)
                #expect(
                    try await session.findElement(css: "[data-action=next]").text()
                        == catalog.text("exam.script.next"))
                #expect(
                    try await session.findElement(css: "#q-rhine-source label.choice").text()
                        == catalog.text("exam.true"))
                try await session.findElement(css: "#q-rhine-source input[value=true]").click()
                try await session.findElement(css: "[data-action=next]").click()
                #expect(
                    try await session.findElement(css: "label[for=a-capital-at]").text()
                        == catalog.text("exam.your_answer"))
                try await session.findElement(css: "#q-capital-at input[type=text]").sendKeys(
                    "Vienna")
                try await session.findElement(css: "[data-action=next]").click()

                // The review: one question open.
                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the review") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                #expect(
                    try await session.findElement(css: "#review-heading").text()
                        == catalog.text("exam.review_heading"))
                #expect(
                    try await session.findElement(css: "#review-summary").text()
                        == catalog.plural("exam.script.review_some", count: 3, ["answered": "2"]))
                let link = try await session.findElement(css: "#review-list a")
                #expect(
                    try await link.text()
                        == catalog.text("exam.script.review_unanswered", ["number": "3"]))
                #expect(
                    try await session.findElement(css: "#exam-progress-text").text()
                        == catalog.text("exam.script.review"))
                try await link.click()
                try await waitUntil("question 3") {
                    try await session.findElement(css: "#q-longest").isDisplayed()
                }
                try await session.findElement(css: "#q-longest input[value=a]").click()
                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the review again") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                #expect(
                    try await session.findElement(css: "#review-summary").text()
                        == catalog.plural("exam.script.review_all", count: 3))
                #expect(
                    try await session.findElement(css: "[data-action=hand-in]").text()
                        == catalog.text("exam.hand_in"))
                try await session.findElement(css: "[data-action=hand-in]").click()

                // The finished screen with the grade from the collector.
                // The collector's rows, in the site's language.
                #expect(catalog.text("results.points") == sample.points)
                #expect(
                    catalog.text("results.points_of", ["points": "2", "maximum": "3"])
                        == sample.pointsOf)
                try await waitUntil("the grade") {
                    (try? await session.findElement(css: "#exam-result [data-row=points] td").text())
                        == sample.pointsOf
                }
                #expect(
                    try await session.findElement(css: "#exam-result [data-row=points] th").text()
                        == sample.points)
                #expect(
                    try await session.findElement(css: "#finished-heading").text()
                        == catalog.text("exam.finished_heading"))
                let result = try await session.findElement(css: "#exam-result").text()
                #expect(result.contains(catalog.text("exam.script.your_result")))
                // The true/false answer in the site's language, not the grader's English.
                #expect(
                    result.contains(
                        catalog.text(
                            "exam.script.your_answer", ["answer": catalog.text("results.true")])))
                #expect(
                    result.contains(
                        catalog.text("exam.script.expected_answer", ["answer": "Danube"])))
                let receiptStart = catalog.text("exam.script.receipt").prefix { $0 != "{" }
                #expect(
                    try await session.findElement(css: "#exam-receipt").text().hasPrefix(
                        String(receiptStart)))
                let message = try await session.findElement(css: "#exam-finish-message").text()
                #expect(message.hasSuffix(catalog.text("exam.script.server_received")))
                let finished = try await session.findElement(css: "[data-screen=finished]").text()
                for key in [
                    "exam.script.your_result", "exam.script.server_received",
                    "exam.finished_heading", "exam.start_over",
                ] {
                    #expect(
                        !finished.contains(english.text(key)),
                        "English '\(english.text(key))' on the finished screen")
                }
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// A bank of `count` true/false statements and exams of 1, 2 and 20 of them.
    static func pluralSite() throws -> TestSite {
        let bank = (1...20).map { "## Statement \($0). {#tf-\($0)}\n- [x] True\n- [ ] False\n" }
            .joined(separator: "\n")
        var files = [
            "quizgen.yaml": QuizFixtures.config + "language: ro\n",
            "Content/banks/statements.md": "---\ncategory: Statements\n---\n" + bank,
        ]
        for count in [1, 2, 20] {
            let ids = (1...count).map { "tf-\($0)" }.joined(separator: ", ")
            files["Content/exams/n\(count).yaml"] =
                "title: N\(count)\ncode: N-\(count)\nquestions: [\(ids)]\n"
        }
        return try TestSite(files)
    }

    @Test func romanianPluralsInTheScript() async throws {
        let catalog = Catalog.builtin("ro")
        let expected = [1: "1 întrebare", 2: "2 întrebări", 20: "20 de întrebări"]
        try await AccessibilitySites.withBuiltSite(try Self.pluralSite()) { _, server in
            try await withBrowserSession(
                downloadFolder: FileManager.default.temporaryDirectory.appendingPathComponent(
                    "plural-\(UUID().uuidString)")
            ) { session in
                for count in [1, 2, 20] {
                    let want = try #require(expected[count])
                    #expect(catalog.plural("exam.script.questions", count: count) == want)
                    try await session.navigate(to: server.url("/exams/n-\(count)/take/"))
                    try await waitUntil("the start screen of N-\(count)") {
                        try await session.findElement(css: "#exam-progress-text").text() == want
                    }
                    // The review's count takes the same forms.
                    try await session.findElement(css: "#examinee").sendKeys("Ion")
                    try await session.findElement(css: "[data-action=next]").click()
                    try await waitUntil("question 1 of N-\(count)") {
                        try await session.findElement(css: "#q-tf-1").isDisplayed()
                    }
                    for _ in 1..<count {
                        try await session.findElement(css: "[data-action=next]").click()
                    }
                    try await session.findElement(css: "[data-action=done]").click()
                    let review = catalog.plural(
                        "exam.script.review_some", count: count, ["answered": "0"])
                    try await waitUntil("the review of N-\(count)") {
                        try await session.findElement(css: "#review-summary").text() == review
                    }
                }
            }
        }
    }

    /// A site's catalog text with `</script>`, markup, quotes, `&` and a newline (its
    /// `i18n/ro.yaml`) shows as text: the strings block stays one script element and the script
    /// reads it.
    @Test func catalogTextCannotBreakThePage() async throws {
        let evil = "</script><b>\"x\"</b> & 'y'\nz"
        let yaml = #"""
            exam:
              before_start: "</script><b>\"x\"</b> & 'y'\nz"
              script:
                start: "</script><b>\"x\"</b> & 'y'\nz"
                questions:
                  one: "</script><b>\"x\"</b> & 'y'\nz {count}"
                  few: "</script><b>\"x\"</b> & 'y'\nz {count}"
                  other: "</script><b>\"x\"</b> & 'y'\nz {count}"
            """#
        let site = try TestSite(
            QuizFixtures.site(
                exam:
                    "title: Hostile\ncode: COL-L\nquestions: [rhine-source, capital-at, longest]\n",
                extra: [
                    "quizgen.yaml": QuizFixtures.config + "language: ro\n", "i18n/ro.yaml": yaml,
                ]),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
        try await AccessibilitySites.withBuiltSite(site) { _, server in
            let html = try #require(site.output("exams/col-l/take/index.html"))
            #expect(!html.contains("<b>"))
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(to: server.url("/exams/col-l/take/"))
                try await waitUntil("the script ran") {
                    try await session.executeScript(
                        "return document.getElementById('exam-progress-text').textContent")
                        == .string(evil + " 3")
                }
                #expect(
                    try await session.executeScript(
                        "return document.querySelector('[data-action=next]').textContent")
                        == .string(evil))
                #expect(
                    try await session.executeScript(
                        "return document.getElementById('start-heading').textContent")
                        == .string(evil))
                #expect(
                    try await session.executeScript("return document.querySelectorAll('b').length")
                        == .number(0))
                #expect(
                    try await session.executeScript(
                        "return document.querySelectorAll('script#exam-strings').length")
                        == .number(1))
            }
        }
    }
}
