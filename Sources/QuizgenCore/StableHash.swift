/// FNV-1a (64 bits): the one stable hash of quizgen, the same on every run and machine (Swift's
/// `Hasher` is seeded per process). Not for security: ids, seeds, tags and fingerprints.
public struct StableHash: Sendable, Hashable {
    /// FNV-1a's 64-bit offset basis, the hash of nothing (inlinable, so a hot loop in another
    /// module folds it as a constant rather than calling a global's accessor).
    @inlinable public static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }
    /// FNV-1a's 64-bit prime.
    @inlinable public static var prime: UInt64 { 0x100_0000_01b3 }

    /// The hash of what was added so far.
    public var value: UInt64 = Self.offsetBasis

    /// The hash of nothing.
    public init() {}

    /// Adds one byte.
    @inlinable public mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    /// Adds bytes in order.
    @inlinable public mutating func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        for byte in bytes { add(byte) }
    }

    /// The hash of a text's UTF-8 bytes.
    public static func of(_ text: String) -> UInt64 {
        var hash = StableHash()
        hash.add(text.utf8)
        return hash.value
    }

    /// Sixteen lower-case hex digits of `value`, zero-padded.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
