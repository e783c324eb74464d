import Foundation
import QuizgenTestSupport
import Testing

/// `quizgen import` through the real executable: files written, summary line, exit status, and
/// a build of what it wrote.
@Suite("quizgen import")
struct ImportCommandTests {
    static let gift = """
        $CATEGORY: $course$/Rivers

        ::Vienna::Which river flows through Vienna?{=Danube ~Rhine}

        ::Prague::The river through Prague?{=Vltava =Moldau}

        ::Intro::Only a description.

        ::Broken::Never closed {=a ~b

        """

    @Test func importsReportsAndBuilds() throws {
        let site = try TestSite(["quizgen.yaml": QuizFixtures.config, "rivers.gift": Self.gift])
        defer { site.remove() }
        let run = try QuizgenProcess.run(["import", "rivers.gift"], in: site.root)
        #expect(run.status == 1)
        #expect(run.stdout == """
            wrote 2 questions to Content/banks/rivers.md
            imported 2 questions into Content/banks/rivers.md; 2 not imported, see above

            """)
        #expect(run.stderr == """
            rivers.gift:7:1: error: 'Intro' has no answer block '{…}': a description is not a question; not imported
             7 | ::Intro::Only a description.
               | ^
            rivers.gift:9:24: error: 'Broken': this '{' is never closed; question not imported
             9 | ::Broken::Never closed {=a ~b
               |                        ^

            """)
        let bank = try String(contentsOf: site.root.appendingPathComponent("Content/banks/rivers.md"), encoding: .utf8)
        #expect(bank == """
            ---
            category: "Rivers"
            ---

            ## Which river flows through Vienna? {#vienna type=single}

            - [x] Danube
            - [ ] Rhine

            ## The river through Prague? {#prague type=short}

            - Vltava
            - Moldau

            """)
        let build = try QuizgenProcess.run(["build"], in: site.root)
        #expect(build.status == 0, "\(build.stderr)")
    }

    @Test func cleanImportExitsZeroAndWritesJSON() throws {
        let site = try TestSite(["quizgen.yaml": QuizFixtures.config, "q.txt": "Which river flows through Vienna?\nA) Danube\nB) Rhine\nANSWER: A\n"])
        defer { site.remove() }
        let run = try QuizgenProcess.run(["import", "q.txt", "--output", "Content/banks/vienna.json", "--category", "Vienna"], in: site.root)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "wrote 1 question to Content/banks/vienna.json\nimported 1 question into Content/banks/vienna.json\n")
        let build = try QuizgenProcess.run(["build"], in: site.root)
        #expect(build.status == 0, "\(build.stderr)")
    }

    @Test func unknownFormatIsAnError() throws {
        let site = try TestSite(["notes.txt": "just some text\n"])
        defer { site.remove() }
        let run = try QuizgenProcess.run(["import", "notes.txt"], in: site.root)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("notes.txt: error: cannot tell this file's format; pass --format gift|aiken|moodle-xml|text2qti|qti\n"))
    }
}
