import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenInterop
import QuizgenLoading
import QuizgenTestSupport
import Testing

/// Parametric questions exported: Moodle's calculated questions with dataset items from the
/// exam's variants, Canvas's formula question where one formula holds the question, and fixed
/// variants with a warning everywhere else.
@Suite("Export: parametric questions")
struct ParametricExportTests {
    static let bank = """
        ---
        category: Motion
        ---

        ## A barge travels at {v} km/h for {t} hours. How far? {#barge type=numeric points=2 tolerance=1% unit=km}

        ```parameters
        v = 8..16 step 0.5
        t = [1.5, 2, 2.5, 3]
        d = v * t
        where d < 40
        ```

        - = d

        ## A square has sides of {s} cm. Its area in cm²? {#square type=numeric}

        ```parameters
        s = 1..9 step 0.1
        ```

        - = s^2 ± 0.01

        ## Write {n} {u} in words. {#weight type=short}

        ```parameters
        n = [1, 2]
        u = ["kg", "g"]
        ```

        - {n} {u}

        ## Which is {a} + {b}? {#pick type=single}

        ```parameters
        a = 1..9
        b = 11..19
        sum = a + b
        wrong = a - b
        ```

        - [x] {sum}
        - [ ] {wrong}
        """

    static func site() throws -> TestSite {
        try TestSite([
            "quizgen.yaml": QuizFixtures.config,
            "Content/banks/motion.md": bank,
            "Content/exams/motion.yaml": """
            title: Motion
            code: MOTION
            variants: 3
            questions: [barge, square, weight, pick]
            """,
        ])
    }

