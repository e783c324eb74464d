import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenSite

/// The terminal output of `quizgen grade`: aligned columns, no colour.
enum GradeTable {
    static func render(_ results: ExamResults) -> String {
        let n = NumberText.twoPlaces
        let exam = results.exam.exam
        var out =
            "\(exam.code) · \(exam.title) · \(results.attempts.count) graded, \(results.issues.filter { $0.kind == .excluded }.count) excluded\n\n"
        out += table(
            ["Examinee", "Points", "Max", "%", "Grade", "Passed", "Timing"],
            results.attempts.map { a in
                [
                    a.examinee, n(a.points), n(a.maximum), n(a.percentage), a.band ?? "",
                    a.passed.map { $0 ? "yes" : "no" } ?? "", a.timing.label,
                ]
            }, numeric: [1, 2, 3])
        if let stats = results.report?.exam {
            // The item analysis works on the marks: base points (and late penalties) say nothing
            // about the questions, so they are left out; say so, and give the grade's mean too.
            let base = exam.basePoints
            out +=
                "\nStatistics of the marks, without base points (marks out of \(n(stats.maximumTotal))"
            out += base > 0 ? "; a grade adds \(base) base points):\n" : "):\n"
            let grades = results.attempts.map(\.points)
            let meanGrade = grades.isEmpty ? nil : grades.reduce(0, +) / Double(grades.count)
            out += table(
                ["Statistic", "Value"],
                [
                    ["mean", n(stats.mean)], ["median", n(stats.median)], ["sd", n(stats.sd)],
                    ["skewness", n(stats.skewness)],
                    ["kurtosis", n(stats.kurtosis)], ["cic %", n(stats.cic)],
                    ["error ratio %", n(stats.errorRatio)],
                    ["standard error", n(stats.standardError)],
                    ["mean grade (points, with base points)", n(meanGrade)],
                    ["pass rate % (of the grades)", n(stats.passRate)],
                ], numeric: [1])
        }
        if let questions = results.report?.questions {
            out += "\n"
            out += table(
                [
                    "Question", "Facility %", "SD %", "Discrimination %", "Efficiency %",
                    "Effective weight %",
                ],
                questions.map { q in
                    [
                        results.exam.questions[q.index].question.id, n(q.facility), n(q.sd),
                        n(q.discriminationIndex),
                        n(q.discriminativeEfficiency), n(q.effectiveWeight),
                    ]
                }, numeric: [1, 2, 3, 4, 5])
        }
        if !results.issues.isEmpty {
            out += "\nExcluded and adjusted:\n"
            for issue in results.issues {
                out +=
                    "  \(issue.location): \(issue.kind.rawValue): \(issue.examinee.isEmpty ? "" : issue.examinee + ": ")\(issue.reason)\n"
            }
        }
        return out
    }

    /// Columns padded to their widest cell (by characters); `numeric` columns right-aligned.
    static func table(_ header: [String], _ rows: [[String]], numeric: Set<Int>) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").replacingOccurrences(
                of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n") + "\n"
    }

    static func json(_ results: ExamResults) -> String {
        let parse = { (text: String) in
            (try? JSONSerialization.jsonObject(with: Data(text.utf8))) ?? NSNull()
        }
        let object: [String: Any] = [
            "gradebook": parse(GradingFormat.gradebookJSON(results)),
            "statistics": parse(GradingFormat.statisticsJSON(results)),
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: object,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
