import Crypto

/// Short content hashes for cache-friendly file names.
public enum ContentHash {
    /// The first eight hexadecimal digits of the SHA-256 of `bytes`.
    public static func hex8(_ bytes: [UInt8]) -> String { hex(SHA256.hash(data: bytes).prefix(4)) }

    /// The SHA-256 of `bytes` in lower-case hexadecimal (64 digits), as `sha256sum` prints it.
    public static func sha256Hex(_ bytes: [UInt8]) -> String { hex(SHA256.hash(data: bytes)) }

    /// Lower-case hexadecimal, two digits a byte.
    ///
    /// - Parameter bytes: Any bytes (a digest, a MAC, a prefix of one).
    /// - Returns: The text, `2 * count` characters.
    public static func hex<D: Sequence>(_ bytes: D) -> String where D.Element == UInt8 {
        // Two digits a byte from a table into one buffer (a `String(radix:)` a byte was most of
        // the time of hashing a build's 10,000 pages).
        var digits: [UInt8] = []
        digits.reserveCapacity(64)
        for byte in bytes {
            digits.append(hexDigits[Int(byte >> 4)])
            digits.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: digits, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
