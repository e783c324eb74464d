import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenTestSupport
import Testing

/// Which attempt counts (`graded: latest | best | first`): files with the collector's attempt
/// id are grouped by attempt (its last hand-in stands), files without one are each an attempt,
/// and the exam's rule picks one per examinee.
@Suite("graded: which attempt counts")
struct GradedAttemptTests {
    static func exam(_ graded: String) -> String {
        """
        title: Unit
        code: UNIT
        attempts: 3
        \(graded)
        questions: [rhine-source, capital-at, longest]
        """
    }

    static let start = Date(timeIntervalSince1970: 1_795_510_800)

    /// A submission of `examinee` started `minutes` after the start, handed in a minute later,
    /// with `right` of the three questions right.
    static func submission(
        _ examinee: String, attempt: String?, minutes: Double, right: Int, file: String,
        student: String? = nil
    ) -> ExamSubmission {
        let answers: [(String, String)] = [
            ("rhine-source", right >= 1 ? "true" : "false"),
            ("capital-at", right >= 2 ? "Vienna" : "Rome"),
            ("longest", right >= 3 ? "b" : "a"),
        ]
        var submission = ExamSubmission(
            examinee: examinee, startedAt: start.addingTimeInterval(minutes * 60),
            finishedAt: start.addingTimeInterval((minutes + 1) * 60),
            answers: answers.enumerated().map { index, pair in
                WrittenAnswer(questionID: pair.0, answer: .text(pair.1), line: index + 1, column: 1)
            },
            location: SourceLocation(path: "Content/submissions/unit/\(file).json"))
        submission.attempt = attempt
        submission.student = student
        return submission
    }

    static func grade(_ graded: String, _ submissions: [ExamSubmission]) throws -> (
        ExamResults, [String]
    ) {
        let site = try TestSite(QuizFixtures.site(exam: exam(graded)))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let catalog = ExamCatalog(reader: SourceReader(root: site.root), into: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.lines)")
        let assembled = try #require(catalog.assembled["unit"])
        var graded = Diagnostics()
        let results = SubmissionGrader(exam: assembled).grade(
            SubmissionSet(examSlug: "unit", submissions: submissions), into: &graded)
        return (results, graded.items.filter { $0.code == "submission.attempts" }.map(\.message))
    }

    /// Ana: attempt a (2 right, handed in again with 3 right), attempt b later (0 right), and a
    /// file without an attempt id last (1 right); Bo: one attempt (2 right).
    static let ana = [
        submission("Ana", attempt: "a", minutes: 0, right: 2, file: "a1"),
        submission("Ana", attempt: "a", minutes: 2, right: 3, file: "a2"),
        submission("Ana", attempt: "b", minutes: 10, right: 0, file: "b1"),
        submission("Ana", attempt: nil, minutes: 20, right: 1, file: "loose"),
        submission("Bo", attempt: "c", minutes: 5, right: 2, file: "c1"),
    ]

    @Test("latest, the default: every file of a name competes by finished_at, as before")
    func latest() throws {
        let (results, _) = try Self.grade("", Self.ana)
        let byName = Dictionary(uniqueKeysWithValues: results.attempts.map { ($0.examinee, $0) })
        #expect(byName["Ana"]?.location.path == "Content/submissions/unit/loose.json")
        #expect(byName["Ana"]?.points == 1)
        #expect(byName["Bo"]?.points == 2)
    }

    @Test("best: each attempt's last hand-in, then the most points")
    func best() throws {
        let (results, warnings) = try Self.grade("graded: best", Self.ana)
        let byName = Dictionary(uniqueKeysWithValues: results.attempts.map { ($0.examinee, $0) })
        // Attempt a's last hand-in (a2, 3 right) beats b (0) and the loose file (1).
        #expect(byName["Ana"]?.location.path == "Content/submissions/unit/a2.json")
        #expect(byName["Ana"]?.points == 3)
        #expect(byName["Bo"]?.points == 2)
        #expect(results.attempts.count == 2)
        #expect(
            warnings == [
                "Ana took 3 attempts; the best (3 points) counts (graded: best), ignoring Content/submissions/unit/b1.json, Content/submissions/unit/loose.json"
            ])
        #expect(results.report?.exam.attempts == 2)
        // Replaced, not excluded: Ana is graded (the glossary's rule).
        #expect(results.issues.filter { $0.kind == .excluded }.isEmpty)
        let replaced = results.issues.filter { $0.kind == .replaced }.map(\.reason).sorted()
        #expect(
            replaced == [
                "not the best attempt (graded: best)", "not the best attempt (graded: best)",
                "superseded by the later submission at Content/submissions/unit/a2.json",
            ])
    }

    @Test("first: the attempt started first, its last hand-in")
    func first() throws {
        let (results, warnings) = try Self.grade("graded: first", Self.ana)
        let byName = Dictionary(uniqueKeysWithValues: results.attempts.map { ($0.examinee, $0) })
        #expect(byName["Ana"]?.location.path == "Content/submissions/unit/a2.json")
        #expect(
            warnings == [
                "Ana took 3 attempts; the first counts (graded: first), ignoring Content/submissions/unit/b1.json, Content/submissions/unit/loose.json"
            ])
        // With the attempts in another order, the first is another.
        let (later, _) = try Self.grade(
            "graded: first",
            [
                Self.submission("Ana", attempt: "b", minutes: 10, right: 0, file: "b1"),
                Self.submission("Ana", attempt: nil, minutes: 5, right: 1, file: "loose"),
            ])
        #expect(later.attempts.first?.location.path == "Content/submissions/unit/loose.json")
    }

    @Test("a roster's student id groups the attempts, whatever name each file carries")
    func byStudent() throws {
        let (results, _) = try Self.grade(
            "graded: best",
            [
                Self.submission(
                    "Ana M.", attempt: "a", minutes: 0, right: 1, file: "x", student: "s-1"),
                Self.submission(
                    "Ana Müller", attempt: "b", minutes: 5, right: 3, file: "y", student: "S-1"),
            ])
        #expect(results.attempts.map(\.points) == [3])
    }

    @Test("an unknown rule is located, with the nearest one")
    func unknownRule() throws {
        let site = try TestSite(QuizFixtures.site(exam: Self.exam("graded: bset")))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        _ = ExamCatalog(reader: SourceReader(root: site.root), into: &diagnostics)
        #expect(
            diagnostics.items.map { "\($0.location.map { "\($0)" } ?? ""): \($0.message)" } == [
                "Content/exams/midterm.yaml:4:9: 'graded' must be one of 'latest', 'best', 'first', found 'bset'; did you mean 'best'?"
            ])
    }
}
