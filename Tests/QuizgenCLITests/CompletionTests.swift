import Foundation
import QuizgenTestSupport
import Testing

/// The shell completions the package installs: subcommands, exam codes and paths.
@Suite("quizgen completions")
struct CompletionTests {
    @Test func bashScriptCompletesSubcommandsExamCodesAndFiles() throws {
        let scratch = try TestSite([:])
        defer { scratch.remove() }
        let bash = try QuizgenProcess.run(
            ["--generate-completion-script", "bash"], in: scratch.root)
        #expect(bash.status == 0)
        #expect(
            bash.stdout.contains(
                "build check grade serve collect freeze regrade import export init theme help"))
        // The exam argument asks quizgen itself; import offers the formats it reads.
        #expect(bash.stdout.contains("---completion export -- positional@0"))
        #expect(bash.stdout.contains("---completion grade -- positional@0"))
        #expect(bash.stdout.contains("---completion freeze -- positional@0"))
        #expect(bash.stdout.contains("---completion regrade -- positional@0"))
        #expect(bash.stdout.contains("-o plusdirs -fX '!*.@(gift|txt|xml|zip|md)'"))
        for shell in ["zsh", "fish"] {
            let script = try QuizgenProcess.run(
                ["--generate-completion-script", shell], in: scratch.root)
            #expect(
                script.status == 0 && script.stdout.contains("---completion export"), "\(shell)")
        }
    }

    @Test func examCodesComeFromTheSiteOrItsRoot() throws {
        let scratch = try TestSite([:])
        defer { scratch.remove() }
        #expect(try QuizgenProcess.run(["init", "site"], in: scratch.root).status == 0)
        let site = scratch.root.appendingPathComponent("site")
        // What the bash script runs when TAB is pressed after `quizgen export `.
        let here = try QuizgenProcess.run(
            ["---completion", "export", "--", "positional@0", "2", "0", "quizgen", "export", ""],
            in: site)
        #expect(here.stdout == "SAMPLE-1\n", "\(here.stderr)")
        let rooted = try QuizgenProcess.run(
            [
                "---completion", "grade", "--", "positional@0", "4", "0", "quizgen", "grade",
                "--root", "site", "",
            ],
            in: scratch.root)
        #expect(rooted.stdout == "SAMPLE-1\n", "\(rooted.stderr)")
        let nowhere = try QuizgenProcess.run(
            ["---completion", "export", "--", "positional@0", "2", "0", "quizgen", "export", ""],
            in: scratch.root)
        #expect(nowhere.stdout == "")
    }
}
