import Foundation

/// Turns titles and file names into URL slugs.
public enum Slug {
    /// Lower-case ASCII letters, digits and `-`; other runs of characters become one `-`.
    ///
    /// Letters with diacritics lose them (`Zürich` -> `zurich`) so URLs stay readable.
    public static func make(_ text: String) -> String {
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
