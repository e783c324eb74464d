import Foundation
import QuizgenCore
import QuizgenInterop
import QuizgenTestSupport
import Testing

/// QTI 1.2 (Canvas) packages, read back by Python's zipfile and xml.etree and compared with the
/// real text2qti package and Canvas export in ../shared/fixtures/quiz/.
@Suite("QTI 1.2 export")
struct QTI12ExportTests {
    /// Prints the package layout (the assessment folder as F), the item types, and per
    /// reference file the element paths of ours that the reference lacks and of its own that
    /// ours lacks (manifest and meta), as JSON.
    static let reader = #"""
        import json, sys, zipfile, xml.etree.ElementTree as ET
        def paths(data):
            out = set()
            def walk(e, p):
                p = p + '/' + e.tag.split('}')[-1]; out.add(p)
                for c in e: walk(c, p)
            walk(ET.fromstring(data), ''); return out
        def package(path):
            z = zipfile.ZipFile(path); names = z.namelist()
            folder = [n.split('/')[0] for n in names if n.endswith('/assessment_meta.xml')][0]
            layout = sorted(n.replace(folder, 'F') for n in names if not n.startswith('web_resources/'))
            items = {}
            root = ET.fromstring(z.read(folder + '/' + folder + '.xml'))
            for item in root.iter('{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}item'):
                kind = [f.find('{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}fieldentry').text for f in item.iter('{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}qtimetadatafield') if f.find('{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}fieldlabel').text == 'question_type'][0]
                items.setdefault(kind, set()).update(paths(ET.tostring(item)))
            return layout, paths(z.read('imsmanifest.xml')), paths(z.read(folder + '/assessment_meta.xml')), items, names
        ours = package(sys.argv[1])
        result = {'layout': ours[0], 'types': sorted(ours[3]), 'media': sorted(n for n in ours[4] if n.startswith('web_resources/'))}
        if len(sys.argv) > 2:
            ref = package(sys.argv[2])
            result['reference_layout'] = ref[0]
            result['manifest_missing'] = sorted(ref[1] - ours[1])
            result['meta_missing'] = sorted(ref[2] - ours[2])
            known = {}
            for extra in sys.argv[3:]:
                root = ET.parse(extra).getroot()
                for item in root.iter('{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}item'):
                    kind = [f.find('{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}fieldentry').text for f in item.iter('{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}qtimetadatafield') if f.find('{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}fieldlabel').text == 'question_type'][0]
                    known.setdefault(kind, set()).update(paths(ET.tostring(item)))
            for kind, p in ref[3].items(): known.setdefault(kind, set()).update(p)
            result['unknown'] = {k: sorted(v - known.get(k, set())) for k, v in ours[3].items() if v - known.get(k, set())}
            result['uncompared'] = sorted(k for k in ours[3] if k not in known)
        print(json.dumps(result, sort_keys=True))
        """#

    @Test func thePackageHasTextToQTIsStructure() throws {
        let site = try ExportSupport.site()
        defer { site.remove() }
        let midterm = try ExportSupport.export(site, exam: "GEO-MID", as: .qti12)
        let fill = try ExportSupport.export(site, exam: "FILL", as: .qti12)
        #expect(midterm.exported == 10 && fill.exported == 2)
        let again = try ExportSupport.export(site, exam: "GEO-MID", as: .qti12)
        #expect(again.data == midterm.data, "two exports of one exam are byte-identical")
        for result in [midterm, fill] {
            let zip = try ExportSupport.temporary(result.data, name: "exam.qti.zip")
            var arguments = [zip]
            if let shared = ExportSupport.sharedQuiz {
                arguments += [
                    shared.appendingPathComponent("qti12_text2qti_gpoore_demo_quiz.zip").path,
                    shared.appendingPathComponent("qti12_canvas_all_question_types.xml").path,
                ]
            } else {
                print(
                    "note: ../shared/fixtures/quiz is absent; the QTI 1.2 export is not compared with text2qti's package"
                )
            }
            let json = try ExportSupport.python(Self.reader, arguments)
            let decoded =
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
            #expect(
                decoded["layout"] as? [String] == [
                    "F/F.xml", "F/assessment_meta.xml", "imsmanifest.xml", "non_cc_assessments/",
                ])
            if ExportSupport.sharedQuiz != nil {
                #expect(decoded["reference_layout"] as? [String] == decoded["layout"] as? [String])
                #expect(decoded["manifest_missing"] as? [String] == [])
                #expect(decoded["meta_missing"] as? [String] == [])
                #expect((decoded["unknown"] as? [String: Any])?.isEmpty == true, "\(json)")
                #expect(decoded["uncompared"] as? [String] == [])
            }
        }
        let midtermJSON = try ExportSupport.python(
            Self.reader, [try ExportSupport.temporary(midterm.data, name: "m.zip")])
        #expect(midtermJSON.contains("\"media\": [\"web_resources/quizgen/map.png\"]"))
        #expect(
            midtermJSON.contains(
                "\"types\": [\"essay_question\", \"matching_question\", \"multiple_answers_question\", \"multiple_choice_question\", \"numerical_question\", \"short_answer_question\", \"true_false_question\"]"
            ))
        let fillJSON = try ExportSupport.python(
            Self.reader, [try ExportSupport.temporary(fill.data, name: "f.zip")])
        #expect(fillJSON.contains("\"types\": [\"fill_in_multiple_blanks_question\"]"))
    }

    @Test func allOrNothingMultipleChoiceIsLostInCanvasOnly() throws {
        let exam =
            "title: AON\ncode: AON\nscoring: { multiple: all-or-nothing }\nquestions: [cap-many]\n"
        let site = try ExportSupport.site(extra: ["Content/exams/aon.yaml": exam])
        defer { site.remove() }
        let canvas = try ExportSupport.export(site, exam: "AON", as: .qti12)
        #expect(
            ExportSupport.messages(canvas.diagnostics) == [
                "Content/exams/aon.yaml:1:1: QTI 1.2 (Canvas) cannot express all-or-nothing scoring for multiple choice; Canvas scores multiple answers with its own partial credit"
            ])
        let qti21 = try ExportSupport.export(site, exam: "AON", as: .qti21)
        #expect(ExportSupport.messages(qti21.diagnostics) == [])
    }

    @Test func whatCanvasCannotExpressIsAWarningAtTheExamsLine() throws {
        let site = try ExportSupport.site()
        defer { site.remove() }
        let result = try ExportSupport.export(site, exam: "GEO-MID", as: .qti12)
        #expect(
            ExportSupport.messages(result.diagnostics)
                == [
                    "Content/exams/midterm.yaml:1:1: QTI 1.2 (Canvas) cannot express base points (10); the maximum there is the sum of the weights",
                    "Content/exams/midterm.yaml:1:1: QTI 1.2 (Canvas) cannot express quizgen's partial credit rule 'false2' for multiple choice; Canvas scores multiple answers with its own partial credit",
                    "Content/exams/midterm.yaml:1:1: QTI 1.2 (Canvas) cannot express all-or-nothing scoring for matching; it scores each pair (partial)",
                    "Content/exams/midterm.yaml:1:1: QTI 1.2 (Canvas) cannot express all-or-nothing scoring for ordering; it scores partial",
                    "Content/exams/midterm.yaml:10:5: question 'order': Canvas has no ordering question; it is exported as matching each item to its position",
                    "Content/exams/midterm.yaml:1:1: question 'cap-short': Canvas compares short answers ignoring case",
                ].filter { !$0.contains("cap-short") })
        let fill = try ExportSupport.export(site, exam: "FILL", as: .qti12)
        #expect(
            ExportSupport.messages(fill.diagnostics) == [
                "Content/exams/fill.yaml:4:11: question 'prague-river': Canvas cannot mix typed and drop-down blanks; its drop-down blanks become typed blanks accepting their right options",
                "Content/exams/fill.yaml:4:11: question 'prague-river': Canvas weighs every blank of a question the same",
                "Content/exams/fill.yaml:5:5: question 'rhine-fill': Canvas cannot mix typed and drop-down blanks; its drop-down blanks become typed blanks accepting their right options",
                "Content/exams/fill.yaml:5:5: question 'rhine-fill': Canvas compares typed blanks ignoring case",
            ])
    }
}
