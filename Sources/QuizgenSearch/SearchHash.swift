import QuizgenCore

/// A stable fingerprint of the index's files (not for security): the wrapping sum of each file's
/// FNV-1a hash (64 bits) of its path, a zero byte and its contents.
///
/// A sum, so that a patch that replaces some files can subtract their old hashes and add their
/// new ones: the result is still a function of the final files alone, equal to a clean build's.
struct SearchHash: Sendable, Hashable {
    private(set) var value: UInt64 = 0

    /// Adds the file at `path` with `contents`.
    mutating func add(path: String, contents: [UInt8]) {
        value &+= Self.file(path: path, contents: contents)
    }

    /// Takes out a file that `add` put in.
    mutating func remove(path: String, contents: [UInt8]) {
        value &-= Self.file(path: path, contents: contents)
    }

    /// The FNV-1a hash of `path`, a zero byte, then `contents`.
    static func file(path: String, contents: [UInt8]) -> UInt64 {
        var hash = StableHash()
        hash.add(path.utf8)
        hash.add(0)
        hash.add(contents)
        return hash.value
    }

    /// Sixteen hex digits.
    var hex: String { StableHash.hex(value) }

    /// Reads `hex`; `nil` unless it is sixteen hex digits.
    init?(hex: String) {
        guard hex.utf8.count == 16, let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    /// The hash of no files.
    init() {}
}
