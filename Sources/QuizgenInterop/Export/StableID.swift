/// Stable identifiers for exported packages: the same input always gives the same ids, so two
/// exports of one exam are byte-identical.
enum StableID {
    /// 16 hex digits of FNV-1a over `text`.
    static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// An XML-safe identifier: `prefix` and a hash of the parts.
    static func make(_ prefix: String, _ parts: String...) -> String {
        prefix + "_" + hex(parts.joined(separator: "\u{1F}"))
    }
}
