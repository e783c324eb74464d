import Foundation
import QuizgenCore

/// Reads Moodle's GIFT format.
///
/// Questions are separated by blank lines (as Moodle reads them); `//` lines are comments (a
/// `[tag:x]` in them becomes a tag); `$CATEGORY: path` switches the bank. Each question is
/// `::title::[format]text{answers}text`, with the escapes `\~ \= \# \{ \} \: \\` and `\n`.
struct GIFTReader {
    /// Display path of the file.
    let path: String
    /// The file's text, line endings normalised to `\n`.
    let text: String

    /// Reads every question into `result`, starting in `category`.
    func read(into result: inout ImportResult, category initial: String) {
        var category = initial
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var record: [Substring] = []
        var recordStart = 1
        var tags: [String] = []
        func flush() {
            if record.contains(where: { !$0.allSatisfy(\.isWhitespace) }) {
                readRecord(
                    record, firstLine: recordStart, tags: tags, category: &category, into: &result)
            }
            record = []
            tags = []
        }
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.allSatisfy(\.isWhitespace) {
                flush()
                continue
            }
            if record.isEmpty { recordStart = index + 1 }
            if trimmed.hasPrefix("//") {
                tags.append(contentsOf: Self.tags(in: trimmed))
                record.append("")
            } else {
                record.append(line)
            }
        }
        flush()
    }

    /// `[tag:x]` markers in a comment.
    static func tags(in comment: Substring) -> [String] {
        var found: [String] = []
        var rest = comment[...]
        while let range = rest.range(of: "[tag:") {
            let after = rest[range.upperBound...]
            guard let close = after.firstIndex(of: "]") else { break }
            let tag = after[..<close].trimmingCharacters(in: .whitespaces)
            if !tag.isEmpty { found.append(tag) }
            rest = after[close...]
        }
        return found
    }

    private func location(_ token: GIFTToken?) -> SourceLocation {
        SourceLocation(path: path, line: token?.line ?? 0, column: token?.column ?? 0)
    }

    private func readRecord(
        _ lines: [Substring], firstLine: Int, tags: [String], category: inout String,
        into result: inout ImportResult
    ) {
        var tokens = GIFTToken.tokenize(lines, firstLine: firstLine).trimmed
        if tokens.has("$CATEGORY:", at: 0) {
            let end = tokens.firstIndex { $0.character == "\n" && !$0.escaped } ?? tokens.count
            let path = Array(tokens[10..<end]).trimmed.text
            category = Self.categoryName(path)
            result.touch(category)
            tokens = Array(tokens[end...]).trimmed
            if tokens.isEmpty { return }
        }
        let start = tokens.first
        var title: String?
        if tokens.has("::", at: 0) {
            guard let close = tokens.find("::", from: 2) else {
                result.skip(
                    "gift.title", "the title's '::' is never closed; question not imported",
                    at: location(start))
                return
            }
            title = Array(tokens[2..<close]).trimmed.text
            tokens = Array(tokens[(close + 2)...]).trimmed
        }
        let (format, afterFormat) = Self.format(tokens, default: .html)
        tokens = afterFormat
        let name = title ?? String(tokens.text.prefix(40)).replacingOccurrences(of: "\n", with: " ")
        guard let open = tokens.find("{") else {
            result.skip(
                "gift.description",
                "'\(name)' has no answer block '{…}': a description is not a question; not imported",
                at: location(start))
            return
        }
        guard let close = tokens.find("}", from: open + 1) else {
            result.skip(
                "gift.brace", "'\(name)': this '{' is never closed; question not imported",
                at: location(tokens[open]))
            return
        }
        if let extra = tokens.find("{", from: close + 1) {
            result.skip(
                "gift.brace",
                "'\(name)': a second answer block; escape a literal brace as '\\{'; question not imported",
                at: location(tokens[extra]))
            return
        }
        var question = GIFTQuestion(
            reader: self, name: name, title: title, format: format, tags: tags,
            location: location(start),
            before: Array(tokens[..<open]).trimmed, inside: Array(tokens[(open + 1)..<close]),
            after: Array(tokens[(close + 1)...]).trimmed, openToken: tokens[open])
        if let imported = question.build(into: &result) {
            result.add(imported, category: category)
        }
    }

    /// A leading `[html]`, `[markdown]`, `[plain]` or `[moodle]` marker, and the tokens after it.
    static func format(_ tokens: [GIFTToken], default fallback: SourceTextFormat) -> (
        SourceTextFormat, [GIFTToken]
    ) {
        let markers: [(String, SourceTextFormat)] = [
            ("[html]", .html), ("[markdown]", .markdown), ("[plain]", .plain), ("[moodle]", .html),
        ]
        for (marker, format) in markers where tokens.has(marker, at: 0) {
            return (format, Array(tokens[marker.count...]).trimmed)
        }
        return (fallback, tokens)
    }

    /// The bank name for a Moodle category path: `$course$/top/Default for X` → `Default for X`.
    static func categoryName(_ path: String) -> String {
        let parts = path.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter {
                !$0.isEmpty && !($0.hasPrefix("$") && $0.hasSuffix("$")) && $0 != "top"
            }
        return parts.isEmpty ? "Imported" : parts.joined(separator: " / ")
    }
}
