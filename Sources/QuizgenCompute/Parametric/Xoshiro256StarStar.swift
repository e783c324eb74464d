import Crypto
import QuizgenCore

/// xoshiro256** (Blackman and Vigna, 2018), seeded from the SHA-256 of a text: the generator of
/// parameter draws.
///
/// The same seed text gives the same numbers on every machine and every Swift version: the
/// state is the digest's 32 bytes read as four little-endian 64-bit words, and bounded draws use
/// ``next(below:)`` (Lemire's multiply-and-reject method, written out here) rather than the
/// standard library's `random(in:using:)`, whose way of using the bits is not promised to stay.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// Creates a generator from a seed text such as `exam|question|variant`.
    ///
    /// - Parameter seed: Any text; its UTF-8 bytes are hashed.
    public init(seed: String) {
        let digest = Array(SHA256.hash(data: Array(seed.utf8)))
        func word(_ index: Int) -> UInt64 {
            (0..<8).reduce(UInt64(0)) { $0 | UInt64(digest[index * 8 + $1]) << (8 * $1) }
        }
        state = (word(0), word(1), word(2), word(3))
        // An all-zero state would give zeros for ever; SHA-256 makes it practically impossible.
        if state == (0, 0, 0, 0) { state.0 = 0x9E37_79B9_7F4A_7C15 }
    }

    /// Creates a generator with a given state, for checking against the published reference.
    init(state: (UInt64, UInt64, UInt64, UInt64)) { self.state = state }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotate(state.3, 45)
        return result
    }

    /// A uniformly drawn integer in `0..<bound`.
    ///
    /// - Parameter bound: At least 1.
    /// - Returns: The number; 0 when `bound` is 0 or 1.
    public mutating func next(below bound: UInt64) -> UInt64 {
        guard bound > 1 else { return 0 }
        // Lemire (2019): the high word of a 128-bit product, rejecting the few low words that
        // would make some results more likely than others.
        let threshold = (0 &- bound) % bound
        while true {
            let (high, low) = next().multipliedFullWidth(by: bound)
            if low >= threshold { return high }
        }
    }

    private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
