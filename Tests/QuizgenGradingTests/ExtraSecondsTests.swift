import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenTestSupport
import Testing

/// `extra_seconds`: the time a teacher gave an attempt in the collector's console, carried by
/// the exported file, so the build judges lateness as the collector did.
@Suite("Submissions: a teacher's extra time")
struct ExtraSecondsTests {
    static func document(_ extra: String?) -> [UInt8] {
        Array(
            """
            {"format": "quizgen-submission/1", "exam": "UNIT", "examinee": "Ana",
             "started_at": "2026-11-24T09:00:00Z", "finished_at": "2026-11-24T09:14:00Z",\(extra.map { "\n \"extra_seconds\": \($0)," } ?? "")
             "answers": {"rhine-source": "true"}}
            """.utf8)
    }

    @Test("read and honoured: 14 minutes is on time with 5 more given, late without")
    func honoured() throws {
        let (catalog, lines) = try RosterTests.catalog([:])
        #expect(lines == [])
        let exam = try #require(catalog.assembled["unit"])
        var diagnostics = Diagnostics()
        let given = try #require(
            SubmissionDocument.submission(
                Self.document("300"), path: "Content/submissions/unit/a.json", examSlug: "unit",
                into: &diagnostics))
        #expect(given.extraSeconds == 300)
        let none = try #require(
            SubmissionDocument.submission(
                Self.document(nil), path: "Content/submissions/unit/b.json", examSlug: "unit",
                into: &diagnostics))
        #expect(none.extraSeconds == 0)
        #expect(diagnostics.items.isEmpty)
        let grader = SubmissionGrader(exam: exam)
        #expect(grader.timeLimit(of: given) == 15 * 60)
        let onTime = grader.grade(
            SubmissionSet(examSlug: "unit", submissions: [given]), into: &diagnostics)
        #expect(onTime.attempts.first?.timing == .onTime)
        let late = grader.grade(
            SubmissionSet(examSlug: "unit", submissions: [none]), into: &diagnostics)
        #expect(late.attempts.first?.timing.lateFactor == 0.5)
    }

    @Test("anything but whole seconds from 0 to a week is an error at the value")
    func mistakes() {
        for (value, found) in [
            ("-1", "'-1'"), ("1.5", "'1.5'"), ("604801", "'604801'"), (#""300""#, "'300'"),
        ] {
            var diagnostics = Diagnostics()
            let read = SubmissionDocument.submission(
                Self.document(value), path: "Content/submissions/unit/a.json", examSlug: "unit",
                into: &diagnostics)
            #expect(read == nil)
            #expect(
                diagnostics.items.map { "\($0.location.map { "\($0): " } ?? "")\($0.message)" }
                    == [
                        "Content/submissions/unit/a.json:3:19: 'extra_seconds' must be a whole number of seconds from 0 to 604800 (a week: the time a teacher gave the attempt), found \(found)"
                    ], "\(value)")
        }
    }
}
