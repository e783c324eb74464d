import Foundation
import QuizgenCore
import QuizgenSystem

/// Reads `Content/submissions/<exam slug>/`: `*.json` submissions, `*.csv` tables of
/// submissions and `marks.yaml` (manual marks). See docs/grading.md.
public struct SubmissionLoader: Sendable {
    let reader: SourceReader
    /// JSON files per parallel chunk.
    static let chunkSize = 256

    /// The submissions folder.
    public let folder: URL

    /// Creates a loader for the site at `reader.root`.
    ///
    /// - Parameters:
    ///   - reader: The site's reader.
    ///   - folder: The folder of exam folders; `Content/submissions` by default.
    public init(reader: SourceReader, folder: URL? = nil) {
        self.reader = reader
        self.folder = folder ?? reader.root.appendingPathComponent("Content/submissions")
    }

    /// The exam slugs that have a submissions folder, sorted.
    public func examSlugs() -> [String] {
        ContentFiles.subfolders(of: folder).map(\.lastPathComponent)
    }

    /// Loads the submissions of one exam.
    ///
    /// JSON files are read and parsed in parallel (a CSV file splits its rows across cores
    /// itself); everything is put together in path order, so the set and the diagnostics do not
    /// depend on which file was read first.
    ///
    /// - Parameters:
    ///   - slug: The exam code's slug (the folder name).
    ///   - diagnostics: Receives every problem, located.
    /// - Returns: The set; files are read in path order, CSV rows in row order.
    public func load(slug: String, into diagnostics: inout Diagnostics) -> SubmissionSet {
        var set = SubmissionSet(examSlug: slug)
        let examFolder = folder.appendingPathComponent(slug)
        let urls = reader.files(
            in: examFolder, extensions: ["json", "csv", "yaml", "yml"], into: &diagnostics)
        let json = urls.indices.filter { urls[$0].pathExtension.lowercased() == "json" }
        // The listed URLs are standardized already: their display paths need only the root cut.
        let base = reader.root.path.hasSuffix("/") ? reader.root.path : reader.root.path + "/"
        let parsed = ParallelChunks.map(count: json.count, chunkSize: Self.chunkSize) { range in
            var lists = AnswerListPool()
            return range.map { position in
                let full = urls[json[position]].path
                let path = full.hasPrefix(base) ? String(full.dropFirst(base.count)) : full
                return readJSON(full, path: path, slug: slug, lists: &lists)
            }
        }.flatMap { $0 }
        var next = 0
        for url in urls {
            var file: FileResult
            if url.pathExtension.lowercased() == "json" {
                file = parsed[next]
                next += 1
            } else {
                file = readOther(url)
            }
            set.submissions += file.submissions
            set.rejected += file.rejected
            set.marks += file.marks
            diagnostics.merge(file.diagnostics)
        }
        return set
    }

    /// What one file gives.
    struct FileResult: Sendable {
        var submissions: [ExamSubmission] = []
        var rejected: [SubmissionIssue] = []
        var marks: [ManualMark] = []
        var diagnostics = Diagnostics()
    }

    func readJSON(_ fullPath: String, path: String, slug: String, lists: inout AnswerListPool)
        -> FileResult
    {
        var file = FileResult()
        guard
            let bytes = reader.bytes(
                URL(fileURLWithPath: fullPath, isDirectory: false), into: &file.diagnostics)
        else {
            return file
        }
        if let submission = SubmissionJSONReader.read(
            bytes, path: path, examSlug: slug, lists: &lists, into: &file.diagnostics)
        {
            file.submissions.append(submission)
        } else {
            file.rejected.append(
                SubmissionIssue(
                    examinee: "", kind: .excluded, reason: "unreadable submission (see the errors)",
                    location: SourceLocation(path: path, line: 1, column: 1)))
        }
        keepSource(of: &file, path: path, bytes: bytes)
        return file
    }

    func readOther(_ url: URL) -> FileResult {
        let path = reader.displayPath(url)
        var file = FileResult()
        guard let bytes = reader.bytes(url, into: &file.diagnostics) else { return file }
        if url.pathExtension.lowercased() == "csv" {
            if let source = reader.decode(bytes, path: path, into: &file.diagnostics) {
                file.submissions = SubmissionCSVReader.read(
                    source.text, path: path, rejected: &file.rejected, into: &file.diagnostics)
            }
        } else if url.deletingPathExtension().lastPathComponent == "marks",
            let source = reader.decode(bytes, path: path, into: &file.diagnostics)
        {
            file.marks = ManualMarksReader.read(source, into: &file.diagnostics)
        } else {
            file.diagnostics.warning(
                "submission.unknown-file",
                "only *.json, *.csv and marks.yaml are read here; this file is ignored",
                at: SourceLocation(path: path, line: 1, column: 1))
        }
        keepSource(of: &file, path: path, bytes: bytes)
        return file
    }

    /// Keeps the text only of files with problems (for the caret display); with many thousands
    /// of submissions, keeping every file would cost memory for nothing.
    func keepSource(of file: inout FileResult, path: String, bytes: [UInt8]) {
        if file.diagnostics.items.isEmpty {
            file.diagnostics = Diagnostics()
        } else if file.diagnostics.sources[path] == nil {
            file.diagnostics.register(
                SourceText(path: path, text: String(decoding: bytes, as: UTF8.self)))
        }
    }
}
