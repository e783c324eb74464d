import QuizgenCore

/// A blank as a Moodle cloze (embedded answers) sub-question: `{1:SHORTANSWER:=Vltava~=Moldau}`,
/// `{2:MULTICHOICE:=Elbe~Danube}`.
enum ClozeCode {
    static func code(
        for blank: Blank, question id: String, at: SourceLocation,
        into diagnostics: inout Diagnostics
    ) -> String {
        let weight = max(1, blank.weight.rounded())
        if weight != blank.weight {
            diagnostics.warning(
                "export.lost",
                "question '\(id)': Moodle cloze weights are whole numbers; a blank weight of \(NumberText.format(blank.weight)) becomes \(NumberText.format(weight))",
                at: at)
        }
        switch blank.answer {
        case .text(let key):
            let type = key.caseSensitive ? "SHORTANSWER_C" : "SHORTANSWER"
            return "{\(NumberText.format(weight)):\(type):"
                + key.accepted.map { "=" + escape($0) }.joined(separator: "~") + "}"
        case .choice(let options):
            let right = options.filter(\.correct).count
            let answers = options.map { option -> String in
                if !option.correct { return escape(option.text) }
                return right == 1 ? "=" + escape(option.text) : "%100%" + escape(option.text)
            }
            return "{\(NumberText.format(weight)):MULTICHOICE:" + answers.joined(separator: "~")
                + "}"
        }
    }

    /// Cloze's escapes: `\}`, `\~`, `\#`, `\/`, `\"`, `\\`.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            if "}~#/\"\\".contains(c) { out += "\\" }
            out.append(c)
        }
        return out
    }
}
