/// What every examinee selected on one choice question, one bit per choice: the compact form
/// of ``ChoiceResponses`` for many examinees (no array of ids per examinee).
public struct ChoiceSelections: Sendable, Hashable, Codable {
    /// The question's choice ids in display order.
    public var choices: [String]
    /// Words per examinee: one per 64 choices, at least one.
    public var wordsPerExaminee: Int
    /// Examinee `e`'s selections are words `e * wordsPerExaminee ..< (e + 1) * wordsPerExaminee`;
    /// bit `b` of word `w` is set when they selected `choices[64 * w + b]`.
    public var bits: [UInt64]

    /// Creates the selections of one question.
    ///
    /// - Parameters:
    ///   - choices: The choice ids in display order.
    ///   - bits: `wordsPerExaminee(choices.count)` words per examinee, in examinee order.
    public init(choices: [String], bits: [UInt64]) {
        self.choices = choices
        self.wordsPerExaminee = Self.wordsPerExaminee(choices.count)
        self.bits = bits
    }

    /// The number of examinees.
    public var examineeCount: Int { bits.count / wordsPerExaminee }

    /// The words one examinee's selections take for `choiceCount` choices.
    public static func wordsPerExaminee(_ choiceCount: Int) -> Int {
        max(1, (choiceCount + 63) / 64)
    }
}
