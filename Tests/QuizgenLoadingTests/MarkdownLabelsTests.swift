import Foundation
import Testing

@testable import QuizgenLoading

@Suite("Markdown labels")
struct MarkdownLabelsTests {
    @Test("a table's name replaces every {number}, as Foundation's replacingOccurrences does")
    func tableName() {
        let templates = [
            "Table {number}", "{number}", "{number}{number}", "Table {numbe", "{{number}}", "", "{",
            "number",
            "Tableau n° {number} / {number}", "表 {number}", "👩‍👩‍👧{number}e\u{301}", "{NUMBER} {number",
        ]
        for template in templates {
            for number in [1, 12, 305] {
                let labels = MarkdownLabels(table: template)
                #expect(
                    labels.tableName(number)
                        == template.replacingOccurrences(of: "{number}", with: String(number)),
                    "\(template)")
            }
        }
    }
}
