import QuizgenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        // Checked first: words given before a later byte that is not ASCII would be given twice.
        let isASCII = text.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 }
                && asciiWords(bytes) { word, _ in body(String(decoding: word, as: UTF8.self)) }
        }
        if !isASCII { split(SearchFolding.fold(text)).forEach(body) }
    }

    /// The distinct folded words of `text` in the order they first occur, separated by one
    /// space: the words of ``words(_:)`` with repeats left out. ASCII text is read in one pass
    /// over its bytes, each word looked up by its bytes in a small table of its own: no string
    /// is made for a word already seen (a `Set<String>` of every word read was a tenth of a
    /// 10,000-page build's CPU).
    public static func distinctWords(in text: String) -> String {
        var text = text
        if let words = text.withUTF8({ asciiDistinctWords($0) }) { return words }
        var seen: Set<String> = []
        var words: [String] = []
        for word in split(SearchFolding.fold(text)) where seen.insert(word).inserted {
            words.append(word)
        }
        return words.joined(separator: " ")
    }

    private static func asciiDistinctWords(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(min(bytes.count, 4096))
        var table = DistinctWordTable()
        guard asciiWords(bytes, { word, hash in table.insert(word, hash: hash, into: &out) }) else {
            return nil
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Calls `each` with every word of ASCII `bytes` (folded, cut to ``maximumLength``) and its
    /// FNV-1a hash, in one pass through a fold table; `false` at the first byte that is not
    /// ASCII, after the words before it (that text takes the path over Unicode scalars).
    private static func asciiWords(
        _ bytes: UnsafeBufferPointer<UInt8>, _ each: (UnsafeBufferPointer<UInt8>, UInt64) -> Void
    ) -> Bool {
        asciiWordBytes.withUnsafeBufferPointer { fold in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { word -> Bool in
                var length = 0
                var hash = StableHash.offsetBasis
                for byte in bytes {
                    let folded = fold[Int(byte)]
                    if folded > 0x7F { return false }
                    if folded != 0 {
                        if length < maximumLength {
                            word[length] = folded
                            hash = (hash ^ UInt64(folded)) &* StableHash.prime
                        }
                        length += 1
                    } else if length > 0 {
                        each(
                            UnsafeBufferPointer(rebasing: word[0..<min(length, maximumLength)]),
                            hash)
                        length = 0
                        hash = StableHash.offsetBasis
                    }
                }
                if length > 0 {
                    each(UnsafeBufferPointer(rebasing: word[0..<min(length, maximumLength)]), hash)
                }
                return true
            }
        }
    }

    /// Each byte as a word holds it: an ASCII letter lower-cased or a digit; 0 for a byte between
    /// words; 0xFF for a byte of a character that is not ASCII.
    private static let asciiWordBytes: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        switch byte {
        case 0x41...0x5A: return byte + 0x20
        case 0x61...0x7A, 0x30...0x39: return byte
        case 0x80...: return 0xFF
        default: return 0
        }
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
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
                || (value >= 0x41 && value <= 0x5A)
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

/// An open-addressing set of words kept as ranges of the output they are appended to.
private struct DistinctWordTable {
    /// Per slot: the word's start in the output plus one (0: empty), its length and hash.
    private var starts = [Int32](repeating: 0, count: 256)
    private var lengths = [UInt8](repeating: 0, count: 256)
    private var hashes = [UInt64](repeating: 0, count: 256)
    private var count = 0

    /// Appends `word` to `out` (after a space unless first) unless it is already there.
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64, into out: inout [UInt8])
    {
        let mask = starts.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while starts[slot] != 0 {
            if hashes[slot] == hash, Int(lengths[slot]) == word.count {
                let start = Int(starts[slot]) - 1
                let same = out.withUnsafeBufferPointer {
                    memcmp($0.baseAddress! + start, word.baseAddress!, word.count) == 0
                }
                if same { return }
            }
            slot = (slot + 1) & mask
        }
        if !out.isEmpty { out.append(0x20) }
        starts[slot] = Int32(out.count + 1)
        lengths[slot] = UInt8(word.count)
        hashes[slot] = hash
        out.append(contentsOf: word)
        count += 1
        if count * 2 > starts.count { grow() }
    }

    private mutating func grow() {
        let old = (starts, lengths, hashes)
        let size = starts.count * 2
        starts = [Int32](repeating: 0, count: size)
        lengths = [UInt8](repeating: 0, count: size)
        hashes = [UInt64](repeating: 0, count: size)
        for position in old.0.indices where old.0[position] != 0 {
            var slot = Int(truncatingIfNeeded: old.2[position]) & (size - 1)
            while starts[slot] != 0 { slot = (slot + 1) & (size - 1) }
            starts[slot] = old.0[position]
            lengths[slot] = old.1[position]
            hashes[slot] = old.2[position]
        }
    }
}
