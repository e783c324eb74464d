import Foundation
import QuizgenTestSupport
import Testing

/// `quizgen grade`: grades to stdout, diagnostics to stderr, exit 1 on errors, no site built.
@Suite("quizgen grade")
struct GradeCommandTests {
    static let files = [
        "quizgen.yaml": "title: T\n",
        "Content/banks/b.md": """
        ## One? {#q1}
        - [x] Right
        - [ ] Wrong

        ## Two? {#q2}
        - [x] Right
        - [ ] Wrong
        """,
        "Content/exams/e.yaml": """
        title: Tiny
        code: TINY
        base_points: 2
        pass_mark: 50
        questions:
          - { id: q1, weight: 1 }
          - { id: q2, weight: 2 }
        """,
        "Content/submissions/tiny/sheet.csv": "examinee,q1,q2\nAna,a,a\nBo,b,a\nCy,a,b\nDi,b,b\n",
    ]

    @Test func printsAnAlignedTableWithoutBuilding() throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let run = try QuizgenProcess.run(["grade", "TINY"], in: site.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                TINY · Tiny · 4 graded, 0 excluded

                Examinee  Points  Max    %  Grade  Passed  Timing
                Ana            5    5  100         yes
                Bo             4    5   80         yes
                Cy             3    5   60         yes
                Di             2    5   40         no

                Statistics of the marks, without base points (marks out of 3; a grade adds 2 base points):
                Statistic                              Value
                mean                                     1.5
                median                                   1.5
                sd                                      1.29
                skewness                                   0
                kurtosis                                -1.2
                cic %                                      0
                error ratio %                            100
                standard error                          1.29
                mean grade (points, with base points)    3.5
                pass rate % (of the grades)               75

                Question  Facility %   SD %  Discrimination %  Efficiency %  Effective weight %
                q1                50  57.74                 0             0               33.33
                q2                50  57.74                 0             0               66.67

                """)
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func csvIsTheGradebookAndErrorsExitOne() throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let csv = try QuizgenProcess.run(["grade", "tiny", "--format", "csv"], in: site.root)
        #expect(
            csv.stdout.hasPrefix(
                "examinee,points,maximum,percentage,grade,passed,timing,q1,q2\r\nAna,5,5,100,,yes,,1,2\r\n"
            ))
        try site.write(
            "Content/submissions/tiny/late.json",
            #"{"examinee": "Ed", "finished_at": "soon", "answers": {}}"#)
        let failed = try QuizgenProcess.run(["grade", "TINY"], in: site.root)
        #expect(failed.status == 1)
        #expect(
            failed.stderr.hasPrefix(
                "Content/submissions/tiny/late.json:1:35: error: 'finished_at' must be an ISO 8601 date-time"
            ))
        let unknown = try QuizgenProcess.run(["grade", "TINI"], in: site.root)
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "error: no exam with the code 'TINI'; did you mean 'TINY'?\n")
    }

    /// Every cell of the gradebook goes through the one CSV writer: an examinee named like a
    /// formula cannot run in the teacher's spreadsheet.
    @Test func csvNeverHoldsAFormula() throws {
        var files = Self.files
        files["Content/submissions/tiny/sheet.csv"] = nil
        for (file, name) in [("a", "=1+1"), ("b", "@SUM(A1:A9)"), ("c", "-2+3"), ("d", "+33 612")] {
            files["Content/submissions/tiny/\(file).json"] =
                #"{"examinee": "\#(name)", "answers": {"q1": "a"}}"#
        }
        let site = try TestSite(files)
        defer { site.remove() }
        let csv = try QuizgenProcess.run(["grade", "tiny", "--format", "csv"], in: site.root)
        let firstCells = csv.stdout.components(separatedBy: "\r\n").dropFirst().filter {
            !$0.isEmpty
        }.map { $0.prefix { $0 != "," } }
        #expect(
            firstCells.sorted() == ["'-2+3", "'+33 612", "'=1+1", "'@SUM(A1:A9)"].sorted(),
            "\(csv.stdout)")
    }

    @Test(
        "with the results secret, the CSV gradebook gives each examinee the private result page the build publishes"
    )
    func csvListsEachPrivateResultURL() throws {
        var files = Self.files
        files["quizgen.yaml"] = "title: T\nbase_url: https://quiz.example.org/course/\n"
        let site = try TestSite(files)
        defer { site.remove() }
        let environment = ["QUIZGEN_RESULTS_SECRET": "s3cret-for-results"]
        let csv = try QuizgenProcess.run(
            ["grade", "tiny", "--format", "csv"], in: site.root, environment: environment)
        #expect(csv.status == 0, "\(csv.stderr)")
        let rows = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map {
            $0.components(separatedBy: ",")
        }
        #expect(rows.first?.last == "result_url")
        #expect(rows.count == 5)
        let built = try QuizgenProcess.run(["build"], in: site.root, environment: environment)
        #expect(built.status == 0, "\(built.stderr)")
        for row in rows.dropFirst() {
            let url = try #require(row.last)
            #expect(url.hasPrefix("https://quiz.example.org/course/results/tiny/"), "\(url)")
            let page = site.root.appendingPathComponent(
                "Site/" + url.dropFirst("https://quiz.example.org/course/".count) + "index.html")
            let text = try String(contentsOf: page, encoding: .utf8)
            #expect(text.contains(row[0]), "\(row[0])'s page at \(url)")
        }
        // Without the secret there is no such column.
        #expect(
            try QuizgenProcess.run(["grade", "tiny", "--format", "csv"], in: site.root).stdout
                .hasPrefix("examinee,points,maximum,percentage,grade,passed,timing,q1,q2\r\n"))
    }
}
