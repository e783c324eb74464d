import Foundation
import QuizgenCore

/// One QTI 2.1 `assessmentItem`: its `itemBody` (XHTML with one interaction) and its
/// `responseDeclaration` (correct response, or a mapping).
///
/// Choice (single and multiple), text entry (a short answer, or blanks when it sits inside
/// the text), extended text (essay), order and match/associate interactions map; others
/// (hotspot, hottext, graphic, slider, upload, …) are reported.
struct QTI21Item {
    let path: String
    let root: SourceXMLElement
    let media: MediaSource
    /// The item's folder inside the package (or below the file given); image paths are
    /// resolved against it.
    var base = ""

    static let interactions: Set<String> = [
        "choiceInteraction", "textEntryInteraction", "extendedTextInteraction", "orderInteraction",
        "matchInteraction",
        "associateInteraction", "inlineChoiceInteraction", "hotspotInteraction",
        "hottextInteraction", "gapMatchInteraction",
        "sliderInteraction", "uploadInteraction", "graphicOrderInteraction",
        "graphicAssociateInteraction",
        "graphicGapMatchInteraction", "positionObjectInteraction", "selectPointInteraction",
        "drawingInteraction",
        "mediaInteraction", "customInteraction", "endAttemptInteraction",
    ]

    /// Reads the item into `result` under `category`.
    func read(into result: inout ImportResult, category: String) {
        result.touch(category)
        if let question = build(into: &result) { result.add(question, category: category) }
    }

    /// An image path relative to the package root (unchanged when it leaves the package; the
    /// import then reports it).
    private func rewrite(_ src: String) -> String { QTIReader.join(base, src) ?? src }

    private var name: String { root.attributes["title"] ?? root.attributes["identifier"] ?? "item" }
    private var location: SourceLocation {
        SourceLocation(path: path, line: root.line, column: root.column)
    }

    /// The item's response declarations by identifier (the first of each), looked up once per
    /// interaction: a search per interaction took time in the square of their number.
    /// (An interaction without `responseIdentifier` takes the first declaration without
    /// `identifier`, as the search did.)
    private func declarations() -> [String?: SourceXMLElement] {
        var declarations: [String?: SourceXMLElement] = [:]
        for declaration in root.children("responseDeclaration") {
            let identifier = declaration.attributes["identifier"]
            if declarations[identifier] == nil { declarations[identifier] = declaration }
        }
        return declarations
    }

    private func correct(
        _ responseIdentifier: String?, in declarations: [String?: SourceXMLElement]
    ) -> (values: [String], mapping: [String: Double]) {
        guard let declaration = declarations[responseIdentifier] else { return ([], [:]) }
        let values =
            declaration.child("correctResponse")?.children("value").map {
                $0.text.trimmingCharacters(in: .whitespacesAndNewlines)
            } ?? []
        var mapping: [String: Double] = [:]
        for entry in declaration.child("mapping")?.children("mapEntry") ?? [] {
            if let key = entry.attributes["mapKey"],
                let value = entry.attributes["mappedValue"].flatMap(Double.init)
            {
                mapping[key] = value
            }
        }
        return (values, mapping)
    }

    private func markdown(_ html: String, into result: inout ImportResult) -> String {
        result.markdown(html, format: .html, media: media, question: name, at: location)
    }

