/// The answer key of one blank.
public enum BlankAnswer: Sendable, Hashable, Codable {
    /// Free text matched against accepted answers (`[[Vltava|Moldau]]`).
    case text(ShortAnswerKey)
    /// One option of a list, shown as a select (`[[*Vltava|Elbe|Danube]]`); option ids are
    /// `Blank.optionID(_:)` of their text.
    case choice([Choice])

    /// The options of a choice blank, `nil` for a text blank.
    public var options: [Choice]? {
        if case .choice(let options) = self { return options }
        return nil
    }
}
