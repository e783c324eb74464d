import Foundation
import QuizgenCLI
import QuizgenTestSupport
import Testing

/// The real executable, run as a user would: output, exit codes and what lands on disk.
@Suite("quizgen command line")
struct CLITests {
    @Test func initThenBuildMakesABrowsableSite() throws {
        let scratch = try TestSite([:])
        defer { scratch.remove() }
        let made = try QuizgenProcess.run(
            ["init", "mysite", "--title", "Chemistry"], in: scratch.root)
        #expect(made.status == 0)
        let root = scratch.root.appendingPathComponent("mysite")
        let built = try QuizgenProcess.run(["build"], in: root)
        #expect(built.status == 0, "\(built.stderr)")
        // The sample bank and practice exam, the pages, a section, two taxonomies, the feeds and search
        // (the site index, the script, the manifest, 18 word shards and a document shard).
        #expect(
            built.stderr.hasPrefix(
                "note: practice exam 'SAMPLE-1' embeds its answer key by design (instant feedback)\nquizgen: built 45 files into Site/ in "
            ))
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Site/exams/sample-1/index.html").path))
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Site/lessons/index.html").path))
        let index = try String(
            contentsOf: root.appendingPathComponent("Site/index.html"), encoding: .utf8)
        #expect(index.contains("<title>Chemistry</title>"))
        // The site uses the built-in theme: init copies no template (see ThemeCLITests).
        #expect(
            !FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Templates/layout.mustache").path))
    }

    @Test func contentErrorsExitOneWithTheSourceLineAndCaret() throws {
        let site = try TestSite(["quizgen.yaml": "title: T\npage_sise: 3\n"])
        defer { site.remove() }
        let run = try QuizgenProcess.run(["build"], in: site.root)
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                quizgen.yaml:2:1: error: unknown key 'page_sise' in config; did you mean 'page_size'?
                 2 | page_sise: 3
                   | ^
                quizgen: build failed (1 error); Site/ was left unchanged

                """)
    }

    @Test func badUsageExitsSixtyFour() throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n"])
        defer { site.remove() }
        #expect(try QuizgenProcess.run(["build", "--bogus"], in: site.root).status == 64)
        #expect(
            try QuizgenProcess.run(["build", "--diagnostics-format", "xml"], in: site.root).status
                == 64)
        #expect(try QuizgenProcess.run(["build", "--root", "nowhere"], in: site.root).status == 64)
        let notEmpty = try QuizgenProcess.run(["init", "."], in: site.root)
        #expect(notEmpty.status == 64)
        #expect(notEmpty.stderr.contains("is not empty"))
    }

    @Test func githubAndJSONFormats() throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\npage_sise: 3\n",
            "Content/pages/a.md": "---\ntitel: x\n---\n",
        ])
        defer { site.remove() }
        let github = try QuizgenProcess.run(
            ["check", "--diagnostics-format", "github"], in: site.root)
        #expect(github.status == 1)
        #expect(
            github.stdout == """
                ::warning file=Content/pages/a.md,line=2,col=1,title=schema.unknown-key::unknown key 'titel' in front matter; did you mean 'title'?
                ::error file=quizgen.yaml,line=2,col=1,title=schema.unknown-key::unknown key 'page_sise' in config; did you mean 'page_size'?

                """)
        let json = try QuizgenProcess.run(["check", "--diagnostics-format", "json"], in: site.root)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 1)
        #expect(object["warnings"] as? Int == 1)
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["file"] as? String == "Content/pages/a.md")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 1)
    }

    @Test func checkWritesNothingAndStrictFailsOnWarnings() throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/pages/a.md": "---\ntitel: x\n---\n",
        ])
        defer { site.remove() }
        let check = try QuizgenProcess.run(["check"], in: site.root)
        #expect(check.status == 0)
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
        #expect(try QuizgenProcess.run(["check", "--strict"], in: site.root).status == 1)
    }

    @Test func versionAndHelp() throws {
        let site = try TestSite([:])
        defer { site.remove() }
        let version = try QuizgenProcess.run(["--version"], in: site.root)
        #expect(version.stdout == QuizgenCommand.versionLine + "\n")
        #expect(
            version.stdout.range(
                of:
                    #"^quizgen [0-9]+\.[0-9]+\.[0-9]+ \(([0-9a-f]{7,40}(-dirty)?|commit unknown)\)\n$"#,
                options: .regularExpression) != nil, "\(version.stdout)")
        // scripts/test.sh builds and tests with QUIZGEN_COMMIT set (scripts/source-commit.sh):
        // the commit reaches the binary through Package.swift and CQuizgenBuildInfo.
        if let commit = ProcessInfo.processInfo.environment["QUIZGEN_COMMIT"], !commit.isEmpty {
            #expect(version.stdout == "quizgen \(QuizgenCommand.version) (\(commit))\n")
        }
        let help = try QuizgenProcess.run(["--help"], in: site.root)
        #expect(help.stdout.contains("build"))
        #expect(help.stdout.contains("check"))
        #expect(help.stdout.contains("init"))
    }

    @Test func outsideASiteSaysWhatToDo() throws {
        let scratch = try TestSite([:])
        defer { scratch.remove() }
        let run = try QuizgenProcess.run(["build"], in: scratch.root)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "has neither quizgen.yaml nor Content/; run quizgen in a site folder, pass --root, or create one with 'quizgen init'"
            ))
    }
}

@Suite("quizgen freeze")
struct FreezeCLITests {
    @Test func freezeWritesTheSnapshotAndUnknownExamsAreUsageErrors() throws {
        let site = try TestSite(
            QuizFixtures.site(), bytes: ["Content/banks/map.png": QuizFixtures.png])
        defer { site.remove() }
        let run = try QuizgenProcess.run(["freeze", "geo-mid"], in: site.root)
        #expect(run.status == 0)
        #expect(
            run.stdout == "Froze 10 questions of GEO-MID into Content/exams/midterm.frozen.json\n")
        let unknown = try QuizgenProcess.run(["freeze", "GEO-MDI"], in: site.root)
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.contains(
                "no exam has the code or file 'GEO-MDI'; did you mean 'GEO-MID'?"))
    }
}
