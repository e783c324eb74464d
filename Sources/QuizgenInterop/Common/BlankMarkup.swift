import QuizgenCore

/// Blanks in the bank syntax (`[[Vltava|Moldau]]`, `[[*Vltava|Elbe]]{weight=2}`), written by
/// `BlankText.markup(of:)` from plain-text answers.
enum BlankMarkup {
    /// A short-answer blank accepting `accepted`.
    static func text(_ accepted: [String], weight: Double = 1) -> String {
        BlankText.markup(
            of: Blank(
                answer: .text(ShortAnswerKey(accepted: accepted)), weight: weight,
                location: SourceLocation(path: "")))
    }

    /// A choice blank with `options` (text, correct) in order.
    static func choice(_ options: [(text: String, correct: Bool)], weight: Double = 1) -> String {
        let choices = options.enumerated().map { index, option in
            Choice(
                id: Choice.id(forIndex: index), text: option.text, correct: option.correct,
                location: SourceLocation(path: ""))
        }
        return BlankText.markup(
            of: Blank(answer: .choice(choices), weight: weight, location: SourceLocation(path: "")))
    }

    /// The plain text of an HTML answer, whitespace collapsed.
    static func plain(html: String) -> String {
        HTMLTree.plainText(HTMLTree.parse(html)).split(whereSeparator: { $0.isWhitespace }).joined(
            separator: " ")
    }
}
