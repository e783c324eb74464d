import QuizgenCore

/// The automatic summary of a page: the plain text of its first paragraph (formulas as their
/// TeX, see ``MarkdownPlainText/read(_:searchText:)``), shortened.
enum PageSummary {
    /// At most this many characters, cut at a word with `…`.
    static let limit = 280

    /// `text` (a first paragraph's plain text) cut at a word before ``limit`` characters with
    /// `…`, or `nil` when it has no words.
    static func shorten(_ text: String) -> String? {
        var text = text
        if case .some(let ascii) = text.withUTF8({ asciiShorten($0) }) { return ascii }
        // Words are read one at a time and only until the limit: a long paragraph costs no more.
        var out = ""
        var count = 0
        for word in text.split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r"
        }) {
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

    /// ``shorten(_:)`` over bytes for ASCII text without carriage returns (where a word's length
    /// in characters is its length in bytes), or `.none` for other text; the same result, without
    /// splitting into `Character`s (a third of the summary's time).
    private static func asciiShorten(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        var out: [UInt8] = []
        var position = 0
        while position < bytes.count {
            while position < bytes.count, isSeparator(bytes[position]) { position += 1 }
            let start = position
            while position < bytes.count, !isSeparator(bytes[position]) { position += 1 }
            guard position > start else { break }
            let length = position - start
            if out.count + length + 1 > limit {
                return .some(String(decoding: out, as: UTF8.self) + "…")
            }
            if !out.isEmpty { out.append(0x20) }
            out.append(contentsOf: bytes[start..<position])
        }
        return .some(out.isEmpty ? nil : String(decoding: out, as: UTF8.self))
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09
    }
}
