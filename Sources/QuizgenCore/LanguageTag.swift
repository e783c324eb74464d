/// The shape of a BCP 47 language tag, checked before the tag reaches Foundation's locales
/// (which trap on some strings) or names a file (`i18n/<lang>.yaml`).
public enum LanguageTag {
    /// Whether `tag` is well formed: a first part of 2 to 8 ASCII letters, then parts of 1 to 8
    /// ASCII letters and digits, joined by `-` (or `_`, as in `pt_BR`).
    ///
    /// - Parameter tag: The tag as written (`ro`, `pt-BR`, `zh-Hant-TW`).
    /// - Returns: `true` when it has that shape.
    public static func isWellFormed(_ tag: String) -> Bool {
        let parts = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy(isLetter)
        else { return false }
        return parts.dropFirst().allSatisfy {
            (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) }
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
