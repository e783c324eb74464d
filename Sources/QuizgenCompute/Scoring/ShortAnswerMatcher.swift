/// Decides whether a typed short answer matches one of the accepted answers.
///
/// Both sides go through the same normalisation: optional whitespace normalisation (trim, then
/// collapse every inner run of whitespace to one space) and optional case folding
/// (`lowercased()`, full Unicode case mapping). Comparison is then either by Unicode canonical
/// equivalence, which is what NFC normalisation gives (Swift's `String ==`: "é" precomposed
/// equals "e" + combining acute), or, with `unicodeNormalized == false`, scalar by scalar.
public struct ShortAnswerMatcher: Sendable, Hashable, Codable {
    /// The answers that score full marks.
    public var accepted: [String] {
        didSet { normalizedAccepted = accepted.map(normalized) }
    }
    /// Whether "Paris" and "paris" differ.
    public var caseSensitive: Bool {
        didSet { normalizedAccepted = accepted.map(normalized) }
    }
    /// Whether to trim and collapse whitespace before comparing.
    public var normalizesWhitespace: Bool {
        didSet { normalizedAccepted = accepted.map(normalized) }
    }
    /// `accepted` after normalisation, computed once rather than on every answer.
    private var normalizedAccepted: [String] = [] {
        didSet { asciiAccepted = Self.ascii(normalizedAccepted) }
    }
    /// The same as bytes when all are ASCII: an ASCII answer is then normalised and compared
    /// without building a string (grading reads up to millions of answers).
    private var asciiAccepted: [[UInt8]]?
    /// Whether canonically equivalent strings (NFC-equal) match.
    public var unicodeNormalized: Bool {
        didSet { normalizedAccepted = accepted.map(normalized) }
    }

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
        self.normalizedAccepted = accepted.map(normalized)
        self.asciiAccepted = Self.ascii(normalizedAccepted)
    }

    /// Whether `answer` matches an accepted answer.
    ///
    /// - Parameter answer: What the examinee typed.
    /// - Returns: `true` when it matches; an empty answer never matches.
    public func matches(_ answer: String) -> Bool {
        if let asciiAccepted, let matched = matchesASCII(answer, asciiAccepted) { return matched }
        let given = normalized(answer)
        guard !given.isEmpty else { return false }
        return normalizedAccepted.contains { equal($0, given) }
    }

    /// `matches` for an ASCII answer and ASCII accepted answers (where normalising is
    /// collapsing the ASCII whitespace and lowering A-Z, and equal strings are equal bytes);
    /// `nil` when the answer is not ASCII.
    private func matchesASCII(_ answer: String, _ accepted: [[UInt8]]) -> Bool? {
        var answer = answer
        return answer.withUTF8 { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) {
                given -> Bool in
                var count = 0
                var pendingSpace = false
                for byte in bytes {
                    if normalizesWhitespace, byte == 0x20 || (0x09...0x0D).contains(byte) {
                        pendingSpace = count > 0
                        continue
                    }
                    if pendingSpace {
                        given[count] = 0x20
                        count += 1
                        pendingSpace = false
                    }
                    given[count] =
                        !caseSensitive && (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                    count += 1
                }
                guard count > 0 else { return false }
                let text = UnsafeMutableBufferPointer(rebasing: given[..<count])
                return accepted.contains { $0.elementsEqual(text) }
            }
        }
    }

    private static func ascii(_ texts: [String]) -> [[UInt8]]? {
        texts.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? texts.map { Array($0.utf8) } : nil
    }

    private enum CodingKeys: String, CodingKey {
        case accepted
        case caseSensitive = "case_sensitive"
        case normalizesWhitespace = "normalizes_whitespace"
        case unicodeNormalized = "unicode_normalized"
    }

    /// Decodes a matcher; missing options take their defaults.
    ///
    /// - Throws: A decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            accepted: try container.decode([String].self, forKey: .accepted),
            caseSensitive: try container.decodeIfPresent(Bool.self, forKey: .caseSensitive)
                ?? false,
            normalizesWhitespace: try container.decodeIfPresent(
                Bool.self, forKey: .normalizesWhitespace) ?? true,
            unicodeNormalized: try container.decodeIfPresent(
                Bool.self, forKey: .unicodeNormalized) ?? true)
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

    /// Trims and collapses whitespace runs to one space. Works on Unicode scalars (the
    /// whitespace property of a scalar), with an ASCII fast path, and returns the text itself
    /// when there is nothing to change.
    static func collapsingWhitespace(_ text: String) -> String {
        var needsWork = false
        var previousWasSpace = true  // a leading space needs work
        for scalar in text.unicodeScalars {
            let space = isWhitespace(scalar)
            if space && (previousWasSpace || scalar != " ") {
                needsWork = true
                break
            }
            previousWasSpace = space
        }
        if !needsWork && (!previousWasSpace || text.isEmpty) { return text }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isWhitespace(scalar) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == " " || (0x09...0x0D).contains(scalar.value)
        }
        return scalar.properties.isWhitespace
    }
}
