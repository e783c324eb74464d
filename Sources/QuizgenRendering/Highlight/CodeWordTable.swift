/// A language's words, looked up straight from the code's bytes: by length and first byte, then
/// compared byte by byte, so a lookup makes no `String` (a `Set<String>` lookup did, a third of
/// the scan).
struct CodeWordTable: Sendable {
    private var buckets: [Int: [[UInt8]]] = [:]

    /// The words of `list`, space-separated (stored in lower case when `foldCase`).
    init(_ list: String, foldCase: Bool) {
        for word in list.split(separator: " ") {
            let bytes = Array((foldCase ? word.lowercased() : String(word)).utf8)
            buckets[Self.key(bytes.count, bytes[0]), default: []].append(bytes)
        }
    }

    private static func key(_ count: Int, _ first: UInt8) -> Int { count << 8 | Int(first) }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Whether `bytes[range]` is one of the words (compared in lower case when `foldCase`).
    func contains(_ bytes: [UInt8], _ range: Range<Int>, foldCase: Bool) -> Bool {
        guard !range.isEmpty else { return false }
        let first = foldCase ? Self.folded(bytes[range.lowerBound]) : bytes[range.lowerBound]
        guard let candidates = buckets[Self.key(range.count, first)] else { return false }
        return candidates.contains { word in
            var offset = 0
            for index in range {
                let byte = foldCase ? Self.folded(bytes[index]) : bytes[index]
                if byte != word[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
