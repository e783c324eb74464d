import Foundation
import QuizgenCore
import QuizgenInterop
import QuizgenTestSupport
import Testing

/// QTI 2.1 packages checked by an independent reader (Python's zipfile and xml.etree): no
/// Debian or PyPI package here ships the IMS QTI 2.1 XSD (apt-cache search qti/imsglobal;
/// the wheels of citolab-qti-convert 0.2.0, qti-package-maker 26.7.14, citolab-qti-json-schema-
/// converters 1.9.3, onyx2moodle 0.1.0 and text2qti 0.8.0 hold no .xsd), so
/// instead of `xmllint --schema` this checks what the schema and the spec require of the
/// parts quizgen writes: the namespace, the order of an item's parts, that every interaction,
/// variable, mapResponse and correct names a declared response, that outcome SCORE and
/// MAXSCORE exist with MAXSCORE = the weight, and that the manifest and test reference exactly
/// the files in the zip.
@Suite("QTI 2.1 export")
struct QTI21ExportTests {
    static let reader = #"""
        import json, sys, zipfile, xml.etree.ElementTree as ET
        NS = '{http://www.imsglobal.org/xsd/imsqti_v2p1}'
        CP = '{http://www.imsglobal.org/xsd/imscp_v1p1}'
        z = zipfile.ZipFile(sys.argv[1]); names = set(z.namelist()); problems = []
        manifest = ET.fromstring(z.read('imsmanifest.xml'))
        listed = {f.get('href') for f in manifest.iter(CP + 'file')}
        if listed != names - {'imsmanifest.xml'}: problems.append('manifest lists %s, zip has %s' % (sorted(listed), sorted(names)))
        test = ET.fromstring(z.read('assessment.xml'))
        if test.tag != NS + 'assessmentTest': problems.append('test root ' + test.tag)
        order = ['responseDeclaration', 'outcomeDeclaration', 'templateDeclaration', 'templateProcessing', 'stylesheet', 'itemBody', 'responseProcessing', 'modalFeedback']
        weights = {}; kinds = {}
        for ref in test.iter(NS + 'assessmentItemRef'):
            href = ref.get('href')
            if href not in names: problems.append('missing ' + href); continue
            item = ET.fromstring(z.read(href))
            if item.tag != NS + 'assessmentItem': problems.append(href + ' root ' + item.tag)
            tags = [c.tag.replace(NS, '') for c in item]
            if [order.index(t) for t in tags] != sorted(order.index(t) for t in tags): problems.append(href + ' order ' + str(tags))
            declared = {d.get('identifier') for d in item.findall(NS + 'responseDeclaration')}
            outcomes = {d.get('identifier'): d for d in item.findall(NS + 'outcomeDeclaration')}
            if 'SCORE' not in outcomes or 'MAXSCORE' not in outcomes: problems.append(href + ' lacks SCORE/MAXSCORE')
            used = {e.get('responseIdentifier') for e in item.iter() if e.get('responseIdentifier')}
            used |= {e.get('identifier') for e in item.iter() if e.tag in (NS + 'variable', NS + 'correct', NS + 'mapResponse')}
            if used - declared - set(outcomes): problems.append(href + ' undeclared ' + str(sorted(used - declared - set(outcomes))))
            if declared - used and item.find(NS + 'responseProcessing') is not None: problems.append(href + ' unused ' + str(sorted(declared - used)))
            weights[ref.get('identifier')] = outcomes['MAXSCORE'].find(NS + 'defaultValue/' + NS + 'value').text
            kinds[ref.get('identifier')] = sorted({e.tag.replace(NS, '') for e in item.find(NS + 'itemBody').iter() if e.tag.endswith('Interaction')})
        print(json.dumps({'problems': problems, 'weights': weights, 'interactions': kinds}, sort_keys=True))
        """#

    @Test func itemsAndTestAreConsistentForAnIndependentReader() throws {
        let site = try ExportSupport.site()
        defer { site.remove() }
        for code in ["GEO-MID", "FILL"] {
            let result = try ExportSupport.export(site, exam: code, as: .qti21)
            let output = try ExportSupport.python(
                Self.reader, [try ExportSupport.temporary(result.data, name: "exam.zip")])
            let decoded =
                try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
            #expect(decoded["problems"] as? [String] == [], "\(output)")
            if code == "FILL" {
                #expect(
                    decoded["weights"] as? [String: String] == [
                        "item_prague-river": "3", "item_rhine-fill": "1",
                    ])
                #expect(
                    decoded["interactions"] as? [String: [String]] == [
                        "item_prague-river": ["inlineChoiceInteraction", "textEntryInteraction"],
                        "item_rhine-fill": ["inlineChoiceInteraction", "textEntryInteraction"],
                    ])
            } else {
                #expect((decoded["weights"] as? [String: String])?["item_danube-capitals"] == "3")
                #expect(
                    (decoded["interactions"] as? [String: [String]])?.values.flatMap { $0 }.sorted()
                        == [
                            "choiceInteraction", "choiceInteraction", "choiceInteraction",
                            "choiceInteraction", "extendedTextInteraction",
                            "matchInteraction", "matchInteraction", "orderInteraction",
                            "textEntryInteraction", "textEntryInteraction",
                        ])
            }
        }
    }

    /// The blanks item's response processing: each blank's mapped score times its share.
    @Test func blanksScoreTheirWeightedShare() throws {
        let site = try ExportSupport.site()
        defer { site.remove() }
        let result = try ExportSupport.export(site, exam: "FILL", as: .qti21)
        let script =
            "import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).read('items/item_prague-river.xml').decode())"
        let item = try ExportSupport.python(
            script, [try ExportSupport.temporary(result.data, name: "fill.zip")])
        #expect(
            item.contains(
                """
                    <setOutcomeValue identifier="SCORE">
                      <sum>
                        <product>
                          <mapResponse identifier="RESPONSE_1"/>
                          <baseValue baseType="float">1</baseValue>
                        </product>
                        <product>
                          <mapResponse identifier="RESPONSE_2"/>
                          <baseValue baseType="float">2</baseValue>
                        </product>
                      </sum>
                    </setOutcomeValue>
                """))
        #expect(
            item.contains(
                "<p>Prague lies on the <textEntryInteraction responseIdentifier=\"RESPONSE_1\" expectedLength=\"15\"/>.</p>"
            ))
    }
}
