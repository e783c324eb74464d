import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Many submissions: loading and grading split the work into chunks across cores, and the
/// submissions, results and diagnostics must come out as if read one file and one row after
/// the other. The words of a result are worked out only when asked for.
@Suite("grading at scale")
struct GradingAtScaleTests {
    static func folder(_ name: String) -> String { "Content/submissions/self/\(name)" }

    @Test func jsonFilesReadInParallelKeepPathOrder() throws {
        // 700 files: three chunks of 256.
        var files: [String: String] = [:]
        for n in 0..<700 {
            let name = String(format: "%04d.json", n)
            switch n % 100 {
            case 7: files[name] = GradingFixtures.json("E\(n)", finished: "soon", answers: "{}")
            case 50:
                files[name] =
                    #"{"format": "quizgen-submission/1", "exam": "SELF", "examinee": "E\#(n)", "extra": 1}"#
            default: files[name] = GradingFixtures.json("E\(n)", answers: #"{"q1": "a"}"#)
            }
        }
        let site = try TestSite(GradingFixtures.site(submissions: files))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let set = SubmissionLoader(reader: SourceReader(root: site.root)).load(
            slug: "self", into: &diagnostics)
        #expect(
            set.submissions.map(\.examinee) == (0..<700).filter { $0 % 100 != 7 }.map { "E\($0)" })
        let broken = (0..<700).filter { $0 % 100 == 7 }.map {
            Self.folder(String(format: "%04d.json", $0))
        }
        #expect(set.rejected.map(\.location.path) == broken)
        let paths = diagnostics.items.compactMap(\.location?.path)
        #expect(paths.count == 14)
        #expect(paths == paths.sorted())
        #expect(
            diagnostics.lines.first == Self.folder("0007.json")
                + #":2:73: error: 'finished_at' must be an ISO 8601 date-time such as 2026-11-21T10:20:00Z, found "soon"; the submission is not graded"#
        )
        // Only the files with problems keep their text (for the caret display).
        #expect(diagnostics.sources.keys.sorted() == paths)
    }

    @Test func csvRowsReadInParallelKeepRowOrder() throws {
        // 5,000 rows: three chunks of 2,048; one answer spans two lines.
        var csv = "examinee,finished_at,q1,q4\n"
        var line = 2
        var bad: [Int] = []
        var rows: [String: Int] = [:]
        for n in 0..<5000 {
            let name = String(format: "E%04d", n)
            if n == 3000 {
                csv += "\(name),2026-11-21T10:20:00Z,a,\"b\nb\"\n"
                rows[name] = line
                line += 2
                continue
            }
            if n % 1000 == 999 {
                csv += "\(name),yesterday,a,b\n"
                bad.append(line)
            } else {
                csv += "\(name),2026-11-21T10:20:00Z,a,b\n"
                rows[name] = line
            }
            line += 1
        }
        let site = try TestSite(GradingFixtures.site(submissions: ["all.csv": csv]))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let set = SubmissionLoader(reader: SourceReader(root: site.root)).load(
            slug: "self", into: &diagnostics)
        #expect(set.submissions.map(\.examinee) == rows.keys.sorted())
        #expect(set.submissions.allSatisfy { rows[$0.examinee] == $0.location.line })
        #expect(
            set.submissions.first { $0.examinee == "E3000" }?.answers.last.map {
                "\($0.questionID)=\($0.answer)@\($0.line):\($0.column)"
            }
                == "q4=cell(\"b\\nb\")@\(rows["E3000"] ?? 0):30")
        #expect(diagnostics.items.compactMap(\.location?.line) == bad)
        #expect(set.rejected.map(\.location.line) == bad)
        #expect(
            diagnostics.lines.first == Self.folder("all.csv")
                + ":\(bad[0]):7: error: 'finished_at' must be an ISO 8601 date-time such as 2026-11-21T10:20:00Z, found \"yesterday\"; the submission is not graded"
        )
    }

    @Test func gradingAcrossChunksKeepsSubmissionOrder() throws {
        // 2,500 rows: three chunks of 1,024; every 7th is late, every 11th ticks an unknown choice.
        var csv = "examinee,started_at,finished_at,q1,q2,q3,q4\n"
        for n in 0..<2500 {
            let finished = n % 7 == 0 ? "10:40:00" : "10:20:00"
            csv +=
                String(format: "E%04d", n)
                + ",2026-11-21T10:00:00Z,2026-11-21T\(finished)Z,a,b,\(n % 11 == 0 ? "a;x" : "a;b"),a\n"
        }
        let site = try TestSite(GradingFixtures.site(submissions: ["all.csv": csv]))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let results = try #require(
            GradingPlugin.results(root: site.root, into: &diagnostics).results.first)
        #expect(results.attempts.count == 2500)
        #expect(results.attempts.map(\.examinee) == results.attempts.map(\.examinee).sorted())
        let lines = diagnostics.items.compactMap(\.location?.line)
        #expect(
            lines.count == (0..<2500).filter { $0 % 7 == 0 }.count
                + (0..<2500).filter { $0 % 11 == 0 }.count)
        #expect(lines == lines.sorted())
        let issueLines = results.issues.map(\.location.line)
        #expect(issueLines == issueLines.sorted())
        #expect(results.report?.exam.attempts == 2500)
        let choices = try #require(results.report?.questions[2].choices)
        #expect(
            choices.frequencies.map(\.count) == [
                2500, 2500 - (0..<2500).filter { $0 % 11 == 0 }.count, 0,
            ])
    }

    @Test func resultWordsAreWorkedOutWhenAsked() throws {
        let csv = "examinee,q1,q2,q3,q4\nAna,a,b,a;c;x,b\n"
        let site = try TestSite(GradingFixtures.site(submissions: ["ana.csv": csv]))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let results = try #require(
            GradingPlugin.results(root: site.root, into: &diagnostics).results.first)
        let attempt = try #require(results.attempts.first)
        #expect(attempt.questionPoints == [1, 0, 0, 0])
        let outcomes = attempt.outcomes
        #expect(outcomes.map(\.questionID) == ["q1", "q2", "q3", "q4"])
        #expect(outcomes.map(\.given) == ["Right", "Wrong", "First; Third", "Wrong"])
        #expect(outcomes.map(\.correct) == ["Right", "Right", "First; Second", "Right"])
        #expect(outcomes.map(\.selections) == [["a"], ["b"], ["a", "c"], ["b"]])
        #expect(outcomes.map(\.points) == attempt.questionPoints)
        #expect(outcomes[3].feedback.count == 1)
        // Reading them again reports nothing new: 'x' was reported once, when graded.
        #expect(attempt.outcomes == outcomes)
        #expect(
            diagnostics.lines == [
                "Content/submissions/self/ana.csv:2:9: warning: Ana: 'x' is not a choice of 'q3' (a, b, c) (ignored)"
            ])
    }
}
