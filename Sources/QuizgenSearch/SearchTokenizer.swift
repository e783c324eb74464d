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

    /// Calls `body` with each folded word of `text`, in order, repeats included: the words of
    /// ``words(_:)``. ASCII text is folded and split in one pass over its bytes (most pages of
    /// most sites), without building the folded text first.
    public static func forEachWord(in text: String, _ body: (String) -> Void) {
        var text = text
        let isASCII = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            var length = 0
            var word = [UInt8](repeating: 0, count: maximumLength)
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0x20
                let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                    if length < maximumLength { word[length] = lower }
                    length += 1
                } else if length > 0 {
                    body(String(decoding: word[0..<min(length, maximumLength)], as: UTF8.self))
                    length = 0
                }
            }
            return true
        }
        if !isASCII { split(SearchFolding.fold(text)).forEach(body) }
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
