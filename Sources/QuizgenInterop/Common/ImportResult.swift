import Foundation
import QuizgenCore

/// Everything read from the source files: banks by category, media files, and what was lost.
///
/// Readers add questions with `add(_:category:)` and report a question they cannot import with
/// `skip(_:_:at:)`, so that `imported + skipped` is the number of questions in the sources.
public struct ImportResult: Sendable {
    /// Banks in the order their categories first appear.
    public private(set) var banks: [ImportedBank] = []
    /// Media to write beside the banks, by path relative to the bank folder (`media/x.png`).
    public private(set) var media: [String: Data] = [:]
    /// Problems: errors for questions not imported and syntax errors, warnings for losses.
    public var diagnostics = Diagnostics()
    /// Questions found but not imported.
    public private(set) var skipped = 0

    /// Creates an empty result.
    public init() {}

    /// The number of questions imported.
    public var imported: Int { banks.reduce(0) { $0 + $1.questions.count } }

    /// Adds a question to the bank of `category` (created on first use).
    public mutating func add(_ question: ImportedQuestion, category: String) {
        if let index = banks.firstIndex(where: { $0.category == category }) {
            banks[index].questions.append(question)
        } else {
            banks.append(ImportedBank(category: category, questions: [question]))
        }
    }

    /// Makes sure a bank for `category` exists, even if no question ends up in it.
    mutating func touch(_ category: String) {
        if !banks.contains(where: { $0.category == category }) {
            banks.append(ImportedBank(category: category))
        }
    }

    /// Reports a question that is not imported (an error).
    mutating func skip(_ code: String, _ message: String, at location: SourceLocation) {
        skipped += 1
        diagnostics.error("import.\(code)", message, at: location)
    }

    /// Reports a source syntax error that is not itself a question.
    mutating func error(_ code: String, _ message: String, at location: SourceLocation) {
        diagnostics.error("import.\(code)", message, at: location)
    }

    /// Reports something of an imported question that quizgen cannot represent (a warning).
    mutating func lose(_ code: String, _ message: String, at location: SourceLocation) {
        diagnostics.warning("import.\(code)", message, at: location)
    }

    /// Stores a media file and returns its path relative to the bank folder.
    ///
    /// The same name with other bytes gets a numbered name, so two questions' `image.png` never
    /// overwrite each other.
    mutating func addMedia(named name: String, data: Data) -> String {
        let base = Self.safeFileName(name)
        var candidate = "media/\(base)"
        var counter = 2
        while let existing = media[candidate], existing != data {
            candidate = "media/\(counter)-\(base)"
            counter += 1
        }
        media[candidate] = data
        return candidate
    }

    /// Keeps letters, digits, `.`, `-` and `_` of a file name; everything else becomes `-`.
    static func safeFileName(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let mapped = String(
            last.unicodeScalars.map { scalar -> Character in
                let ok =
                    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar)
                    || scalar == "." || scalar == "-" || scalar == "_"
                return ok ? Character(scalar) : "-"
            })
        let trimmed = mapped.drop { $0 == "." }
        return trimmed.isEmpty ? "file" : String(trimmed)
    }

    /// Puts every question into one bank named `category` (`--category`).
    mutating func regroup(into category: String) {
        let questions = banks.flatMap(\.questions)
        banks = [ImportedBank(category: category, questions: questions)]
    }
}
