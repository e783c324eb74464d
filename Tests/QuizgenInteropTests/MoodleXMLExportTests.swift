import Foundation
import QuizgenCore
import QuizgenInterop
import QuizgenTestSupport
import Testing

/// Moodle XML read back by Python's xml.etree, each question's elements compared with those of
/// Moodle's own fixtures (../shared/fixtures/quiz/moodle_xml_*.xml, or the same lists kept here).
@Suite("Moodle XML export")
struct MoodleXMLExportTests {
    /// The child elements per question type in Moodle's fixtures (moodle 4.5.6), for a checkout
    /// without ../shared.
    static let moodleElements = """
        {"category": ["category", "idnumber", "info"],
         "truefalse": ["answer", "defaultgrade", "generalfeedback", "hidden", "idnumber", "name", "penalty", "questiontext"],
         "essay": ["attachments", "attachmentsrequired", "defaultgrade", "filetypeslist", "generalfeedback", "graderinfo", "hidden", "idnumber", "maxbytes", "maxwordlimit", "minwordlimit", "name", "penalty", "questiontext", "responsefieldlines", "responseformat", "responserequired", "responsetemplate"],
         "cloze": ["generalfeedback", "hidden", "idnumber", "name", "penalty", "questiontext"],
         "numerical": ["answer", "defaultgrade", "generalfeedback", "hint", "name", "penalty", "questiontext"],
         "matching": ["correctfeedback", "defaultgrade", "generalfeedback", "hidden", "incorrectfeedback", "name", "partiallycorrectfeedback", "penalty", "questiontext", "shownumcorrect", "shuffleanswers", "subquestion"],
         "shortanswer": ["answer", "defaultgrade", "generalfeedback", "hidden", "name", "penalty", "questiontext", "usecase"],
         "multichoice": ["answer", "answernumbering", "correctfeedback", "defaultgrade", "generalfeedback", "hidden", "idnumber", "incorrectfeedback", "name", "partiallycorrectfeedback", "penalty", "questiontext", "shownumcorrect", "showstandardinstruction", "shuffleanswers", "single"]}
        """

    /// Prints, as JSON, the question types in order, per type the elements Moodle's fixtures
    /// never use, the category paths, and the files embedded in question texts.
    static let reader = #"""
        import base64, glob, json, sys, xml.etree.ElementTree as ET
        known = {k: set(v) for k, v in json.loads(sys.argv[2]).items()}
        if len(sys.argv) > 3:
            known = {}
            for f in glob.glob(sys.argv[3] + '/moodle_xml_*.xml'):
                try: root = ET.parse(f).getroot()
                except ET.ParseError: continue
                for q in root.findall('question'):
                    known.setdefault(q.get('type'), set()).update(c.tag for c in q)
        # qformat_xml writes <hint>s (write_hints) for every type, and
        # <tags><tag><text>…</text></tag></tags> last in every question that
        # has tags (question/format/xml/format.php); the fixtures happen to carry none.
        shared = {'idnumber', 'hidden', 'tags', 'hint'}
        root = ET.parse(sys.argv[1]).getroot()
        types, unknown, categories, files = [], {}, [], {}
        for q in root.findall('question'):
            kind = q.get('type'); types.append(kind)
            if kind == 'category': categories.append(q.find('category/text').text); continue
            extra = {c.tag for c in q} - known.get(kind, set()) - shared
            if kind in known and extra: unknown[kind] = sorted(extra)
            for f in q.findall('questiontext/file'):
                files[q.find('name/text').text] = [f.get('name'), f.get('encoding'), len(base64.b64decode(f.text)), '@@PLUGINFILE@@/' + f.get('name') in q.find('questiontext/text').text]
        print(json.dumps({'types': types, 'unknown': unknown, 'categories': categories, 'files': files, 'texts': {q.find('name/text').text: q.find('questiontext/text').text for q in root.findall('question') if q.get('type') == 'cloze'}}, sort_keys=True))
        """#

    @Test func moodleReadsItWithItsOwnElementStructure() throws {
        let site = try ExportSupport.site()
        defer { site.remove() }
        let midterm = try ExportSupport.export(site, exam: "GEO-MID", as: .moodleXML)
        let fill = try ExportSupport.export(site, exam: "FILL", as: .moodleXML)
        var shared: [String] = []
        if let folder = ExportSupport.sharedQuiz {
            shared = [folder.path]
        } else {
            print(
                "note: ../shared/fixtures/quiz is absent; comparing with the element lists kept in this test"
            )
        }
        let output = try ExportSupport.python(
            Self.reader,
            [try ExportSupport.temporary(midterm.data, name: "m.xml"), Self.moodleElements] + shared
        )
        let decoded =
            try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
        #expect(
            decoded["types"] as? [String] == [
                "category", "multichoice", "truefalse", "shortanswer", "numerical", "ordering",
                "matching", "essay", "category", "multichoice",
                "matching", "category", "multichoice",
            ])
        #expect((decoded["unknown"] as? [String: Any])?.isEmpty == true, "\(output)")
        #expect(
            decoded["categories"] as? [String] == [
                "$course$/Midterm/Rivers", "$course$/Midterm/Capitals", "$course$/Midterm/Rivers",
            ])
        let files = decoded["files"] as? [String: [Any]]
        #expect(files?["danube-capitals"]?.count == 4)
        #expect(files?["danube-capitals"]?[0] as? String == "map.png")
        #expect(files?["danube-capitals"]?[1] as? String == "base64")
        #expect(files?["danube-capitals"]?[2] as? Int == QuizFixtures.png.count)
        #expect(files?["danube-capitals"]?[3] as? Bool == true)
        let clozeOutput = try ExportSupport.python(
            Self.reader,
            [try ExportSupport.temporary(fill.data, name: "f.xml"), Self.moodleElements] + shared)
        #expect(
            clozeOutput.contains("\"types\": [\"category\", \"cloze\", \"category\", \"cloze\"]"))
        #expect(
            clozeOutput.contains(
                "\"prague-river\": \"<p>Prague lies on the {1:SHORTANSWER:=Vltava~=Moldau}.</p>\\n<p>It flows into the {2:MULTICHOICE:=Elbe~Danube~Oder} at M\\u011bln\\u00edk; <code>[[not a blank]]</code> is code.</p>\""
            ),
            "\(clozeOutput)")
        #expect(clozeOutput.contains("{1:SHORTANSWER_C:=Rhine}"))
        #expect(
            ExportSupport.messages(fill.diagnostics) == [
                "Content/exams/fill.yaml:5:5: question 'rhine-fill': a Moodle cloze question is worth the sum of its blank weights (2), not its weight 1"
            ])
    }
}
