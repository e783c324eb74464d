import Crypto
import Foundation

/// Hashes for content-addressed file names.
public enum ContentHash {
    /// The first `length` hex digits of the SHA-256 of `bytes`.
    public static func hex(_ bytes: [UInt8], length: Int = 8) -> String {
        String(SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined().prefix(length))
    }
}
