import Foundation
import QuizgenCore

/// Reads Moodle XML (`<quiz>` of `<question type=…>`).
///
/// Category pseudo-questions switch the bank; `<file encoding="base64">` elements are written as
/// images beside the bank and the `@@PLUGINFILE@@/name` links rewritten to them.
struct MoodleXMLReader {
    /// Display path of the file.
    let path: String
    /// The file's bytes.
    let data: Data

    /// The grades Moodle accepts for an answer, in percent (and their negatives).
    static let allowedGrades: [Double] = [
        100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667,
        14.28571, 12.5, 11.11111, 10, 5, 0,
    ]

    /// Reads every question into `result`, starting in `category`.
    func read(into result: inout ImportResult, category initial: String) {
        guard let root = SourceXMLElement.parse(data, path: path, into: &result) else { return }
        guard root.name == "quiz" else {
            result.error(
                "moodle.root", "a Moodle XML file has a <quiz> root element, found <\(root.name)>",
                at: location(root))
            return
        }
        var category = initial
        for element in root.children where element.name == "question" {
            let type = element.attributes["type"] ?? ""
            if type == "category" {
                let path = element.child("category")?.child("text")?.text ?? ""
                category = GIFTReader.categoryName(
                    path.trimmingCharacters(in: .whitespacesAndNewlines))
                result.touch(category)
                let info =
                    element.child("info")?.child("text")?.text.trimmingCharacters(
                        in: .whitespacesAndNewlines) ?? ""
                if !info.isEmpty {
                    result.lose(
                        "moodle.category",
                        "category '\(category)': its description is not kept (a bank has none)",
                        at: location(element))
                }
                continue
            }
            var question = MoodleQuestion(reader: self, element: element, type: type)
            if let imported = question.build(into: &result) {
                result.add(imported, category: category)
            }
        }
    }

    func location(_ element: SourceXMLElement) -> SourceLocation {
        SourceLocation(path: path, line: element.line, column: element.column)
    }

    /// The source format of a text-bearing element's `format` attribute.
    static func format(_ element: SourceXMLElement?) -> SourceTextFormat {
        switch element?.attributes["format"] ?? "html" {
        case "plain_text": .plain
        case "markdown": .markdown
        default: .html
        }
    }

    /// The embedded files of an element and everything below it, by name and by `path/name`.
    static func files(in element: SourceXMLElement) -> [String: Data] {
        var files: [String: Data] = [:]
        for file in element.descendants("file") {
            guard let name = file.attributes["name"], file.attributes["encoding"] == "base64",
                let data = Data(base64Encoded: file.text, options: .ignoreUnknownCharacters)
            else { continue }
            files[name] = data
            let folder = (file.attributes["path"] ?? "/").trimmingCharacters(
                in: CharacterSet(charactersIn: "/"))
            if !folder.isEmpty { files["\(folder)/\(name)"] = data }
        }
        return files
    }

    /// Whether `fraction` is one of Moodle's grades.
    static func isAllowedGrade(_ fraction: Double) -> Bool {
        allowedGrades.contains { abs(abs(fraction) - $0) < 0.0001 }
    }

    /// The nearest allowed grade, for a suggestion.
    static func nearestGrade(_ fraction: Double) -> Double {
        let sign: Double = fraction < 0 ? -1 : 1
        let nearest = allowedGrades.min { abs($0 - abs(fraction)) < abs($1 - abs(fraction)) } ?? 0
        return sign * nearest
    }
}
