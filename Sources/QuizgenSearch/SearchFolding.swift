import Foundation

/// Folds text for search: lower case, compatibility decomposition, no combining marks, and a few
/// letters that do not decompose spelled out (`ß` → `ss`, `æ` → `ae`, `ø` → `o`, `ł` → `l`).
///
/// `Müller`, `MULLER` and `muller` fold alike, and so do `ș`, `ş` and `s`. The search script
/// (`search.js`) folds the reader's query with the same steps, in the same order:
/// `toLowerCase()`, `normalize("NFKD")`, removing `\p{Mn}`, then ``letters``; the tests compare
/// both sides on tricky letters in a real browser.
public enum SearchFolding {
    /// Letters (after lower-casing and decomposition) that fold to something else; the script
    /// receives this table in the index manifest so that both sides use one list.
    public static let letters: [(letter: Unicode.Scalar, folded: String)] = [
        ("ß", "ss"), ("æ", "ae"), ("œ", "oe"), ("ø", "o"), ("ł", "l"), ("đ", "d"), ("ð", "d"),
        ("þ", "th"),
        ("ı", "i"), ("ħ", "h"), ("ŧ", "t"), ("ŋ", "n"), ("ĸ", "k"), ("ς", "σ"),
    ]

    private static let table: [Unicode.Scalar: String] = Dictionary(
        letters.map { ($0.letter, $0.folded) }, uniquingKeysWith: { first, _ in first })

    /// The folded form of `text`.
    ///
    /// - Parameter text: Any text.
    /// - Returns: `text` lower-cased, decomposed (NFKD), without non-spacing marks, with the
    ///   letters of ``letters`` replaced.
    public static func fold(_ text: String) -> String {
        // Most words of most sites are ASCII: lower-case those bytes directly.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(
                decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self
            )
        }
        let decomposed = text.lowercased().decomposedStringWithCompatibilityMapping
        var folded = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if let replacement = table[scalar] {
                folded.append(contentsOf: replacement.unicodeScalars)
            } else {
                folded.append(scalar)
            }
        }
        return String(folded)
    }
}
