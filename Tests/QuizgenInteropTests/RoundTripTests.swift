import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenTestSupport
import Testing

@testable import QuizgenInterop

/// Source → quizgen → the same format → quizgen gives the same bank.
@Suite("Import and export: round trips")
struct RoundTripTests {
    /// Imports `names`, loads the banks as a build would, exports each bank as `format` and
    /// imports that again; returns both generations of bank files.
    func roundTrip(
        _ names: [String], in folder: URL, as format: ExportFormat, extension ext: String
    ) throws
        -> (first: [String: String], second: [String: String], exportWarnings: [String])
    {
        let first = InteropFixtures.read(names, in: folder)
        let site = try TestSite(["quizgen.yaml": QuizFixtures.config])
        defer { site.remove() }
        for (path, data) in InteropFixtures.files(first) { try site.write(path, Array(data)) }
        var diagnostics = Diagnostics()
        let banks = QuizBankLoader(reader: SourceReader(root: site.root)).load(into: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.lines)")
        var exported: [String] = []
        var warnings: [String] = []
        for (index, bank) in banks.enumerated() {
            let result = try Exporter(root: site.root).export(ExportSource(bank: bank), as: format)
            warnings += result.diagnostics.lines
            let name = "export-\(index).\(ext)"
            try site.write(name, Array(result.data))
            exported.append(name)
        }
        let second = InteropFixtures.read(exported, in: site.root)
        let text = { (result: ImportResult) in
            InteropFixtures.files(result).filter { $0.key.hasSuffix(".md") }.mapValues {
                String(decoding: $0, as: UTF8.self)
            }
        }
        return (text(first), text(second), warnings)
    }

    @Test("GIFT → quizgen → GIFT → quizgen")
    func gift() throws {
        let trip = try roundTrip(
            ["all.gift"], in: InteropFixtures.own, as: .gift, extension: "gift")
        #expect(trip.first.keys.sorted() == ["Content/banks/rivers-europe.md"])
        #expect(trip.first == trip.second)
    }

    @Test("Moodle XML → quizgen → Moodle XML → quizgen")
    func moodleXML() throws {
        let trip = try roundTrip(
            ["moodle.xml"], in: InteropFixtures.own, as: .moodleXML, extension: "xml")
        #expect(
            trip.first.keys.sorted() == [
                "Content/banks/top-rivers-capitals.md", "Content/banks/top-rivers.md",
            ])
        #expect(trip.first == trip.second)
    }

    @Test("Moodle calculated → quizgen → Moodle XML calculated → quizgen")
    func moodleCalculated() throws {
        let trip = try roundTrip(
            ["moodle-calculated.xml"], in: InteropFixtures.own, as: .moodleXML, extension: "xml")
        #expect(trip.first.keys.sorted() == ["Content/banks/top-physics.md"])
        #expect(trip.first == trip.second)
        #expect(trip.exportWarnings == [])
    }

    @Test("Canvas formula question → quizgen → QTI 1.2 calculated_question → quizgen")
    func canvasCalculated() throws {
        let trip = try roundTrip(
            ["canvas-calculated.qti.xml"], in: InteropFixtures.own, as: .qti12, extension: "zip")
        #expect(trip.first.keys.sorted() == ["Content/banks/formulas.md"])
        #expect(trip.first == trip.second)
        #expect(trip.exportWarnings == [])
    }

    @Test("Moodle calculated → a JSON bank → the same parameters as the Markdown bank")
    func calculatedJSON() throws {
        let result = InteropFixtures.read(
            ["moodle-calculated.xml", "moodle-calculated-items.xml"], in: InteropFixtures.own)
        func load(_ output: String) throws -> [Question] {
            let site = try TestSite(["quizgen.yaml": QuizFixtures.config])
            defer { site.remove() }
            for file in BankFileWriter(output: output).files(for: result) {
                try site.write(file.path, Array(file.data))
            }
            var diagnostics = Diagnostics()
            let banks = QuizBankLoader(reader: SourceReader(root: site.root)).load(
                into: &diagnostics)
            #expect(!diagnostics.hasErrors, "\(diagnostics.lines)")
            return banks.flatMap(\.questions)
        }
        let markdown = try load("Content/banks")
        let json = try load("Content/banks/physics.json")
        #expect(markdown.count == 4)
        func strip(_ p: QuestionParameters?) -> [String] {
            guard let p else { return [] }
            return p.parameters.map { "\($0.name) \($0.definition)" } + p.constraints
                + [p.answer.map { "\($0.formula) \($0.tolerance)" } ?? "-"]
        }
        #expect(markdown.map { strip($0.parameters) } == json.map { strip($0.parameters) })
        #expect(markdown.map(\.text) == json.map(\.text))
        func key(_ q: Question) -> String {
            var text = q.kind.typeName
            if case .numeric(let key) = q.kind { text += " \(key.unit ?? "-")" }
            return text + " " + (q.kind.choices ?? []).map { "\($0.text) \($0.correct)" }.joined()
        }
        #expect(markdown.map(key) == json.map(key))
    }

    @Test("QTI 2.1 → quizgen → QTI 2.1 → quizgen")
    func qti21() throws {
        let trip = try roundTrip(
            ["qti21/test.xml"], in: InteropFixtures.own, as: .qti21, extension: "zip")
        #expect(trip.first.keys.sorted() == ["Content/banks/qti-rivers.md"])
        #expect(trip.first == trip.second)
    }
}
