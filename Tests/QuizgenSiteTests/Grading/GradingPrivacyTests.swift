import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Result pages exist only with the secret and only at their HMAC URLs; nothing links to them.
/// Every excluded, replaced or adjusted submission is a located diagnostic.
@Suite("grading privacy and diagnostics")
struct GradingPrivacyTests {
    static let plugins = [QuizPlugin.plugin, GradingPlugin.plugin]
    static let answers = #"{"q1": "a", "q2": "b", "q3": ["a"], "q4": "a"}"#

    @Test func resultPagesOnlyWithTheSecretAndLinkedFromNowhere() async throws {
        let site = try TestSite(
            GradingFixtures.site(submissions: [
                "ana.json": GradingFixtures.json("Ana Müller", answers: Self.answers)
            ]))
        defer { site.remove() }
        let without = await site.build(plugins: Self.plugins)
        #expect(!without.failed)
        #expect(!site.snapshot().keys.contains { $0.hasPrefix("results/") })
        #expect(
            without.notes.contains {
                $0.hasPrefix("no result pages published: set QUIZGEN_RESULTS_SECRET")
            })

        let secret = ["QUIZGEN_RESULTS_SECRET": "s3cret"]
        let with = await site.build(plugins: Self.plugins, environment: secret)
        #expect(!with.failed)
        let token = ResultToken.make(secret: "s3cret", examCode: "SELF", examinee: "Ana Müller")
        let files = site.snapshot()
        #expect(
            files.keys.filter { $0.hasPrefix("results/") } == ["results/self/\(token)/index.html"])
        let page = try #require(site.output("results/self/\(token)/index.html"))
        #expect(page.contains("<meta name=\"robots\" content=\"noindex, nofollow\">"))
        #expect(page.contains("Ana Müller"))
        #expect(page.contains("Your answer: First"))
        #expect(page.contains("Not this one.") == false)
        for (path, data) in files where !path.hasPrefix("results/") {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains(token), "\(path) mentions the result URL")
            #expect(!text.contains("/results/"), "\(path) links to /results/")
        }
        #expect(
            ResultToken.make(secret: "other", examCode: "SELF", examinee: "Ana Müller") != token)
    }

    /// The build's result pages follow the exam's `results: { show, when }` as the collector
    /// does; the test sites' build clock is 2023-11-14T22:13:20Z.
    @Test(
        arguments: [
            ("results: { show: grade }", true, false, nil),
            (
                "results: { show: none }", false, false,
                "no result pages for 'SELF': its results are not shown (results: { show: none })"
            ),
            (
                "closes: 2030-01-01T00:00:00Z\nresults: { when: close }", false, false,
                "no result pages for 'SELF' yet: its results are shown once it closes, January 1, 2030 at 12:00 AM (UTC); build again then"
            ),
            ("closes: 2020-01-01T00:00:00Z\nresults: { when: close }", true, true, nil),
        ] as [(String, Bool, Bool, String?)])
    func resultPagesFollowTheExamsRelease(
        release: String, published: Bool, answers: Bool, note: String?
    ) async throws {
        let site = try TestSite(
            GradingFixtures.site(
                exam: GradingFixtures.exam(release),
                submissions: ["ana.json": GradingFixtures.json("Ana Müller", answers: Self.answers)]
            ))
        defer { site.remove() }
        let built = await site.build(
            plugins: Self.plugins, environment: ["QUIZGEN_RESULTS_SECRET": "s3cret"])
        #expect(!built.failed, "\(built.diagnostics.lines)")
        let token = ResultToken.make(secret: "s3cret", examCode: "SELF", examinee: "Ana Müller")
        let page = site.output("results/self/\(token)/index.html")
        #expect((page != nil) == published)
        #expect(
            site.snapshot().keys.filter { $0.hasPrefix("results/") }.count == (published ? 1 : 0))
        if let page {
            #expect(page.contains("Ana Müller"))
            #expect(page.contains("Your answer: First") == answers)
        }
        // Dates in English put a narrow no-break space before AM (ICU's format).
        let notes = built.notes.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
        if let note { #expect(notes.contains(note), "\(notes)") }
        #expect(notes.contains { $0.hasPrefix("0 private result pages") } == false)
    }

    @Test func everyExcludedOrAdjustedSubmissionIsALocatedDiagnostic() async throws {
        let site = try TestSite(
            GradingFixtures.site(submissions: [
                "1-ana.json": GradingFixtures.json(
                    "Ana", finished: "2026-11-21T10:10:00Z", answers: Self.answers),
                "2-ana.json": GradingFixtures.json(
                    "Ana", finished: "2026-11-21T10:15:00Z", answers: #"{"q1": "z", "q9": "a"}"#),
                "3-ben.json": GradingFixtures.json(
                    "Ben", finished: "yesterday", answers: Self.answers),
                "4-cy.json": GradingFixtures.json(
                    "Cy", answers: Self.answers, snapshot: String(repeating: "0", count: 64)),
                "rows.csv":
                    "examinee,finished_at,q1\nDee,2026-11-21T10:10:00Z,a\nEd,2026-13-01T00:00:00Z,a\nFay,a\n",
                "marks.yaml": "Ana:\n  q4: 3\n",
            ]))
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(
            result.diagnostics.lines == [
                "Content/submissions/self/2-ana.json:1:1: warning: Ana submitted 2 times; this one (the latest) counts, ignoring Content/submissions/self/1-ana.json:1:1",
                "Content/submissions/self/2-ana.json:3:20: warning: Ana: 'z' is not a choice of 'q1' (a, b) (ignored)",
                "Content/submissions/self/2-ana.json:3:31: warning: Ana: 'q9' is not a question of 'SELF'; did you mean 'q1'? (ignored)",
                "Content/submissions/self/3-ben.json:2:74: error: 'finished_at' must be an ISO 8601 date-time such as 2026-11-21T10:20:00Z, found \"yesterday\"; the submission is not graded",
                "Content/submissions/self/4-cy.json:1:1: error: Cy answered another version of 'SELF' (snapshot 000000000000…, the exam is \(String(try #require(result.exams.first?.snapshot).prefix(12)))…); the submission is not graded (freeze the exam at the version that was given: docs/grading.md)",
                "Content/submissions/self/marks.yaml:2:7: error: the mark for 'q4' must be between 0 and its weight 1, found 3",
                "Content/submissions/self/rows.csv:3:4: error: 'finished_at' must be an ISO 8601 date-time such as 2026-11-21T10:20:00Z, found \"2026-13-01T00:00:00Z\"; the submission is not graded",
                "Content/submissions/self/rows.csv:4:1: error: this row has 2 fields, the header has 3; the row is not graded",
            ])
        var diagnostics = Diagnostics()
        let graded = try #require(
            GradingPlugin.results(root: site.root, into: &diagnostics).results.first)
        #expect(graded.attempts.map(\.examinee) == ["Ana", "Dee"])
        #expect(
            graded.issues.map { "\($0.kind.rawValue) \($0.examinee): \($0.reason)" }.sorted() == [
                "adjusted Ana: 2 answers ignored or unmarked",
                "excluded : unreadable submission (see the errors)",
                "excluded Cy: answered another version of the exam",
                "excluded Ed: malformed 'finished_at'",
                "excluded Fay: row has 2 fields, the header 3",
                "replaced Ana: superseded by the later submission at Content/submissions/self/2-ana.json:1:1",
            ])
    }
}
