import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenInterop
import QuizgenLoading
import QuizgenTestSupport
import Testing

/// A fixture site with every question type and the blanks banks, exported in memory, and a
/// Python runner for the independent readers (xml.etree, zipfile).
enum ExportSupport {
    /// The shared real fixtures: whenever `../shared` is there or CI runs (``SharedFixtureGate``),
    /// so that missing fixtures fail the comparison rather than drop out of it.
    static let sharedQuiz: URL? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/fixtures/quiz").standardizedFileURL
        return SharedFixtureGate.shouldRun(url) ? url : nil
    }()

    static func site(extra: [String: String] = [:]) throws -> TestSite {
        var files = QuizFixtures.site(extra: QuizFixtures.blanksFiles)
        files.merge(extra) { _, new in new }
        return try TestSite(files, bytes: ["Content/banks/map.png": QuizFixtures.png])
    }

    /// The exam with `code` exported as `format`.
    static func export(_ site: TestSite, exam code: String, as format: ExportFormat) throws
        -> ExportResult
    {
        var diagnostics = Diagnostics()
        let catalog = ExamCatalog(reader: SourceReader(root: site.root), into: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.lines)")
        let exam = try #require(catalog.exams.first { $0.code == code })
        let assembled = try #require(catalog.assembled[exam.slug])
        return try Exporter(root: site.root).export(ExportSource(exam: assembled), as: format)
    }

    /// Runs `script` with python3 (arguments after it) and returns its standard output.
    static func python(_ script: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: errors, as: UTF8.self))")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes `data` to a temporary file and returns its path.
    static func temporary(_ data: Data, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizgen-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    static func messages(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.items.map { "\($0.location.map { "\($0)" } ?? ""): \($0.message)" }
    }
}
