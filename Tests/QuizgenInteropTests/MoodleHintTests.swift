import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenTestSupport
import Testing

@testable import QuizgenInterop

/// Moodle's `<hint>` (its interactive behaviour's hints, `qformat_xml` writes one
/// `<hint format="html"><text>…</text></hint>` per hint) becomes quizgen's practice hints
/// and goes back out the same way (issue 31).
@Suite("Moodle XML hints")
struct MoodleHintTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <quiz>
          <question type="multichoice">
            <name><text>Danube mouth</text></name>
            <questiontext format="html"><text>Into which sea does the Danube flow?</text></questiontext>
            <generalfeedback format="html"><text>Through its delta.</text></generalfeedback>
            <defaultgrade>1.0000000</defaultgrade>
            <single>true</single>
            <answer fraction="100" format="html"><text>The Black Sea</text></answer>
            <answer fraction="0" format="html"><text>The North Sea</text></answer>
            <hint format="html"><text><![CDATA[<p>It flows <b>east</b>.</p>]]></text></hint>
            <hint format="html"><text></text></hint>
            <hint format="html"><text>Its delta lies in Romania.</text></hint>
          </question>
        </quiz>
        """

    @Test func hintsImportInOrderAndExportAsMoodleHints() throws {
        let site = try TestSite(["quizgen.yaml": QuizFixtures.config, "hints.xml": Self.xml])
        defer { site.remove() }
        let first = InteropFixtures.read(["hints.xml"], in: site.root)
        #expect(first.diagnostics.lines == [])
        let bank = try #require(
            InteropFixtures.files(first).first { $0.key.hasSuffix(".md") }.map {
                String(decoding: $0.value, as: UTF8.self)
            })
        #expect(
            bank.contains(
                "> [!hint] It flows **east**.\n\n> [!hint] Its delta lies in Romania.\n\n> Through its delta.\n"
            ), "\(bank)")
        for (path, data) in InteropFixtures.files(first) { try site.write(path, Array(data)) }
        var diagnostics = Diagnostics()
        let banks = QuizBankLoader(reader: SourceReader(root: site.root)).load(into: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.lines)")
        let loaded = try #require(banks.first?.questions.first)
        #expect(loaded.hints == ["It flows **east**.", "Its delta lies in Romania."])
        let exported = try Exporter(root: site.root).export(
            ExportSource(bank: try #require(banks.first)), as: .moodleXML)
        let xml = String(decoding: exported.data, as: UTF8.self)
        #expect(
            xml.contains(
                "    <hint format=\"html\">\n      <text><![CDATA[<p>It flows <strong>east</strong>.</p>"
            ), "\(xml)")
        #expect(xml.components(separatedBy: "<hint format=\"html\">").count == 3)
        try site.write("again.xml", Array(exported.data))
        let second = InteropFixtures.read(["again.xml"], in: site.root)
        let again = InteropFixtures.files(second).first { $0.key.hasSuffix(".md") }.map {
            String(decoding: $0.value, as: UTF8.self)
        }
        #expect(
            again?.contains("> [!hint] It flows **east**.\n\n> [!hint] Its delta lies in Romania.")
                == true, "\(again ?? "")")
    }

    /// GIFT, QTI 1.2 and QTI 2.1 write no hints: each question with hints is a warning naming
    /// it, at its line, and a question without hints none; Moodle XML warns of none.
    @Test func formatsWithoutHintsWarnForEachQuestionWithHints() throws {
        let site = try TestSite([
            "quizgen.yaml": QuizFixtures.config,
            "Content/banks/rivers.md": """
            ---
            category: Rivers
            ---
            ## Which sea does the Danube flow into? {#danube-mouth}
            - [x] The Black Sea
            - [ ] The North Sea

            > [!hint] It flows east.

            ## The Rhine rises in the Alps. {#rhine-source}
            - [x] True
            - [ ] False

            ## Capital of Austria? {#capital-at type=short}
            - Vienna

            > [!hint] On the Danube.

            > [!hint] Not Salzburg.
            """,
        ])
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let banks = QuizBankLoader(reader: SourceReader(root: site.root)).load(into: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.lines)")
        let bank = try #require(banks.first)
        for (format, name) in [
            (ExportFormat.gift, "GIFT"), (.qti12, "QTI 1.2"), (.qti21, "QTI 2.1"),
        ] {
            let exported = try Exporter(root: site.root).export(
                ExportSource(bank: bank), as: format)
            let hints = exported.diagnostics.items.filter { $0.code == "export.hints" }
            #expect(
                hints.map(\.message) == [
                    "question 'danube-mouth' has 1 hint for practice and \(name) cannot hold them; not exported (Moodle XML keeps them)",
                    "question 'capital-at' has 2 hints for practice and \(name) cannot hold them; not exported (Moodle XML keeps them)",
                ], "\(format)")
            #expect(hints.map { $0.location?.line } == [4, 14], "\(format)")
            #expect(exported.exported == 3)
        }
        let moodle = try Exporter(root: site.root).export(ExportSource(bank: bank), as: .moodleXML)
        #expect(!moodle.diagnostics.items.contains { $0.code == "export.hints" })
    }
}
