import Foundation
import QuizgenCore

/// Writes imported banks and their media to disk: one file per bank, media beside them.
public struct BankFileWriter: Sendable {
    /// One bank file that was written.
    public struct Written: Sendable, Hashable {
        /// The file's path as given (relative to the working folder when `output` was).
        public var path: String
        /// The number of questions in it.
        public var questions: Int
    }

    /// Where to write: a folder (`Content/banks`), or a file `x.md` / `x.json`; with several
    /// banks and a file name, each bank gets `x-<category>.md`.
    public var output: String

    /// Question ids the site's banks already use: imported questions get others (`-2`, `-3`, …),
    /// so that the next build does not fail on a repeated id.
    public var takenIDs: Set<String> = []
    /// Whether files that already exist may be replaced; otherwise `write` refuses before
    /// writing anything.
    public var replacesFiles = false

    /// The files that exist and would be replaced (`write` refuses them without `replacesFiles`).
    public struct FilesExist: Error, CustomStringConvertible {
        /// Their paths.
        public var paths: [String]

        public var description: String {
            let shown =
                paths.prefix(5).joined(separator: ", ")
                + (paths.count > 5 ? " and \(paths.count - 5) more" : "")
            return
                "\(shown) already exist\(paths.count == 1 ? "s" : ""); nothing was written. Use --output for another "
                + "file or folder, or --force to replace \(paths.count == 1 ? "it" : "them")"
        }
    }

    /// Creates a writer.
    ///
    /// - Parameter output: A folder or a `.md`/`.json` file path.
    public init(output: String) { self.output = output }

    /// Whether the banks are written as JSON.
    public var writesJSON: Bool { output.lowercased().hasSuffix(".json") }

    /// The file path of each bank, in order.
    public func paths(for banks: [ImportedBank]) -> [String] {
        let lower = output.lowercased()
        let isFile = lower.hasSuffix(".md") || lower.hasSuffix(".json")
        var used: Set<String> = []
        return banks.map { bank in
            var slug = Slug.make(bank.category)
            if slug.isEmpty { slug = "bank" }
            var path: String
            if isFile {
                let ext = (output as NSString).pathExtension
                let stem = (output as NSString).deletingPathExtension
                path = banks.count == 1 ? output : "\(stem)-\(slug).\(ext)"
            } else {
                path = (output as NSString).appendingPathComponent("\(slug).md")
            }
            var counter = 2
            let base = path
            while used.contains(path) {
                path =
                    ((base as NSString).deletingPathExtension) + "-\(counter)."
                    + (base as NSString).pathExtension
                counter += 1
            }
            used.insert(path)
            return path
        }
    }

    /// Where one imported question goes.
    public struct Placement: Sendable, Hashable {
        /// Where the question is in its source.
        public var location: SourceLocation
        /// Its id in the bank.
        public var id: String
        /// The bank file's path.
        public var path: String
    }

    /// Each non-empty bank with its file path and its questions' ids (unique among themselves
    /// and `takenIDs`).
    private func planned(_ result: ImportResult) -> [(
        bank: ImportedBank, path: String, ids: [String]
    )] {
        let banks = result.banks.filter { !$0.questions.isEmpty }
        var allocator = QuestionIDAllocator(taken: takenIDs)
        return zip(banks, paths(for: banks)).map { bank, path in
            let ids = bank.questions.enumerated().map { index, question in
                allocator.id(
                    for: question,
                    fallback: Self.fallbackTitle(question.text, bank: bank.category, index: index))
            }
            return (bank, path, ids)
        }
    }

    /// Where every imported question goes, in bank order: the account `quizgen import` writes.
    ///
    /// - Parameter result: What the sources gave.
    /// - Returns: One placement per imported question.
    public func placements(for result: ImportResult) -> [Placement] {
        planned(result).flatMap { bank, path, ids in
            zip(bank.questions, ids).map {
                Placement(location: $0.location, id: $1, path: path)
            }
        }
    }

    /// The files' contents by path: banks, then media (under the banks' folder).
    public func files(for result: ImportResult) -> [(path: String, data: Data, questions: Int?)] {
        let plan = planned(result)
        var files: [(String, Data, Int?)] = []
        for (bank, path, ids) in plan {
            let data =
                writesJSON
                ? BankJSONWriter().write(bank, ids: ids)
                : Data(BankMarkdownWriter().write(bank, ids: ids).utf8)
            files.append((path, data, bank.questions.count))
        }
        let folder = plan.first.map { ($0.path as NSString).deletingLastPathComponent } ?? output
        for (relative, data) in result.media.sorted(by: { $0.key < $1.key }) {
            files.append(((folder as NSString).appendingPathComponent(relative), data, nil))
        }
        return files
    }

    /// Writes every file, creating folders.
    ///
    /// - Returns: The bank files written.
    /// - Throws: `FilesExist` when a file exists with other contents and `replacesFiles` is
    ///   off (nothing is written then); a file-system error when a file cannot be written.
    public func write(_ result: ImportResult) throws -> [Written] {
        let files = files(for: result)
        if !replacesFiles {
            // An existing file with other bytes would be lost (an edited bank, another bank's
            // image).
            let clashes = files.filter { file in
                FileManager.default.contents(atPath: file.path).map { $0 != file.data }
                    ?? FileManager.default.fileExists(atPath: file.path)
            }
            if !clashes.isEmpty { throw FilesExist(paths: clashes.map(\.path)) }
        }
        var written: [Written] = []
        for file in files {
            let url = URL(fileURLWithPath: file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url, options: .atomic)
            if let count = file.questions {
                written.append(Written(path: file.path, questions: count))
            }
        }
        return written
    }

    /// A title for a question without one: the first words of its text.
    static func fallbackTitle(_ text: String, bank: String, index: Int) -> String {
        let words = text.split(whereSeparator: { $0.isWhitespace }).prefix(8).joined(separator: " ")
        return words.isEmpty ? "\(bank) \(index + 1)" : words
    }
}
