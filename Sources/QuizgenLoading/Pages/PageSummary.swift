import QuizgenCore

/// The automatic summary of a page: the plain text of its first paragraph (formulas as their
/// TeX), shortened.
enum PageSummary {
    /// At most this many characters, cut at a word with `…`.
    static let limit = 280

    /// The first paragraph of `body` as plain text, or `nil` when it has none.
    ///
    /// Only the leading blocks are parsed (cmark-gfm, never a regex): the first paragraph is
    /// almost always in them, so a long page costs no more than a short one.
    static func of(_ body: String) -> String? {
        for budget in [2_048, 16_384, Int.max] {
            let (prefix, complete) = leadingBlocks(of: body, upTo: budget)
            if let paragraph = MarkdownPlainText.firstParagraph(prefix) { return shorten(paragraph) }
            if complete { return nil }
        }
        return nil
    }

    /// The text up to the last blank line before `budget` bytes (whole blocks), and whether that
    /// is the whole body.
    static func leadingBlocks(of body: String, upTo budget: Int) -> (String, Bool) {
        let bytes = body.utf8
        guard bytes.count > budget else { return (body, true) }
        let limit = bytes.index(bytes.startIndex, offsetBy: budget)
        var end = limit
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            if bytes[before] == UInt8(ascii: "\n"), before > bytes.startIndex,
                bytes[bytes.index(before: before)] == UInt8(ascii: "\n")
            {
                return (String(body[..<end]), false)
            }
            end = before
        }
        return (String(body[..<limit]), false)
    }

    static func shorten(_ text: String) -> String? {
        // Words are read one at a time and only until the limit: a long paragraph costs no more.
        var out = ""
        var count = 0
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            let length = word.count
            if count + length + 1 > limit { return out + "…" }
            if !out.isEmpty {
                out += " "
                count += 1
            }
            out += word
            count += length
        }
        return out.isEmpty ? nil : out
    }
}
