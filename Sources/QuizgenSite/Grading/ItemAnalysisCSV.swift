import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenI18n

/// `item-analysis.csv`: one row per question with its text, the statistics of the dashboard
/// (percentages as Moodle shows them, empty when not defined), the reasons to review it and
/// each choice's share. Written beside `statistics.json`: in the site, or in the separate
/// grading folder with the gradebook when the dashboards are private.
enum ItemAnalysisCSV {
    static let header = [
        "number", "id", "question", "type", "weight", "facility", "sd", "random_guess",
        "intended_weight",
        "effective_weight", "discrimination_index", "discriminative_efficiency", "review",
        "choices",
    ]

    static func render(_ results: ExamResults, views: ExamDashboardViews, catalog: Catalog)
        -> String
    {
        var rows = [header]
        let reviews = Dictionary(
            views.reviews.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
        for (index, entry) in results.exam.questions.enumerated() {
            let stats = results.report?.questions.first { $0.index == index }
            let cell = { (v: Double?) in v.map { NumberText.twoPlaces($0) } ?? "" }
            let review =
                reviews[index].map { r in
                    r.findings.map { views.sentence($0, index: index, catalog: catalog).text }
                        .joined(separator: " ")
                } ?? ""
            let choices = (stats?.choices?.frequencies ?? []).map { row in
                "\(views.choiceText(index, row.choice))\(views.isCorrect(index, row.choice) ? " " + catalog.text("grading.answer_mark") : ""): \(row.count) (\(cell(row.proportion)) %)"
            }.joined(separator: "; ")
            rows.append([
                String(index + 1), entry.question.id, views.texts[index],
                entry.question.kind.typeName, NumberText.twoPlaces(entry.weight),
                cell(stats?.facility), cell(stats?.sd), cell(stats?.randomGuess),
                cell(stats?.intendedWeight),
                cell(stats?.effectiveWeight), cell(stats?.discriminationIndex),
                cell(stats?.discriminativeEfficiency),
                review, choices,
            ])
        }
        return rows.map { $0.map(CSVField.cell).joined(separator: ",") }.joined(separator: "\r\n")
            + "\r\n"
    }
}
