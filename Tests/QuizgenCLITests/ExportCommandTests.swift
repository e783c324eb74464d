import Foundation
import QuizgenTestSupport
import Testing

/// `quizgen export`: the file written, one line on stdout, warnings on stderr, exit 1 when a
/// question is left out.
@Suite("quizgen export")
struct ExportCommandTests {
    static let files = [
        "quizgen.yaml": "title: T\n",
        "Content/banks/b.md": """
        ## One? {#q1}
        - [x] Right
        - [ ] Wrong

        ## Prague lies on the [[Vltava|Moldau]]. {#q2}

        ## Order them. {#q3}
        1. First
        2. Second
        """,
        "Content/exams/e.yaml":
            "title: Tiny\ncode: TINY\nquestions:\n  - { id: q1, weight: 2 }\n  - q2\n",
    ]

    @Test func writesTheFileAndSaysWhatWasLost() throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let gift = try QuizgenProcess.run(["export", "TINY", "--format", "gift"], in: site.root)
        #expect(gift.status == 0)
        #expect(gift.stdout == "exported 2 questions of Tiny to tiny.gift.txt (gift)\n")
        #expect(
            gift.stderr.hasPrefix(
                "Content/exams/e.yaml:1:1: warning: GIFT cannot express question weights; Moodle gives each question a default mark of 1\n"
            ))
        let text = try String(
            contentsOf: site.root.appendingPathComponent("tiny.gift.txt"), encoding: .utf8)
        #expect(text.contains("::q2::[markdown]Prague lies on the {=Vltava =Moldau}."))

        let bank = try QuizgenProcess.run(
            ["export", "--bank", "b.md", "--format", "gift", "--output", "bank.gift"], in: site.root
        )
        #expect(bank.status == 1)
        #expect(
            bank.stdout
                == "exported 2 questions of B to bank.gift (gift); 1 not exported, see above\n")
        #expect(
            bank.stderr.hasPrefix(
                "Content/banks/b.md:7:1: warning: question 'q3' is not exported: GIFT has no ordering questions\n"
            ))

        let zip = try QuizgenProcess.run(["export", "tiny", "--output", "out.zip"], in: site.root)
        #expect(zip.status == 0)
        #expect(zip.stdout == "exported 2 questions of Tiny to out.zip (qti12)\n")
        #expect(
            FileManager.default.fileExists(atPath: site.root.appendingPathComponent("out.zip").path)
        )

        let unknown = try QuizgenProcess.run(["export", "TINI"], in: site.root)
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.contains("no exam has the code or file 'TINI'; did you mean 'TINY'?"))
        let both = try QuizgenProcess.run(["export", "TINY", "--bank", "b"], in: site.root)
        #expect(both.status == 64)
    }

    /// Export reads images under the build's rule: an image whose link leads outside Content/ is
    /// refused with the build's error, and nothing of it is embedded (issue 35, class 3).
    @Test func refusesAnImageThatBuildRefuses() throws {
        let site = try TestSite(
            [
                "quizgen.yaml": "title: T\n",
                "Content/banks/b.md":
                    "## Which one? {#q1}\n\n![a map](map.png)\n\n- [x] Right\n- [ ] Wrong\n",
                "Content/exams/e.yaml": "title: Tiny\ncode: TINY\nquestions:\n  - q1\n",
            ],
            links: ["Content/banks/map.png": "/etc/passwd"])
        defer { site.remove() }
        let moodle = try QuizgenProcess.run(
            ["export", "TINY", "--format", "moodle-xml", "--output", "out.xml"], in: site.root)
        #expect(
            moodle.stderr.contains(
                "Content/exams/e.yaml:4:5: error: image 'map.png' in question 'q1' leads outside Content/ (to /etc/passwd) through a symbolic link; refusing to read it\n"
            ))
        #expect(moodle.status == 1)
        let text =
            (try? String(contentsOf: site.root.appendingPathComponent("out.xml"), encoding: .utf8))
            ?? ""
        #expect(!text.contains("cm9vd"))  // "root" in base64
        #expect(!text.contains("root:"))
    }
}
