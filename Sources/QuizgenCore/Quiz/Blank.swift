/// One blank of a fill-in-the-blank question: a short answer or a choice, with its weight
/// within the question.
///
/// Written in a question's text as `[[Vltava|Moldau]]` (accepted answers) or
/// `[[*Vltava|Elbe|Danube]]` (a choice; `*` marks the correct options), optionally followed by
/// `{weight=2}`. The question's text keeps a placeholder (`BlankText.placeholder(_:)`) where
/// the blank was, so the text itself never carries the key.
public struct Blank: Sendable, Hashable, Codable {
    /// What the examinee gives and what is accepted.
    public var answer: BlankAnswer
    /// The blank's weight within the question (default 1); the question's credit is the
    /// weighted fraction of its blanks' credits.
    public var weight: Double
    /// Where the blank is written.
    public var location: SourceLocation

    /// Creates a blank.
    public init(answer: BlankAnswer, weight: Double = 1, location: SourceLocation) {
        self.answer = answer
        self.weight = weight
        self.location = location
    }

    /// The option id of a choice blank's option text: a hash of the text, so that neither the
    /// id nor the order of the options (listed by id) reveals which one is correct.
    public static func optionID(_ text: String) -> String { ContentID.make(prefix: "o", text) }
}