    func build(into result: inout ImportResult) -> ImportedQuestion? {
        guard root.name == "assessmentItem", let body = root.child("itemBody") else {
            result.skip("qti.item", "'\(name)' has no itemBody; not imported", at: location)
            return nil
        }
        let found = Self.allInteractions(body)
        let points =
            root.children("outcomeDeclaration").first { $0.attributes["identifier"] == "MAXSCORE" }?
            .child("defaultValue")?.child("value").flatMap {
                Double($0.text.trimmingCharacters(in: .whitespacesAndNewlines))
            } ?? 1
        if !root.children("modalFeedback").isEmpty || body.descendant("feedbackInline") != nil
            || body.descendant("feedbackBlock") != nil
        {
            result.lose(
                "qti.feedback",
                "item '\(name)': feedback (modalFeedback, feedbackInline, feedbackBlock) is not kept",
                at: location)
        }
        func make(_ kind: ImportedKind, _ text: String) -> ImportedQuestion {
            ImportedQuestion(
                title: root.attributes["title"], kind: kind, text: text, points: points,
                location: location)
        }
        guard let interaction = found.first else {
            result.skip(
                "qti.interaction", "item '\(name)' has no interaction; not imported", at: location)
            return nil
        }
        if found.allSatisfy({
            $0.name == "textEntryInteraction" || $0.name == "inlineChoiceInteraction"
        }), found.count > 1 || Self.isInline(interaction, in: body) {
            return blanks(body, found, into: &result).map { make(.blanks, $0) }
        }
        if found.count > 1 {
            result.skip(
                "qti.interaction",
                "item '\(name)' has \(found.count) interactions; quizgen questions have one; not imported",
                at: location)
            return nil
        }
        let prompt =
            interaction.child("prompt").map {
                markdown($0.innerHTML(rewrite: rewrite), into: &result)
            } ?? ""
        var text = markdown(
            body.innerHTML(skipping: Self.interactions, rewrite: rewrite), into: &result)
        if !prompt.isEmpty { text = text.isEmpty ? prompt : text + "\n\n" + prompt }
        let (values, mapping) = correct(
            interaction.attributes["responseIdentifier"], in: declarations())
        switch interaction.name {
        case "choiceInteraction":
            let correctSet = Set(
                values.isEmpty ? mapping.filter { $0.value > 0 }.map(\.key) : values)
            if mapping.values.contains(where: { $0 != 1 && $0 != 0 })
                || mapping.values.contains(where: { $0 < 0 })
            {
                result.lose(
                    "qti.mapping",
                    "item '\(name)': the score mapping (\(mapping.sorted { $0.key < $1.key }.map { NumberText.format($0.value) }.joined(separator: ", "))) is not kept; quizgen scores by the exam's rule",
                    at: location)
            }
            var choices: [Choice] = []
            for choice in interaction.children("simpleChoice") {
                let identifier = choice.attributes["identifier"] ?? ""
                let choiceText = BankMarkdownWriter.oneLine(
                    markdown(
                        choice.innerHTML(skipping: ["feedbackInline"], rewrite: rewrite),
                        into: &result))
                choices.append(
                    Choice(
                        id: Choice.id(forIndex: choices.count),
                        text: choiceText.isEmpty ? "(empty)" : choiceText,
                        correct: correctSet.contains(identifier),
                        fixed: choice.attributes["fixed"] == "true",
                        location: SourceLocation(
                            path: path, line: choice.line, column: choice.column)))
            }
            guard choices.contains(where: \.correct) else {
                result.skip(
                    "qti.no-correct", "item '\(name)': no correct choice is declared; not imported",
                    at: location)
                return nil
            }
            let single = interaction.attributes["maxChoices"] == "1"
            return make(
                .question(
                    single && choices.filter(\.correct).count == 1
                        ? .singleChoice(choices) : .multipleChoice(choices)), text)
        case "textEntryInteraction":
            let accepted =
                values.isEmpty ? mapping.filter { $0.value > 0 }.map(\.key).sorted() : values
            guard !accepted.isEmpty else {
                result.skip(
                    "qti.no-correct",
                    "item '\(name)': no correct response is declared; not imported", at: location)
                return nil
            }
            return make(
                .question(.shortAnswer(ShortAnswerKey(accepted: accepted, caseSensitive: true))),
                text)
        case "extendedTextInteraction":
            return make(.question(.essay), text)
        case "orderInteraction":
            let choices = Dictionary(
                interaction.children("simpleChoice").map {
                    ($0.attributes["identifier"] ?? "", $0)
                }, uniquingKeysWith: { a, _ in a })
            let items = values.compactMap { choices[$0] }.enumerated().map { index, choice in
                OrderItem(
                    id: Choice.id(forIndex: index),
                    text: BankMarkdownWriter.oneLine(
                        markdown(choice.innerHTML(rewrite: rewrite), into: &result)))
            }
            guard items.count >= 2 else {
                result.skip(
                    "qti.no-correct", "item '\(name)': no correct order is declared; not imported",
                    at: location)
                return nil
            }
            return make(.question(.ordering(items)), text)
        case "matchInteraction", "associateInteraction":
            let choices = interaction.descendants("simpleAssociableChoice")
            let byID = Dictionary(
                choices.map { ($0.attributes["identifier"] ?? "", $0) },
                uniquingKeysWith: { a, _ in a })
            var pairs: [MatchPair] = []
            for value in values {
                let ids = value.split(whereSeparator: \.isWhitespace).map(String.init)
                guard ids.count == 2, let left = byID[ids[0]], let right = byID[ids[1]] else {
                    continue
                }
                pairs.append(
                    MatchPair(
                        id: Choice.id(forIndex: pairs.count),
                        left: BankMarkdownWriter.oneLine(
                            markdown(left.innerHTML(rewrite: rewrite), into: &result)),
                        right: BankMarkdownWriter.oneLine(
                            markdown(right.innerHTML(rewrite: rewrite), into: &result))))
            }
            guard pairs.count >= 2 else {
                result.skip(
                    "qti.no-correct",
                    "item '\(name)': fewer than two correct pairs are declared; not imported",
                    at: location)
                return nil
            }
            return make(.question(.matching(pairs)), text)
        default:
            result.skip(
                "qti.interaction",
                "item '\(name)': QTI's \(interaction.name) has no quizgen equivalent; not imported",
                at: location)
            return nil
        }
    }

    static func allInteractions(_ node: SourceXMLElement) -> [SourceXMLElement] {
        var found: [SourceXMLElement] = []
        for child in node.children {
            if interactions.contains(child.name) {
                found.append(child)
            } else {
                found.append(contentsOf: allInteractions(child))
            }
        }
        return found
    }

    /// Whether an interaction sits inside a paragraph's text rather than being a block of its own.
    static func isInline(_ interaction: SourceXMLElement, in body: SourceXMLElement) -> Bool {
        !body.children.contains { $0 === interaction }
    }

    private func blanks(
        _ body: SourceXMLElement, _ found: [SourceXMLElement], into result: inout ImportResult
    ) -> String? {
        var blanks: [String] = []
        let declarations = declarations()
        for interaction in found {
            let (values, mapping) = correct(
                interaction.attributes["responseIdentifier"], in: declarations)
            if interaction.name == "inlineChoiceInteraction" {
                let correctSet = Set(values)
                let options = interaction.children("inlineChoice").map { choice in
                    (
                        text: choice.allText.trimmingCharacters(in: .whitespacesAndNewlines),
                        correct: correctSet.contains(choice.attributes["identifier"] ?? "")
                    )
                }
                blanks.append(BlankMarkup.choice(options))
            } else {
                let accepted =
                    values.isEmpty ? mapping.filter { $0.value > 0 }.map(\.key).sorted() : values
                guard !accepted.isEmpty else {
                    result.skip(
                        "qti.no-correct",
                        "item '\(name)': a text entry has no correct response; not imported",
                        at: location)
                    return nil
                }
                blanks.append(BlankMarkup.text(accepted))
            }
        }
        var html = body.innerHTMLMarkingInteractions(Self.interactions, rewrite: rewrite)
        let text = markdown(html, into: &result)
        html = ""
        return BlankMarkup.fill(text, with: blanks)
    }
}
