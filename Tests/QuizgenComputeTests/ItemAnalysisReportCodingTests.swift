import Foundation
import Testing

@testable import QuizgenCompute

@Suite("Item analysis report JSON")
struct ItemAnalysisReportCodingTests {
    private func jsonObject(_ report: ItemAnalysisReport) throws -> [String: Any] {
        let data = try JSONEncoder().encode(report)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func examKeysAreStableSnakeCase() throws {
        let object = try jsonObject(try selfCheckReport())
        let exam = try #require(object["exam"] as? [String: Any])
        for key in [
            "mean", "median", "sd", "skewness", "kurtosis", "cic", "error_ratio",
            "standard_error", "attempts", "min", "max", "quartiles", "histogram", "pass_rate",
            "maximum_total",
        ] {
            #expect(exam[key] != nil, "missing exam key \(key)")
        }
        #expect(exam["pass_rate"] is NSNull)
    }

    @Test func questionKeysAreStableSnakeCase() throws {
        let object = try jsonObject(try selfCheckReport())
        let questions = try #require(object["questions"] as? [[String: Any]])
        #expect(questions.count == 4)
        for key in [
            "facility", "sd", "random_guess", "intended_weight", "effective_weight",
            "discrimination_index", "discriminative_efficiency", "upper_lower_discrimination",
            "review_flags", "max_mark", "mean_mark",
        ] {
            #expect(questions[0][key] != nil, "missing question key \(key)")
        }
        #expect(questions[0]["random_guess"] is NSNull)
        #expect(questions[0]["facility"] as? Double == 62.5)
    }

    @Test func undefinedValuesAreNullNotMissing() throws {
        let report = try ItemAnalyzer().analyse(
            try MarksMatrix(questionCount: 1, rows: []), maxMarks: [1])
        let object = try jsonObject(report)
        let exam = try #require(object["exam"] as? [String: Any])
        #expect(exam["skewness"] is NSNull && exam["cic"] is NSNull)
    }

    @Test func roundTrips() throws {
        let report = try selfCheckReport(ItemAnalyzer(passMark: 3))
        let decoded = try JSONDecoder().decode(
            ItemAnalysisReport.self, from: try JSONEncoder().encode(report))
        #expect(decoded == report)
    }
}
