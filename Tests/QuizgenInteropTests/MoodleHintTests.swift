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
}
