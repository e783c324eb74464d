import Foundation
import QuizgenCore

/// Reads a QTI 1.2 `questestinterop` as Canvas and text2qti write it: the type is in
/// `itemmetadata` (`question_type`), the HTML is escaped inside `<mattext texttype="text/html">`.
struct QTI12Reader {
    let path: String
    let root: SourceXMLElement
    let media: MediaSource

    /// Reads every item into `result`, in the assessment's title or `category`.
    func read(into result: inout ImportResult, category initial: String) {
        let assessment = root.descendant("assessment")
        let category = assessment?.attributes["title"].flatMap { $0.isEmpty ? nil : $0 } ?? initial
        result.touch(category)
        for item in root.descendants("item") {
            var reader = QTI12Item(path: path, item: item, media: media)
            if let question = reader.build(into: &result) {
                result.add(question, category: category)
            }
        }
    }
}
