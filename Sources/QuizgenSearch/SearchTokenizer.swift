/// Splits folded text into the words the index holds: runs of letters, digits and spacing
/// marks (the vowel signs of Indic scripts; folding has removed the non-spacing ones).
///
/// The script splits with `/[\p{L}\p{N}\p{Mc}]+/gu` on the folded query, which is the same rule.
public enum SearchTokenizer {
    /// Words longer than this (in Unicode scalars) are cut to it, in the index and the query alike.
    public static let maximumLength = 32

    /// The folded words of `text`, in order, repeats included.
    ///
    /// - Parameter text: Any text (folded here).
    /// - Returns: The words, each at most ``maximumLength`` scalars long.
    public static func words(_ text: String) -> [String] {
        split(SearchFolding.fold(text))
    }

    /// The words of text that is already folded.
    static func split(_ folded: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var length = 0
        for scalar in folded.unicodeScalars {
            if isWordScalar(scalar) {
                if length < maximumLength { current.append(scalar) }
                length += 1
            } else if length > 0 {
                words.append(String(current))
                current = String.UnicodeScalarView()
                length = 0
            }
        }
        if length > 0 { words.append(String(current)) }
        return words
    }

    /// Whether `scalar` is a letter, a digit or a spacing mark (`\p{L}`, `\p{N}`, `\p{Mc}`).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .spacingMark:
            return true
        default:
            return false
        }
    }
}
