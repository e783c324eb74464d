import Foundation
import QuizgenCore
import QuizgenTestSupport
import Testing

@testable import QuizgenInterop

/// The project's own small fixtures: every construct of each format, imported and built.
@Suite("Import: own fixtures")
struct OwnFixtureImportTests {
    private func buildErrors(_ result: ImportResult) async throws -> [String] {
        try await InteropFixtures.build(result).filter { $0.contains(": error: ") }
    }

    @Test("GIFT: every construct imported or reported, and the banks build")
    func gift() async throws {
        let result = InteropFixtures.read(["all.gift"], in: InteropFixtures.own)
        #expect(
            result.diagnostics.lines == [
                "all.gift:8:1: warning: 'Danube capital': partial credit on wrong answers is not kept",
                "all.gift:15:1: warning: 'Rivers of Prague': the answer weights (50%, 50%, -100%) are not kept; quizgen scores multiple answers by the exam's rule",
                "all.gift:21:1: warning: 'Rhine source': true/false answer feedback is not kept (quizgen has none for true/false)",
                "all.gift:25:1: warning: 'Capital of Hungary': short answers keep only fully correct exact answers; lost 'Buda' (50%), the wildcard answer 'Buda*', feedback",
                "all.gift:29:1: warning: 'Rhine length': quizgen keeps one numeric answer; lost the answer's feedback, the answer '1200:100' worth 50%, the catch-all answer",
                "all.gift:40:2: warning: 'Capitals': the extra answer 'Bern' (a pair with no left side) is left out: quizgen has no distractor answers in matching",
                "all.gift:51:1: error: 'Description' has no answer block '{…}': a description is not a question; not imported",
                "all.gift:53:37: error: 'Broken': this '{' is never closed; question not imported",
            ])
        #expect(result.imported == 13)
        #expect(result.skipped == 2)
        // An empty category writes no bank.
        #expect(result.banks.map(\.category) == ["Rivers / Empty", "Rivers / Europe"])
        #expect(Array(InteropFixtures.files(result).keys) == ["Content/banks/rivers-europe.md"])
        let bank = InteropFixtures.bank(result, "rivers-europe.md")
        #expect(
            bank.hasPrefix(
                "---\ncategory: \"Rivers / Europe\"\n---\n\n## Which capital lies on the **Danube**? {#danube-capital type=single tags=danube,capitals}\n"
            ))
        #expect(bank.contains("- [ ] Prague\n  > No, that is the *Vltava*.\n"))
        #expect(bank.contains("\n> The Danube flows through four capitals.\n"))
        #expect(
            bank.contains(
                "## The **Elbe** rises in Poland. {#elbe-source type=truefalse}\n\n- [ ] True\n- [x] False\n"
            ))
        #expect(
            bank.contains("## Capital of Hungary? {#capital-of-hungary type=short}\n\n- Budapest\n")
        )
        #expect(bank.contains("{#rhine-length type=numeric}\n\n- 1230 ± 20\n"))
        #expect(bank.contains("{#range type=numeric}\n\n- 3 ± 2\n"))
        #expect(bank.contains("- Austria -> Vienna\n- Hungary -> Budapest\n\n"))
        #expect(
            bank.contains("## The river through Prague is the [[Elbe|*Vltava|Danube]] in Czech. {#")
        )
        #expect(bank.contains("## Two plus two is [[four|4]] (in words or digits). {#"))
        #expect(
            bank.contains(
                "## Describe the Danube delta. {#essay type=essay}\n\n> Mention the *Black Sea*.\n")
        )
        // Escapes resolved; TeX kept as written.
        #expect(bank.contains("with a colon: and an equals = sign? Math $$\\frac{a}{b}$$ stays."))
        #expect(bank.contains("- [x] a\\~b\n- [ ] c#d\n"))
        #expect(try await buildErrors(result) == [])
    }

    @Test("GIFT in Windows-1252 with CRLF line endings")
    func giftWindows1252() async throws {
        let result = InteropFixtures.read(["cp1252.gift"], in: InteropFixtures.own)
        #expect(result.diagnostics.lines == [])
        #expect(
            InteropFixtures.bank(result, "encoding.md")
                == "---\ncategory: \"Encoding\"\n---\n\n## Was ist größer? {#umlaut type=single}\n\n- [x] München\n- [ ] Ulm\n"
        )
        #expect(try await buildErrors(result) == [])
    }

    @Test(
        "Aiken: A. and A) options; a missing ANSWER, a bad option line and an unknown letter are located errors"
    )
    func aiken() async throws {
        let result = InteropFixtures.read(["quiz.aiken.txt"], in: InteropFixtures.own)
        #expect(
            result.diagnostics.lines == [
                "quiz.aiken.txt:12:1: error: question 'A question without an answer line.' has no 'ANSWER:' line; not imported",
                "quiz.aiken.txt:18:1: error: question 'A question with a bad option.': expected an option ('B. text' or 'B) text') or 'ANSWER: X', found 'B] no'; not imported",
                "quiz.aiken.txt:24:1: error: question 'A question whose answer names no option.': 'ANSWER: D' names no option (A, B); not imported",
            ])
        #expect(result.imported + result.skipped == 5)
        #expect(
            InteropFixtures.bank(result, "quiz-aiken.md").contains(
                "## Which river flows through Prague? {#which-river-flows-through-prague type=single}\n\n- [ ] Danube\n- [x] Vltava\n"
            ))
        #expect(try await buildErrors(result) == [])
    }

    @Test("Moodle XML: types, nested categories, embedded images, cloze, Moodle's own errors")
    func moodleXML() async throws {
        let result = InteropFixtures.read(["moodle.xml"], in: InteropFixtures.own)
        #expect(
            result.diagnostics.lines == [
                "moodle.xml:6:3: warning: question 'Danube map': the linked file 'song.mp3' is not imported (a bank holds images only); the link's text is kept",
                "moodle.xml:26:3: warning: question 'Prague river': short answers keep only fully correct exact answers; lost 'Moldau' (80%)",
                "moodle.xml:33:3: warning: question 'Danube length': quizgen keeps one numeric answer; lost the catch-all answer",
                "moodle.xml:47:5: warning: question 'Capitals': the extra answer 'Bern' (a sub-question with no text) is left out: quizgen has no distractor answers in matching",
                "moodle.xml:56:44: warning: question 'Cloze rivers': sub-question 1 ({1:MULTICHOICE…}): answer feedback not kept",
                "moodle.xml:56:99: warning: question 'Cloze rivers': sub-question 2 ({2:SHORTANSWER…}): partial credit (50%) not kept",
                "moodle.xml:61:44: error: question 'Cloze one choice': sub-question 1 ({1:MULTICHOICE…}) has only one choice; not imported",
                "moodle.xml:68:5: error: question 'Bad grade': answer fraction 33 is not one of Moodle's grades (did you mean 33.33333?); not imported",
                "moodle.xml:70:3: error: question 'Intro' is a description, not a question; not imported",
            ])
        #expect(result.imported == 7)
        #expect(result.skipped == 3)
        let files = InteropFixtures.files(result)
        #expect(
            files.keys.sorted() == [
                "Content/banks/media/map.png", "Content/banks/top-rivers-capitals.md",
                "Content/banks/top-rivers.md",
            ])
        #expect(files["Content/banks/media/map.png"]?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let rivers = InteropFixtures.bank(result, "top-rivers.md")
        #expect(
            rivers.contains(
                "## Which river is drawn here? ![map](media/map.png) {#danube-map type=single points=2 tags=maps}\n\nListen\n"
            ))
        #expect(rivers.contains("## The Rhine rises in the Alps\\*. {#rhine-alps type=truefalse}"))
        #expect(
            rivers.contains(
                "## The river through **Prague**? {#prague-river type=short case=sensitive}\n\n- Vltava\n"
            ))
        let capitals = InteropFixtures.bank(result, "top-rivers-capitals.md")
        #expect(
            capitals.contains(
                "## Vienna lies on the [[*Danube|Rhine]] and Prague on the [[Vltava]]{weight=2}. {#cloze-rivers type=blanks}"
            ))
        #expect(try await buildErrors(result) == [])
    }

    @Test("Malformed XML is an error at the parser's line and column")
    func malformedXML() {
        let result = InteropFixtures.read(["malformed.xml"], in: InteropFixtures.own)
        #expect(
            result.diagnostics.lines == [
                "malformed.xml:5:10: error: malformed XML: the document ends before every element is closed"
            ])
        #expect(result.imported == 0)
    }

    @Test("text2qti: every question kind, groups as tags, code blocks refused and never run")
    func text2qti() async throws {
        let result = InteropFixtures.read(["quiz.text2qti.txt"], in: InteropFixtures.own)
        #expect(
            result.diagnostics.lines == [
                "quiz.text2qti.txt:2:1: warning: the quiz description is not kept (a bank has none); put it in the exam's introduction",
                "quiz.text2qti.txt:6:1: warning: question 'Danube': the '+'/'-' correct and incorrect feedback is not kept",
                "quiz.text2qti.txt:33:1: error: question 'Upload a map.' is a file upload, which quizgen does not have; not imported",
                "quiz.text2qti.txt:48:1: warning: question group 1 draws 1 of its questions; they are tagged 'group-1': draw them in an exam with { pick: 1, tag: group-1 }",
                "quiz.text2qti.txt:51:1: error: question 'A bad choice marker.': choice marker 'A)' is not text2qti's 'a)' or '*a)' (a lower-case letter and ')'); not imported",
                "quiz.text2qti.txt:54:1: error: executable code block refused: quizgen never runs code from a quiz; the questions it would print are not imported",
            ])
        #expect(result.imported == 8)
        let bank = InteropFixtures.bank(result, "rivers.md")
        #expect(
            bank.contains(
                "## Which river flows through Vienna? It is a long river with $\\sqrt{2}$ banks. {#danube type=single points=2}\n\n- [ ] Rhine\n  > The Rhine flows through Basel.\n- [x] Danube\n- [ ] Elbe\n\n> The Danube.\n"
            ))
        #expect(bank.contains("{#length-of-the-rhine type=numeric}\n\n- 1225 ± 25\n"))
        #expect(bank.contains("{#the-river-through-prague type=short}\n\n- Vltava\n- Moldau\n"))
        #expect(
            bank.contains(
                "## Is the Danube in Europe? {#is-the-danube-in-europe type=single points=3 tags=group-1}"
            ))
        #expect(!bank.contains("Generated"))
        #expect(try await buildErrors(result) == [])
    }

    @Test("QTI 1.2 (Canvas): choices, fill in multiple blanks, unsupported types reported")
    func canvas() async throws {
        let result = InteropFixtures.read(["canvas.qti.xml"], in: InteropFixtures.own)
        #expect(
            result.diagnostics.lines == [
                "canvas.qti.xml:42:7: error: item 'Upload': Canvas's 'file_upload_question' has no quizgen equivalent; not imported"
            ])
        #expect(
            InteropFixtures.bank(result, "canvas-rivers.md") == """
                ---
                category: "Canvas rivers"
                ---

                ## Which river flows through Vienna? {#vienna type=single points=2}

                - [x] Danube
                - [ ] Rhine

                > The Danube.

                ## Vienna is on the [[Danube]], Prague on the [[Vltava|Moldau]]. {#blanks type=blanks}

                """)
        #expect(try await buildErrors(result) == [])
    }

    @Test(
        "QTI 2.1 test: items read through the test, images copied, a missing item located at its reference"
    )
    func qti21Test() async throws {
        let result = InteropFixtures.read(["qti21/test.xml"], in: InteropFixtures.own)
        #expect(
            result.diagnostics.lines == [
                "qti21/item1.xml:2:1: warning: question 'Vienna river': the image 'images/gone.png' is missing from the source; it is left out",
                "qti21/test.xml:6:7: error: the test's item 'item2' (item2.xml) is not in the package or among the files given; not imported",
            ])
        #expect(
            InteropFixtures.bank(result, "qti-rivers.md").contains(
                "## Look at the map. ![A map](media/map.png) {#vienna-river type=single}\n\nWhich river is it?\n\n- [x] Danube\n- [ ] Rhine\n"
            ))
        #expect(InteropFixtures.files(result)["Content/banks/media/map.png"] != nil)
        #expect(try await buildErrors(result) == [])
    }

    @Test("--category puts everything in one bank; JSON output has the bank schema's keys")
    func categoryAndJSON() throws {
        let result = InteropFixtures.read(
            ["quiz.aiken.txt", "cp1252.gift"], in: InteropFixtures.own, category: "Mixed")
        let files = InteropFixtures.files(result, output: "out/mixed.json")
        #expect(Array(files.keys) == ["out/mixed.json"])
        let json = try #require(files["out/mixed.json"])
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["category"] as? String == "Mixed")
        let questions = try #require(object["questions"] as? [[String: Any]])
        #expect(questions.count == 3)
        #expect(questions.last?["id"] as? String == "umlaut")
        #expect(
            (questions.last?["choices"] as? [[String: Any]])?.first?["correct"] as? Bool == true)
    }
}
