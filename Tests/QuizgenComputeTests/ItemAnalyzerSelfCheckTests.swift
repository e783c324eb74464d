import Testing

@testable import QuizgenCompute

/// The brief's worked example: 8 examinees, 4 questions, max marks 1, 1, 2, 1.
///
/// Every figure comes out of Moodle's documented formulas as they stand in
/// `question/classes/statistics/questions/calculator.php` and
/// `mod/quiz/report/statistics/classes/calculator.php` (sample variances with n - 1, k-statistics
/// for skewness and kurtosis, covariancemax from independently sorted marks); no variant was
/// needed.
let selfCheckRows: [[Double]] = [
    [1, 1, 2, 1], [1, 0, 2, 1], [1, 1, 1, 0], [0, 1, 1, 1],
    [1, 0, 0, 0], [0, 0, 1, 0], [1, 1, 2, 0], [0, 0, 0, 1],
]
let selfCheckMaxMarks: [Double] = [1, 1, 2, 1]

func selfCheckReport(_ analyzer: ItemAnalyzer = ItemAnalyzer()) throws -> ItemAnalysisReport {
    let marks = try MarksMatrix(questionCount: 4, rows: selfCheckRows)
    return try analyzer.analyse(marks, maxMarks: selfCheckMaxMarks)
}

/// `value` rounded to `places` decimals, or `nil`.
func rounded(_ value: Double?, _ places: Int = 2) -> Double? {
    guard let value else { return nil }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
}

@Suite("Item analysis self-check (Moodle formulas)")
struct ItemAnalyzerSelfCheckTests {
    @Test func questionFigures() throws {
        let questions = try selfCheckReport().questions
        #expect(questions.map { rounded($0.facility) } == [62.5, 50, 56.25, 50])
        #expect(questions.map { rounded($0.discriminationIndex) } == [27.99, 41.70, 63.06, 0])
        #expect(questions.map { rounded($0.discriminativeEfficiency) } == [31.43, 50, 77.14, 0])
        #expect(questions.map { rounded($0.effectiveWeight) } == [22.29, 24.72, 35.51, 17.48])
        #expect(questions.map { rounded($0.intendedWeight) } == [20, 20, 40, 20])
    }

    @Test func examFigures() throws {
        let exam = try selfCheckReport().exam
        #expect(exam.attempts == 8)
        #expect(rounded(exam.sd, 4) == 1.5811)
        #expect(rounded(exam.skewness, 4) == -0.0361)
        #expect(rounded(exam.kurtosis, 4) == -1.6823)
        #expect(rounded(exam.cic) == 51.43)
        #expect(rounded(exam.errorRatio) == 69.69)
        #expect(rounded(exam.standardError, 4) == 1.1019)
        #expect(exam.mean == 2.75)
        #expect(exam.median == 3)
        #expect(exam.minimum == 1 && exam.maximum == 5)
    }
}
