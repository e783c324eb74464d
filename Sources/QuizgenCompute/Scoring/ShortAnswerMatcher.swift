/// Decides whether a typed short answer matches one of the accepted answers.
///
/// Both sides go through the same normalisation: optional whitespace normalisation (trim, then
/// collapse every inner run of whitespace to one space) and optional case folding
/// (`lowercased()`, full Unicode case mapping). Comparison is then either by Unicode canonical
/// equivalence, which is what NFC normalisation gives (Swift's `String ==`: "é" precomposed
/// equals "e" + combining acute), or, with `unicodeNormalized == false`, scalar by scalar.
public struct ShortAnswerMatcher: Sendable, Hashable, Codable {
    /// The answers that score full marks.
    public var accepted: [String]
    /// Whether "Paris" and "paris" differ.
    public var caseSensitive: Bool
    /// Whether to trim and collapse whitespace before comparing.
    public var normalizesWhitespace: Bool
    /// Whether canonically equivalent strings (NFC-equal) match.
    public var unicodeNormalized: Bool

    /// Creates a matcher.
    ///
    /// - Parameters:
    ///   - accepted: The accepted answers.
    ///   - caseSensitive: Compare case (default `false`).
    ///   - normalizesWhitespace: Trim and collapse whitespace (default `true`).
    ///   - unicodeNormalized: Compare by canonical equivalence (default `true`).
    public init(
        accepted: [String], caseSensitive: Bool = false, normalizesWhitespace: Bool = true,
        unicodeNormalized: Bool = true
    ) {
        self.accepted = accepted
        self.caseSensitive = caseSensitive
        self.normalizesWhitespace = normalizesWhitespace
        self.unicodeNormalized = unicodeNormalized
    }

    /// Whether `answer` matches an accepted answer.
    ///
    /// - Parameter answer: What the examinee typed.
    /// - Returns: `true` when it matches; an empty answer never matches.
    public func matches(_ answer: String) -> Bool {
        let given = normalized(answer)
        guard !given.isEmpty else { return false }
        return accepted.contains { equal(normalized($0), given) }
    }

    /// The credit for `answer`: 1 when it matches, otherwise 0.
    public func score(_ answer: String) -> Double { matches(answer) ? 1 : 0 }

    /// The text as it is compared.
    public func normalized(_ text: String) -> String {
        var result = normalizesWhitespace ? Self.collapsingWhitespace(text) : text
        if !caseSensitive { result = result.lowercased() }
        return result
    }

    private func equal(_ a: String, _ b: String) -> Bool {
        unicodeNormalized ? a == b : a.unicodeScalars.elementsEqual(b.unicodeScalars)
    }

    static func collapsingWhitespace(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }
}
