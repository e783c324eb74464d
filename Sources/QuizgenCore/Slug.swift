import Foundation

/// Turns titles and file names into URL slugs.
public enum Slug {
    /// Lower-case ASCII letters, digits and `-`; other runs of characters become one `-`.
    ///
    /// Letters with diacritics lose them (`Zürich` -> `zurich`) so URLs stay readable.
    public static func make(_ text: String) -> String {
        // ASCII text (file names, most tags) over its bytes: folding through Foundation and a
        // string a character was 2 % of loading a page. The same result: ASCII has no
        // diacritics, and case folding is lower-casing there.
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiSlug(text) : foldedSlug(text)
    }

    /// ``make(_:)`` of ASCII text, over its bytes.
    static func asciiSlug(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                if pendingDash, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingDash = false
                bytes.append(lower)
            } else {
                pendingDash = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``make(_:)`` by its definition: the text folded (diacritics and case), then read a
    /// character at a time.
    static func foldedSlug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        for c in folded {
            if c.isASCII, c.isLetter || c.isNumber {
                if pendingDash, !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(contentsOf: c.lowercased())
            } else {
                pendingDash = true
            }
        }
        return out
    }
}

extension Slug {
    /// The URL segment of a taxonomy term: `make(_:)`, or for a term in a script without ASCII
    /// letters (`日本`, `Ελλάδα`), its letters and digits lower-cased, so it still has a page.
    public static func term(_ text: String) -> String {
        let ascii = make(text)
        if !ascii.isEmpty { return ascii }
        var out = ""
        var pendingDash = false
        for c in text.lowercased() {
            if c.isLetter || c.isNumber {
                if pendingDash, !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(c)
            } else {
                pendingDash = true
            }
        }
        return out
    }
}
