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

    @Test("QTI 2.1 → quizgen → QTI 2.1 → quizgen")
    func qti21() throws {
        let trip = try roundTrip(
            ["qti21/test.xml"], in: InteropFixtures.own, as: .qti21, extension: "zip")
        #expect(trip.first.keys.sorted() == ["Content/banks/qti-rivers.md"])
        #expect(trip.first == trip.second)
    }
}