    /// The numbers of variant 1, as the build's version 1 shows them.
    static func variantOne(_ site: TestSite, _ id: String) throws -> [String] {
        var diagnostics = Diagnostics()
        let catalog = ExamCatalog(reader: SourceReader(root: site.root), into: &diagnostics)
        let question = try #require(
            catalog.banks.flatMap(\.questions).first { $0.id == id })
        let filled = try QuestionVariants.instantiate(
            question, seed: QuestionVariants.seed(exam: "MOTION", variant: "1", question: id))
        return (filled.variantValues?.values ?? []).map { "\($0.name) = \($0.text)" }
    }

    @Test("GIFT and QTI 2.1: each parametric question as variant 1, with a warning naming it")
    func fixedVariants() throws {
        let site = try Self.site()
        defer { site.remove() }
        for (format, name) in [(ExportFormat.gift, "GIFT"), (.qti21, "QTI 2.1")] {
            let result = try ExportSupport.export(site, exam: "MOTION", as: format)
            #expect(result.exported == 4)
            var expected: [String] = []
            for (id, column) in [("barge", 13), ("square", 20), ("weight", 28), ("pick", 36)] {
                let numbers = try Self.variantOne(site, id).joined(separator: ", ")
                expected.append(
                    "Content/exams/motion.yaml:4:\(column): warning: question '\(id)' is parametric and \(name) cannot hold its parameters; exported as variant 1, the same numbers for everyone (\(numbers))"
                )
            }
            #expect(
                result.diagnostics.lines.filter { $0.contains("parametric") } == expected,
                "\(result.diagnostics.lines)")
        }
        let gift = String(
            decoding: try ExportSupport.export(site, exam: "MOTION", as: .gift).data, as: UTF8.self)
        #expect(!gift.contains("{v}") && !gift.contains("{s}"), "\(gift)")
        let square = try Self.variantOne(site, "square")[0].dropFirst(4)
        #expect(gift.contains("A square has sides of \(square) cm."), "\(gift)")
    }

    @Test("Moodle XML: calculated and calculatedmulti with the variants as dataset items")
    func moodle() throws {
        let site = try Self.site()
        defer { site.remove() }
        let result = try ExportSupport.export(site, exam: "MOTION", as: .moodleXML)
        #expect(result.exported == 4)
        let weight = try Self.variantOne(site, "weight").joined(separator: ", ")
        #expect(
            result.diagnostics.lines == [
                "Content/exams/motion.yaml:4:13: warning: question 'barge': parameter 'v' steps by 0.5; Moodle generates new values with 1 decimal between 8 and 16 (the items written are quizgen's draws)",
                "Content/exams/motion.yaml:4:13: warning: question 'barge': parameter 't' is a list; Moodle has none, so it is written as the range 1.5..3 with 1 decimal (the items written are quizgen's draws from the list)",
                "Content/exams/motion.yaml:4:13: warning: question 'barge': Moodle has no constraints ('d < 40'); the dataset items written meet them, values Moodle generates anew may not",
                "Content/exams/motion.yaml:4:28: warning: question 'weight' is parametric and Moodle XML cannot hold its parameters (Moodle's calculated questions are numeric or multiple choice, not short); exported as variant 1, the same numbers for everyone (\(weight))",
            ])
        let path = try ExportSupport.temporary(result.data, name: "motion.xml")
        // Read with Python's xml.etree, independently of quizgen's reader.
        let summary = try ExportSupport.python(
            """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            for q in root.findall('question'):
                if q.get('type') == 'category': continue
                answers = [a.findtext('text') for a in q.findall('answer')]
                sets = [(d.findtext('name/text'), d.findtext('minimum/text'), d.findtext('maximum/text'),
                         d.findtext('decimals/text'), [i.findtext('value') for i in d.findall('dataset_items/dataset_item')])
                        for d in q.findall('dataset_definitions/dataset_definition')]
                print(q.get('type'), q.findtext('name/text'), '|', q.findtext('questiontext/text').strip(), '|', answers, '|',
                      [a.findtext('tolerance') + '/' + a.findtext('tolerancetype') for a in q.findall('answer') if a.find('tolerance') is not None], '|',
                      q.findtext('units/unit/unit_name'), '|', sets)
            """, [path])
        let lines = summary.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines[0].hasPrefix(
                "calculated barge | <p>A barge travels at {v} km/h for {t} hours. How far?</p> | ['{v} * {t}'] | ['0.01/1'] | km | [('v', '8', '16', '1', ["
            ), "\(lines[0])")
        #expect(
            lines[1].hasPrefix(
                "calculated square | <p>A square has sides of {s} cm. Its area in cm²?</p> | ['pow({s}, 2)'] | ['0.01/2'] | None | [('s', '1', '9', '1', ["
            ), "\(lines[1])")
        #expect(lines[2].hasPrefix("shortanswer weight"), "\(lines[2])")
        #expect(
            lines[3].hasPrefix(
                "calculatedmulti pick | <p>Which is {a} + {b}?</p> | ['<p>{={a} + {b}}</p>', '<p>{={a} - {b}}</p>']"
            ), "\(lines[3])")
        // Three items per wildcard: the exam's three variants, item k the numbers of version k.
        #expect(lines[1].components(separatedBy: "', '").count >= 3, "\(lines[1])")
        for variant in 1...3 {
            var diagnostics = Diagnostics()
            let catalog = ExamCatalog(reader: SourceReader(root: site.root), into: &diagnostics)
            let square = try #require(
                catalog.banks.flatMap(\.questions).first { $0.id == "square" })
            let filled = try QuestionVariants.instantiate(
                square,
                seed: QuestionVariants.seed(
                    exam: "MOTION", variant: String(variant), question: "square"))
            let s = try #require(filled.variantValues?.values.first?.text)
            #expect(lines[1].contains("'\(s)'"), "variant \(variant): s = \(s) in \(lines[1])")
        }
    }

    @Test("QTI 1.2: a calculated_question where one formula holds it, else variant 1")
    func qti12() throws {
        let site = try Self.site()
        defer { site.remove() }
        let result = try ExportSupport.export(site, exam: "MOTION", as: .qti12)
        #expect(result.exported == 4)
        let barge = try Self.variantOne(site, "barge").joined(separator: ", ")
        let weight = try Self.variantOne(site, "weight").joined(separator: ", ")
        let pick = try Self.variantOne(site, "pick").joined(separator: ", ")
        #expect(
            result.diagnostics.lines == [
                "Content/exams/motion.yaml:4:13: warning: question 'barge' is parametric and QTI 1.2 (Canvas) cannot hold its parameters (Canvas's variables step by 1, 0.1, 0.01, …; 'v' steps by 0.5); exported as variant 1, the same numbers for everyone (\(barge))",
                "Content/exams/motion.yaml:4:28: warning: question 'weight' is parametric and QTI 1.2 (Canvas) cannot hold its parameters (Canvas's formula questions are numeric); exported as variant 1, the same numbers for everyone (\(weight))",
                "Content/exams/motion.yaml:4:36: warning: question 'pick' is parametric and QTI 1.2 (Canvas) cannot hold its parameters (Canvas's formula questions are numeric); exported as variant 1, the same numbers for everyone (\(pick))",
            ])
        let zip = try ExportSupport.temporary(result.data, name: "motion.zip")
        let summary = try ExportSupport.python(
            """
            import sys, zipfile, xml.etree.ElementTree as ET
            ns = {'q': 'http://www.imsglobal.org/xsd/ims_qtiasiv1p2'}
            z = zipfile.ZipFile(sys.argv[1])
            name = [n for n in z.namelist() if n.endswith('.xml') and 'meta' not in n and 'manifest' not in n][0]
            root = ET.fromstring(z.read(name))
            for item in root.iter('{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}item'):
                calc = item.find('q:itemproc_extension/q:calculated', ns)
                if calc is None: continue
                print(item.find('q:presentation/q:material/q:mattext', ns).text.strip())
                print(calc.findtext('q:answer_tolerance', namespaces=ns), calc.find('q:formulas', ns).get('decimal_places'),
                      calc.findtext('q:formulas/q:formula', namespaces=ns))
                for v in calc.findall('q:vars/q:var', ns):
                    print(v.get('name'), v.get('scale'), v.findtext('q:min', namespaces=ns), v.findtext('q:max', namespaces=ns))
                for s in calc.findall('q:var_sets/q:var_set', ns):
                    x = float(s.findtext('q:var', namespaces=ns)); a = float(s.findtext('q:answer', namespaces=ns))
                    print('set', abs(round(x * x, 3) - a) < 1e-9)
            """, [zip])
        #expect(
            summary.split(separator: "\n").map(String.init) == [
                "<p>A square has sides of [s] cm. Its area in cm²?</p>", "0.01 3 s^2", "s 1 1 9",
                "set True", "set True", "set True",
            ])
    }
}
