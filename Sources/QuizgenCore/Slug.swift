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
