import Crypto

/// Short content hashes for cache-friendly file names.
public enum ContentHash {
    /// The first eight hexadecimal digits of the SHA-256 of `bytes`.
    public static func hex8(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).prefix(4).map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}
