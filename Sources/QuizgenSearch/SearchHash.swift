/// FNV-1a, 64 bits: a stable fingerprint of the index's bytes (not for security).
struct SearchHash: Sendable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes `bytes` in.
    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// Sixteen hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
