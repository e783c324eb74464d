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
        #expect(
            run.stdout == """
                wrote 2 questions to Content/banks/rivers.md
                imported 2 questions into Content/banks/rivers.md; 2 not imported, see above
                every question's account: .quizgen/reports/import.txt

                """)
        #expect(
            run.stderr == """
                rivers.gift:7:1: error: 'Intro' has no answer block '{…}': a description is not a question; not imported
                 7 | ::Intro::Only a description.
                   | ^
                rivers.gift:9:24: error: 'Broken': this '{' is never closed; question not imported
                 9 | ::Broken::Never closed {=a ~b
                   |                        ^

                """)
        let bank = try String(
            contentsOf: site.root.appendingPathComponent("Content/banks/rivers.md"), encoding: .utf8
        )
        #expect(
            bank == """
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
        let site = try TestSite([
            "quizgen.yaml": QuizFixtures.config,
            "q.txt": "Which river flows through Vienna?\nA) Danube\nB) Rhine\nANSWER: A\n",
        ])
        defer { site.remove() }
        let run = try QuizgenProcess.run(
            ["import", "q.txt", "--output", "Content/banks/vienna.json", "--category", "Vienna"],
            in: site.root)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout
                == "wrote 1 question to Content/banks/vienna.json\nimported 1 question into Content/banks/vienna.json\nevery question's account: .quizgen/reports/import.txt\n"
        )
        let build = try QuizgenProcess.run(["build"], in: site.root)
        #expect(build.status == 0, "\(build.stderr)")
    }

    /// A second import never loses an edited bank, and never gives a question an id that a bank
    /// of the site already uses (the next build would fail on it).
    @Test func existingBanksAreNeitherReplacedNorClashedWith() throws {
        let clean = "::Vienna::Which river flows through Vienna?{=Danube ~Rhine}\n"
        let site = try TestSite(["quizgen.yaml": QuizFixtures.config, "q.gift": clean])
        defer { site.remove() }
        #expect(try QuizgenProcess.run(["import", "q.gift"], in: site.root).status == 0)
        let bank = site.root.appendingPathComponent("Content/banks/q.md")
        let original = try String(contentsOf: bank, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "Which river", with: "Which great river")
        #expect(edited != original)
        try site.write("Content/banks/q.md", edited)

        let again = try QuizgenProcess.run(["import", "q.gift"], in: site.root)
        #expect(again.status == 1)
        #expect(again.stdout == "")
        #expect(
            again.stderr == """
                quizgen: Content/banks/q.md already exists; nothing was written. Use --output for another file or folder, or --force to replace it

                """)
        #expect(try String(contentsOf: bank, encoding: .utf8) == edited)

        // Into another bank: its question takes a new id, and the site still builds.
        let second = try QuizgenProcess.run(
            ["import", "q.gift", "--output", "Content/banks/more.md"], in: site.root)
        #expect(second.status == 0)
        let more = try String(
            contentsOf: site.root.appendingPathComponent("Content/banks/more.md"), encoding: .utf8)
        #expect(more.contains("{#vienna-2 "), "\(more)")
        let build = try QuizgenProcess.run(["build"], in: site.root)
        #expect(build.status == 0, "\(build.stderr)")

        // --force replaces the bank, keeping its own ids.
        let forced = try QuizgenProcess.run(["import", "q.gift", "--force"], in: site.root)
        #expect(forced.status == 0)
        let replaced = try String(contentsOf: bank, encoding: .utf8)
        #expect(replaced == original, "\(replaced)")
    }

    @Test func unknownFormatIsAnError() throws {
        let site = try TestSite(["notes.txt": "just some text\n"])
        defer { site.remove() }
        let run = try QuizgenProcess.run(["import", "notes.txt"], in: site.root)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "notes.txt: error: cannot tell this file's format; pass --format gift|aiken|moodle-xml|text2qti|qti\n"
            ))
    }

    /// The terminal shows the problems bounded as build does (the first few of each kind per
    /// file, the rest counted), while the report accounts for every question: where each went
    /// or why not, in source order (issue 35, class 8: 100,000 bad questions printed 14.6 MB).
    @Test func terminalOutputIsBoundedAndTheReportHoldsEveryQuestion() throws {
        var gift = "::Good::Which river flows through Vienna?{=Danube ~Rhine}\n\n"
        for index in 1...300 { gift += "::Bad \(index)::Never closed {=a ~b\n\n" }
        let site = try TestSite(["quizgen.yaml": QuizFixtures.config, "many.gift": gift])
        defer { site.remove() }
        let run = try QuizgenProcess.run(["import", "many.gift"], in: site.root)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count < 30, "\(lines.count) lines on stderr")
        #expect(run.stderr.contains("and 295 more of the kind"), "\(run.stderr)")
        #expect(
            run.stdout == """
                wrote 1 question to Content/banks/many.md
                imported 1 question into Content/banks/many.md; 300 not imported, see .quizgen/reports/import.txt
                every question's account: .quizgen/reports/import.txt

                """)
        let report = try String(
            contentsOf: site.root.appendingPathComponent(".quizgen/reports/import.txt"),
            encoding: .utf8)
        let entries = report.split(separator: "\n").filter { $0.hasPrefix("many.gift:") }
        #expect(entries.count == 301)
        #expect(entries.first == "many.gift:1:1: imported as 'good' into Content/banks/many.md")
        #expect(
            entries.last
                == "many.gift:601:25: error: 'Bad 300': this '{' is never closed; question not imported"
        )
        #expect(report.hasPrefix("quizgen import many.gift\nimported 1 question into"))
        // --report puts it elsewhere.
        let elsewhere = try QuizgenProcess.run(
            ["import", "many.gift", "--force", "--report", "out/account.txt"], in: site.root)
        #expect(elsewhere.stdout.hasSuffix("every question's account: out/account.txt\n"))
        #expect(
            FileManager.default.fileExists(
                atPath: site.root.appendingPathComponent("out/account.txt").path))
    }
}
