import Foundation
import QuizgenCore

/// One Moodle XML `<question>` being turned into an imported question.
struct MoodleQuestion {
    let reader: MoodleXMLReader
    let element: SourceXMLElement
    let type: String
    let name: String
    let media: MediaSource
    let location: SourceLocation

    init(reader: MoodleXMLReader, element: SourceXMLElement, type: String) {
        self.reader = reader
        self.element = element
        self.type = type
        let rawName =
            element.child("name")?.child("text")?.text.trimmingCharacters(
                in: .whitespacesAndNewlines) ?? ""
        self.name = rawName.isEmpty ? "(unnamed \(type) question)" : rawName
        self.media = MediaSource(embedded: MoodleXMLReader.files(in: element))
        self.location = reader.location(element)
    }

    /// The Markdown of a text-bearing child (`questiontext`, `feedback`, …).
    func text(_ holder: SourceXMLElement?, into result: inout ImportResult) -> String {
        guard let holder, let text = holder.child("text")?.text else { return "" }
        return result.markdown(
            text, format: MoodleXMLReader.format(holder), media: media, question: name, at: location
        )
    }

    /// The answers with their fractions; `nil` (reported) when a fraction is not a Moodle grade.
    func answers(into result: inout ImportResult) -> [(
        element: SourceXMLElement, fraction: Double
    )]? {
        var answers: [(SourceXMLElement, Double)] = []
        for answer in element.children("answer") {
            let raw = answer.attributes["fraction"] ?? "0"
            guard let fraction = Double(raw) else {
                result.skip(
                    "moodle.fraction",
                    "question '\(name)': answer fraction '\(raw)' is not a number; not imported",
                    at: reader.location(answer))
                return nil
            }
            guard MoodleXMLReader.isAllowedGrade(fraction) else {
                result.skip(
                    "moodle.fraction",
                    "question '\(name)': answer fraction \(raw) is not one of Moodle's grades (did you mean \(NumberText.format(MoodleXMLReader.nearestGrade(fraction)))?); not imported",
                    at: reader.location(answer))
                return nil
            }
            answers.append((answer, fraction))
        }
        return answers
    }

    /// The question, or `nil` when it was reported as not imported.
    mutating func build(into result: inout ImportResult) -> ImportedQuestion? {
        let points =
            element.child("defaultgrade").flatMap {
                Double($0.text.trimmingCharacters(in: .whitespacesAndNewlines))
            } ?? 1
        let tags =
            element.child("tags")?.children("tag").compactMap {
                $0.child("text")?.text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            .filter { !$0.isEmpty } ?? []
        let kind: ImportedKind
        var body: String
        var parametric: (explanation: String, parameters: QuestionParameters)?
        switch type {
        case "calculated", "calculatedsimple", "calculatedmulti":
            var calculated = MoodleCalculated(question: self)
            guard let built = calculated.build(into: &result) else { return nil }
            kind = .question(built.kind)
            body = built.text
            parametric = (built.explanation, built.parameters)
        case "multichoice":
            body = text(element.child("questiontext"), into: &result)
            guard let choice = multichoice(into: &result) else { return nil }
            kind = .question(choice)
        case "truefalse":
            body = text(element.child("questiontext"), into: &result)
            guard let truth = trueFalse(into: &result) else { return nil }
            kind = .question(.trueFalse(truth))
        case "shortanswer":
            body = text(element.child("questiontext"), into: &result)
            guard let key = shortAnswer(into: &result) else { return nil }
            kind = .question(.shortAnswer(key))
        case "numerical":
            body = text(element.child("questiontext"), into: &result)
            guard let key = numerical(into: &result) else { return nil }
            kind = .question(.numeric(key))
        case "matching":
            body = text(element.child("questiontext"), into: &result)
            guard let pairs = matching(into: &result) else { return nil }
            kind = .question(.matching(pairs))
        case "essay":
            body = text(element.child("questiontext"), into: &result)
            kind = .question(.essay)
            if let template = element.child("responsetemplate")?.child("text")?.text,
                !template.isEmpty
            {
                result.lose(
                    "moodle.essay", "question '\(name)': the essay's response template is not kept",
                    at: location)
            }
        case "cloze", "multianswer":
            guard let cloze = MoodleCloze(question: self).build(into: &result) else { return nil }
            body = cloze
            kind = .blanks
        case "description":
            result.skip(
                "moodle.description",
                "question '\(name)' is a description, not a question; not imported", at: location)
            return nil
        default:
            result.skip(
                "moodle.type",
                "question '\(name)': Moodle's '\(type)' question type has no quizgen equivalent; not imported",
                at: location)
            return nil
        }
        let explanation =
            parametric?.explanation ?? text(element.child("generalfeedback"), into: &result)
        // Each `<hint format="html"><text>…</text></hint>` is a practice hint, in order.
        let hints = element.children("hint").map { text($0, into: &result) }.filter {
            !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        var imported = ImportedQuestion(
            title: name, kind: kind, text: body,
            explanation: explanation.isEmpty ? nil : explanation, points: points,
            tags: tags, location: location, parameters: parametric?.parameters)
        imported.hints = hints
        return ParametricImport.check(imported, name: name, into: &result) ? imported : nil
    }
}
