import QuizgenCore
import QuizgenI18n
import QuizgenLoading

/// The inline controls of a fill-in-the-blank question on the exam page: a text input for a
/// typed blank, a select for a choice blank, each labelled "Blank 2 of 3".
///
/// Nothing here depends on the key: a select lists its options by `Blank.optionID(_:)` (a hash
/// of the text), never in the author's order, and a text input carries no answer.
enum BlankControls {
    /// The rendered prompt with each placeholder replaced by its control.
    ///
    /// - Parameters:
    ///   - html: The prompt rendered from the question's text (placeholders included).
    ///   - questionID: The question's id, for field names (`q.<id>.<n>`) and element ids.
    ///   - blanks: The question's blanks.
    ///   - catalog: The site's strings (the controls' labels).
    static func prompt(_ html: String, questionID: String, blanks: [Blank], catalog: Catalog)
        -> String
    {
        BlankText.replacingBlanks(in: html) { number in
            guard number <= blanks.count else { return BlankText.placeholder(number) }
            return control(
                blanks[number - 1], number: number, of: blanks.count, questionID: questionID,
                catalog: catalog)
        }
    }

    /// The control of blank `number`.
    static func control(
        _ blank: Blank, number: Int, of total: Int, questionID: String, catalog: Catalog
    ) -> String {
        let id = MarkupEscaping.html("b-\(questionID)-\(number)")
        let name = MarkupEscaping.html("q.\(questionID).\(number)")
        let label = MarkupEscaping.html(
            catalog.text("exam.blank_of", ["number": String(number), "total": String(total)]))
        switch blank.answer {
        case .text:
            return
                "<input class=\"blank\" type=\"text\" id=\"\(id)\" name=\"\(name)\" data-blank=\"\(number)\" aria-label=\"\(label)\" autocomplete=\"off\" size=\"14\">"
        case .choice(let options):
            let shown = options.sorted { $0.id < $1.id }
                .map {
                    "<option value=\"\($0.id)\">\(MarkupEscaping.html(MarkdownPlainText.text($0.text)))</option>"
                }
            return
                "<select class=\"blank\" id=\"\(id)\" name=\"\(name)\" data-blank=\"\(number)\" aria-label=\"\(label)\"><option value=\"\">\(MarkupEscaping.html(catalog.text("exam.choose")))</option>"
                + shown.joined() + "</select>"
        }
    }

    /// The prompt for pages that show the key or the result: each blank as a numbered gap.
    static func gaps(_ html: String) -> String {
        BlankText.replacingBlanks(in: html) { "<span class=\"blank-gap\">(\($0)) ____</span>" }
    }
}
