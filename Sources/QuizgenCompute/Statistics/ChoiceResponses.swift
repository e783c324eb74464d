/// What every examinee selected on one choice question, for distractor analysis.
public struct ChoiceResponses: Sendable, Hashable, Codable {
    /// The question's choice ids in display order; ids seen only in `selections` are reported
    /// after these, sorted.
    public var choices: [String]
    /// One entry per examinee (same order as the marks matrix): the ids they selected, empty
    /// when they selected nothing. A repeated id counts once.
    public var selections: [[String]]

    /// Creates the responses of one question.
    public init(choices: [String], selections: [[String]]) {
        self.choices = choices
        self.selections = selections
    }
}
