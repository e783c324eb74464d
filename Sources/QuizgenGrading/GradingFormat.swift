import Foundation
import QuizgenCompute
import QuizgenCore

/// Number formatting shared by the grading pages, files and the `grade` command.
public enum GradingFormat {
    /// The statistics report (`statistics.json`): stable snake_case keys, percentages as in
    /// Moodle, `null` for undefined values. See docs/grading.md.
    public static func statisticsJSON(_ results: ExamResults) -> String {
        let encoder = JSONEncoder()
        var questions: [[String: Any]] = []
        for (index, entry) in results.exam.questions.enumerated() {
            var object: [String: Any] = [
                "id": entry.question.id, "type": entry.question.kind.typeName,
                "weight": entry.weight,
            ]
            if let stats = results.report?.questions[index], let data = try? encoder.encode(stats),
                let decoded = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            {
                object.merge(decoded) { a, _ in a }
            }
            questions.append(object)
        }
        var exam: Any = NSNull()
        if let stats = results.report?.exam, let data = try? encoder.encode(stats) {
            exam = (try? JSONSerialization.jsonObject(with: data)) ?? NSNull()
        }
        let document: [String: Any] = [
            "format": "quizgen-statistics/1", "exam": results.exam.exam.code,
            "title": results.exam.exam.title,
            "snapshot": results.exam.snapshotHash, "graded": results.attempts.count,
            // The figures under `statistics` are marks, without these (see docs/grading.md).
            "base_points": results.exam.exam.basePoints,
            "excluded": results.issues.filter { $0.kind == .excluded }.count,
            "statistics": exam, "questions": questions,
        ]
        return json(document)
    }

    /// The gradebook as JSON: one entry per graded examinee, then the excluded and adjusted ones.
    public static func gradebookJSON(_ results: ExamResults) -> String {
        let ids = results.exam.questions.map(\.question.id)
        let attempts: [[String: Any]] = results.attempts.map { a in
            [
                "examinee": a.examinee, "points": a.points, "raw_points": a.rawPoints,
                "maximum": a.maximum,
                "percentage": (a.percentage * 100).rounded() / 100, "grade": a.band ?? NSNull(),
                "passed": a.passed ?? NSNull(),
                "timing": a.timing.label, "source": "\(a.location)",
                "questions": Dictionary(uniqueKeysWithValues: zip(ids, a.questionPoints)),
            ]
        }
        let issues: [[String: Any]] = results.issues.map {
            [
                "examinee": $0.examinee, "kind": $0.kind.rawValue, "reason": $0.reason,
                "source": "\($0.location)",
            ]
        }
        return json([
            "format": "quizgen-gradebook/1", "exam": results.exam.exam.code, "attempts": attempts,
            "issues": issues,
        ])
    }

    /// The gradebook as CSV (RFC 4180): examinee, points, maximum, percentage, grade, passed,
    /// timing, then the points of each question, and with `resultURL` a last column
    /// `result_url`: each examinee's private result page, for the teacher to send.
    public static func gradebookCSV(
        _ results: ExamResults, resultURL: ((GradedAttempt) -> String)? = nil
    ) -> String {
        let ids = results.exam.questions.map(\.question.id)
        var rows = [
            ["examinee", "points", "maximum", "percentage", "grade", "passed", "timing"] + ids
                + (resultURL == nil ? [] : ["result_url"])
        ]
        for a in results.attempts {
            rows.append(
                [
                    a.examinee, NumberText.twoPlaces(a.points), NumberText.twoPlaces(a.maximum),
                    NumberText.twoPlaces(a.percentage), a.band ?? "",
                    a.passed.map { $0 ? "yes" : "no" } ?? "", a.timing.label,
                ] + a.questionPoints.map { NumberText.twoPlaces($0) }
                    + (resultURL.map { [$0(a)] } ?? []))
        }
        return rows.map { $0.map(CSVField.cell).joined(separator: ",") }.joined(separator: "\r\n")
            + "\r\n"
    }

    static func json(_ object: Any) -> String {
        let data =
            (try? JSONSerialization.data(
                withJSONObject: presentable(object),
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `object` with every non-integral number rounded at presentation (``GradeDecimal``), so
    /// no `2.2e-16` or `14.000000000000002` reaches a file.
    static func presentable(_ object: Any) -> Any {
        switch object {
        case let dictionary as [String: Any]: return dictionary.mapValues(presentable)
        case let array as [Any]: return array.map(presentable)
        case is Bool, is Int, is String, is NSNull: return object
        case let number as NSNumber:
            let value = number.doubleValue
            guard value.isFinite, value != value.rounded() else { return object }
            return GradeDecimal.presentable(value)
        case let value as Double:
            return value.isFinite ? GradeDecimal.presentable(value) : value
        default: return object
        }
    }
}
