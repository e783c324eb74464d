import Foundation
import QuizgenCore

/// Reads `Content/submissions/<exam slug>/`: `*.json` submissions, `*.csv` tables of
/// submissions and `marks.yaml` (manual marks). See docs/grading.md.
public struct SubmissionLoader: Sendable {
    let reader: SourceReader

    /// Creates a loader for the site at `reader.root`.
    public init(reader: SourceReader) { self.reader = reader }

    /// The submissions folder.
    public var folder: URL { reader.root.appendingPathComponent("Content/submissions") }

    /// The exam slugs that have a submissions folder, sorted.
    public func examSlugs() -> [String] { ContentFiles.subfolders(of: folder).map(\.lastPathComponent) }

    /// Loads the submissions of one exam.
    ///
    /// - Parameters:
    ///   - slug: The exam code's slug (the folder name).
    ///   - diagnostics: Receives every problem, located.
    /// - Returns: The set; files are read in path order, CSV rows in row order.
    public func load(slug: String, into diagnostics: inout Diagnostics) -> SubmissionSet {
        var set = SubmissionSet(examSlug: slug)
        let examFolder = folder.appendingPathComponent(slug)
        for url in ContentFiles.list(in: examFolder, extensions: ["json", "csv", "yaml", "yml"]) {
            let path = reader.displayPath(url)
            var found = Diagnostics()
            guard let data = FileManager.default.contents(atPath: url.path) else {
                diagnostics.error("file.unreadable", "cannot read file", at: SourceLocation(path: path, line: 1, column: 1))
                continue
            }
            switch url.pathExtension.lowercased() {
            case "json":
                if let submission = SubmissionJSONReader.read([UInt8](data), path: path, examSlug: slug, into: &found) {
                    set.submissions.append(submission)
                } else {
                    set.rejected.append(SubmissionIssue(examinee: "", kind: .excluded, reason: "unreadable submission (see the errors)", location: SourceLocation(path: path, line: 1, column: 1)))
                }
            case "csv":
                guard let source = reader.decode(data, path: path, into: &found) else { break }
                set.submissions += SubmissionCSVReader.read(source.text, path: path, rejected: &set.rejected, into: &found)
            default:
                if url.deletingPathExtension().lastPathComponent == "marks", let source = reader.decode(data, path: path, into: &found) {
                    set.marks += ManualMarksReader.read(source, into: &found)
                } else {
                    found.warning("submission.unknown-file", "only *.json, *.csv and marks.yaml are read here; this file is ignored", at: SourceLocation(path: path, line: 1, column: 1))
                }
            }
            // Keep the text only of files with problems (for the caret display); with many
            // thousands of submissions, keeping every file would cost memory for nothing.
            if found.items.isEmpty { continue }
            if found.sources[path] == nil {
                found.register(SourceText(path: path, text: String(decoding: data, as: UTF8.self)))
            }
            diagnostics.merge(found)
        }
        return set
    }
}
