import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenTestSupport
import Testing

/// Rosters: who may take an exam and each student's accommodations, read from a CSV or YAML
/// file beside the exam or for the whole site, every mistake located; and grading that gives a
/// submission naming its student that student's time.
@Suite("Rosters")
struct RosterTests {
    static let exam = """
        title: Unit
        code: UNIT
        time_limit: 10m
        late: { policy: penalise, factor: 0.5 }
        questions: [rhine-source, capital-at]
        """

    /// The catalog of a site with the exam above and `files`, and its diagnostics as text.
    static func catalog(_ files: [String: String]) throws -> (ExamCatalog, [String]) {
        let site = try TestSite(QuizFixtures.site(exam: exam, extra: files))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let catalog = ExamCatalog(reader: SourceReader(root: site.root), into: &diagnostics)
        let lines = diagnostics.items.map {
            "\($0.location.map { "\($0): " } ?? "")\($0.severity.rawValue): \($0.message)"
        }
        return (catalog, lines)
    }

    @Test("a CSV roster beside the exam gives its students, codes and accommodations")
    func csvBesideTheExam() throws {
        let (catalog, lines) = try Self.catalog([
            "Content/exams/midterm.roster.csv": """
            id,name,code,extra_minutes,time_factor,extra_attempts
            s-101,Ana Müller,K7PQ-2MXD,,,
            "s-102"," Ben Ito ",R4TW-9LCE,30,1.5,1

            """
        ])
        #expect(lines == [])
        let roster = try #require(catalog.rosters["unit"])
        #expect(roster.sourcePath == "Content/exams/midterm.roster.csv")
        #expect(roster.entries.map(\.name) == ["Ana Müller", "Ben Ito"])
        let ben = try #require(roster.entry(id: " S-102 "))
        #expect(ben.code == "R4TW-9LCE")
        #expect(ben.timeLimit(600) == 600 * 3 / 2 + 30 * 60)
        #expect(ben.extraSeconds(600) == 300 + 30 * 60)
        #expect(ben.attemptLimit(1) == 2)
        #expect(roster.entry(id: "s-101")?.timeLimit(600) == 600)
        // The exam knows how its students start, and nothing of who they are.
        #expect(catalog.assembled["unit"]?.exam.identity == .studentIDAndCode)
        #expect(catalog.exams.first?.identity == .studentIDAndCode)
        // A roster is not an exam.
        #expect(catalog.exams.count == 1)
    }

    @Test("the site's roster serves every exam without its own; a YAML roster without codes")
    func siteWideYAML() throws {
        let (catalog, lines) = try Self.catalog([
            "Content/roster.yaml": """
            - id: s-1
              name: Ana Müller
              extra_minutes: 15
            - { id: 2, name: Ben Ito }
            """
        ])
        #expect(lines == [])
        let roster = try #require(catalog.rosters["unit"])
        #expect(roster.entries.map(\.id) == ["s-1", "2"])
        #expect(roster.entry(id: "s-1")?.timeLimit(600) == 600 + 15 * 60)
        #expect(!roster.hasCodes)
        #expect(catalog.assembled["unit"]?.exam.identity == .studentID)
    }

