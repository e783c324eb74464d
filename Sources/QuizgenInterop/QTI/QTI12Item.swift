import Foundation
import QuizgenCore

/// One QTI 1.2 `item`.
struct QTI12Item {
    let path: String
    let item: SourceXMLElement
    let media: MediaSource
    let name: String
    let location: SourceLocation

    init(path: String, item: SourceXMLElement, media: MediaSource) {
        self.path = path
        self.item = item
        self.media = media
        let title = item.attributes["title"] ?? ""
        self.name = title.isEmpty ? (item.attributes["ident"] ?? "item") : title
        self.location = SourceLocation(path: path, line: item.line, column: item.column)
    }

    /// A `qtimetadatafield` value of the item.
    func metadata(_ label: String) -> String? {
        for field in item.descendants("qtimetadatafield")
        where field.child("fieldlabel")?.text == label {
            return field.child("fieldentry")?.text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return nil
    }

    /// The Markdown of a `material`'s `mattext`.
    func markdown(_ material: SourceXMLElement?, into result: inout ImportResult) -> String {
        guard let mattext = material?.child("mattext") else { return "" }
        let format: SourceTextFormat =
            (mattext.attributes["texttype"] ?? "text/plain") == "text/html" ? .html : .plain
        return result.markdown(
            mattext.text, format: format, media: media, question: name, at: location)
    }

    /// The raw text of a `material`'s `mattext`.
    func raw(_ material: SourceXMLElement?) -> String { material?.child("mattext")?.text ?? "" }

    /// Scoring conditions (a `setvar` above 0) and the values they require, per response.
    func scoring() -> [(
        required: [(respident: String, value: String)], ranges: [(String, Double?, Double?)]
    )] {
        var found: [([(String, String)], [(String, Double?, Double?)])] = []
        for condition in item.descendants("respcondition") {
            guard let setvar = condition.child("setvar"),
                let value = Double(setvar.text.trimmingCharacters(in: .whitespacesAndNewlines)),
                value > 0,
                let conditionvar = condition.child("conditionvar")
            else { continue }
            var required: [(String, String)] = []
            var ranges: [(String, Double?, Double?)] = []
            Self.collect(conditionvar, negated: false, required: &required, ranges: &ranges)
            found.append((required, ranges))
        }
        return found.map { (required: $0.0.map { (respident: $0.0, value: $0.1) }, ranges: $0.1) }
    }

    private static func collect(
        _ node: SourceXMLElement, negated: Bool, required: inout [(String, String)],
        ranges: inout [(String, Double?, Double?)]
    ) {
        for child in node.children {
            switch child.name {
            case "not":
                collect(child, negated: true, required: &required, ranges: &ranges)
            case "varequal" where !negated:
                required.append(
                    (
                        child.attributes["respident"] ?? "",
                        child.text.trimmingCharacters(in: .whitespacesAndNewlines)
                    ))
            case "vargte", "varlte", "vargt", "varlt":
                if negated { break }
                let value = Double(child.text.trimmingCharacters(in: .whitespacesAndNewlines))
                let isLow = child.name.hasPrefix("vargt")
                ranges.append(
                    (child.attributes["respident"] ?? "", isLow ? value : nil, isLow ? nil : value))
            case "and", "or":
                collect(child, negated: negated, required: &required, ranges: &ranges)
            default:
                break
            }
        }
    }

    /// The feedback text an `itemfeedback` with `ident` holds.
    func feedback(_ ident: String, into result: inout ImportResult) -> String? {
        guard
            let element = item.children("itemfeedback").first(where: {
                $0.attributes["ident"] == ident
            })
        else { return nil }
        let text = markdown(element.descendant("material"), into: &result)
        return text.isEmpty ? nil : text
    }
}