    @Test("every mistake in a roster is located and named")
    func mistakes() throws {
        let (_, csv) = try Self.catalog([
            "Content/exams/midterm.roster.csv": """
            id,name,code,extra_minutes,time_factor
            s-1,Ana,short,,
            s-2,,ABCDEFGH,x,
            S-1,Cy,,,0.5
            s-4,Di,ABCDEFGH,,,surplus
            s-5,Ed,QWERTYUI,,
            s-6,Fa,QWERTYUI,,
            """
        ])
        // The rows' shapes first (a row with more fields than the header), then each student.
        #expect(
            csv == [
                "Content/exams/midterm.roster.csv:5:19: error: this row has 6 fields, the header 5",
                "Content/exams/midterm.roster.csv:2:9: error: an access code must be 6 to 64 characters without spaces, so that it cannot be guessed",
                "Content/exams/midterm.roster.csv:3:1: error: this student has no 'name'",
                "Content/exams/midterm.roster.csv:3:15: error: 'extra_minutes' must be a whole number from 0 to 720, found 'x'",
                "Content/exams/midterm.roster.csv:4:10: error: 'time_factor' must be a number from 1 to 4, found '0.5'",
                "Content/exams/midterm.roster.csv:7:8: error: this access code is already the code of 's-5' (line 6); each student needs their own",
            ])
        let (_, header) = try Self.catalog([
            "Content/exams/midterm.roster.csv": "id,nmae\ns-1,Ana\n"
        ])
        #expect(
            header == [
                "Content/exams/midterm.roster.csv:1:4: error: unknown column 'nmae'; did you mean 'name'? (a roster has id, name, code, extra_minutes, time_factor, extra_attempts)",
                "Content/exams/midterm.roster.csv:1:1: error: the first row must name the columns, with 'id' and 'name' among them",
            ])
        let (_, duplicate) = try Self.catalog([
            "Content/roster.yaml":
                "- { id: s-1, name: Ana }\n- { id: ' S-1', name: Bo, room: 4 }\n- { id: S-1, name: Cy }\n"
        ])
        #expect(
            duplicate == [
                "Content/roster.yaml:2:27: error: unknown key 'room' (a roster has id, name, code, extra_minutes, time_factor, extra_attempts)",
                "Content/roster.yaml:3:9: error: student id 'S-1' is already on line 1; ids must be unique",
            ])
        let (_, both) = try Self.catalog([
            "Content/roster.yaml": "- { id: s-1, name: Ana }\n",
            "Content/roster.csv": "id,name\ns-1,Ana\n",
        ])
        #expect(
            both == [
                "Content/roster.yaml:1:1: error: Content/roster.csv and Content/roster.yaml are both rosters of the same exams; keep one"
            ])
    }

    @Test("a submission naming its student gets the time the roster gives; without it, the exam's")
    func gradingGivesTheStudentsTime() throws {
        let (catalog, lines) = try Self.catalog([
            "Content/exams/midterm.roster.csv": "id,name,time_factor\ns-1,Ana,1.5\ns-2,Bo,\n"
        ])
        #expect(lines == [])
        let exam = try #require(catalog.assembled["unit"])
        let start = Date(timeIntervalSince1970: 1_795_510_800)
        func submission(_ student: String?) -> ExamSubmission {
            var submission = ExamSubmission(
                examinee: student ?? "nobody", startedAt: start,
                finishedAt: start.addingTimeInterval(14 * 60),
                answers: [
                    WrittenAnswer(
                        questionID: "rhine-source", answer: .text("true"), line: 1, column: 1)
                ],
                location: SourceLocation(path: "Content/submissions/unit/\(student ?? "x").json"))
            submission.student = student
            return submission
        }
        var diagnostics = Diagnostics()
        let results = SubmissionGrader(exam: exam, roster: catalog.rosters["unit"]).grade(
            SubmissionSet(
                examSlug: "unit",
                submissions: [submission("s-1"), submission("s-2"), submission(nil)]),
            into: &diagnostics)
        let timing = Dictionary(
            uniqueKeysWithValues: results.attempts.map { ($0.examinee, $0.timing) })
        // 14 minutes: within Ana's 15, over Bo's 10 and over the exam's 10.
        #expect(timing["s-1"] == .onTime)
        #expect(timing["s-2"]?.lateFactor == 0.5)
        #expect(timing["nobody"]?.lateFactor == 0.5)
        // Without the roster, the student's time is the exam's.
        let plain = SubmissionGrader(exam: exam).grade(
            SubmissionSet(examSlug: "unit", submissions: [submission("s-1")]), into: &diagnostics)
        #expect(plain.attempts.first?.timing.lateFactor == 0.5)
    }
}
