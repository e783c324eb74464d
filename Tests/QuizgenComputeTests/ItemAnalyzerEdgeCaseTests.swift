import Testing

@testable import QuizgenCompute

/// Every optional statistic of a report, to check none is NaN or infinite.
private func allValues(_ report: ItemAnalysisReport) -> [Double?] {
    let exam = report.exam
    var values: [Double?] = [
        exam.mean, exam.median, exam.sd, exam.minimum, exam.maximum, exam.passRate,
        exam.skewness, exam.kurtosis, exam.cic, exam.errorRatio, exam.standardError,
        exam.quartiles?.first, exam.quartiles?.third,
    ]
    for question in report.questions {
        values += [
            question.meanMark, question.facility, question.sd, question.randomGuess,
            question.intendedWeight, question.effectiveWeight, question.discriminationIndex,
            question.discriminativeEfficiency, question.upperLowerDiscrimination,
        ]
    }
    return values
}

private func allFinite(_ report: ItemAnalysisReport) -> Bool {
    allValues(report).allSatisfy { $0?.isFinite ?? true }
}

@Suite("Item analysis edge cases")
struct ItemAnalyzerEdgeCaseTests {
    @Test func noAttempts() throws {
        let marks = try MarksMatrix(questionCount: 3, rows: [])
        let report = try ItemAnalyzer(passMark: 1).analyse(marks, maxMarks: [1, 1, 1])
        #expect(report.exam.attempts == 0)
        #expect(report.exam.mean == nil && report.exam.median == nil && report.exam.sd == nil)
        #expect(report.exam.passRate == nil && report.exam.cic == nil)
        #expect(report.exam.histogram.map(\.count).reduce(0, +) == 0)
        #expect(report.questions.allSatisfy { $0.facility == nil && $0.discriminationIndex == nil })
        let third: Double? = 100.0 / 3
        #expect(report.questions.map(\.intendedWeight) == [third, third, third])
        #expect(allFinite(report))
    }

    @Test func oneAttempt() throws {
        let marks = try MarksMatrix(questionCount: 2, rows: [[1, 0]])
        let report = try ItemAnalyzer().analyse(marks, maxMarks: [1, 1])
        #expect(report.exam.mean == 1 && report.exam.median == 1)
        #expect(report.exam.sd == nil && report.exam.skewness == nil && report.exam.cic == nil)
        #expect(report.questions.map(\.facility) == [100, 0])
        #expect(report.questions.allSatisfy { $0.sd == nil && $0.effectiveWeight == nil })
        #expect(allFinite(report))
    }

    /// Moodle's guards: sd needs 2 attempts, skewness 3, kurtosis 4; CIC, error ratio and
    /// standard error need 3 attempts (`calculator.php` computes them inside `$s > 2`) and 2
    /// questions.
    @Test func smallSamples() throws {
        let rows: [[Double]] = [[1, 0], [0, 0], [1, 1], [1, 1]]
        func exam(_ count: Int, questions: Int = 2) throws -> ExamStatistics {
            let marks = try MarksMatrix(
                questionCount: questions,
                rows: rows.prefix(count).map { Array($0.prefix(questions)) })
            return try ItemAnalyzer().analyse(
                marks, maxMarks: Array(repeating: 1, count: questions)
            ).exam
        }
        let two = try exam(2)
        #expect(two.sd != nil && two.skewness == nil)
        #expect(two.cic == nil && two.errorRatio == nil && two.standardError == nil)
        let three = try exam(3)
        #expect(three.skewness != nil && three.kurtosis == nil)
        #expect(three.cic != nil && three.errorRatio != nil && three.standardError != nil)
        let four = try exam(4)
        #expect(four.kurtosis != nil)
        let single = try exam(4, questions: 1)
        #expect(single.cic == nil && single.errorRatio == nil && single.standardError == nil)
    }

    @Test func zeroVarianceEverywhere() throws {
        let marks = try MarksMatrix(questionCount: 2, rows: Array(repeating: [1, 1], count: 5))
        let report = try ItemAnalyzer().analyse(marks, maxMarks: [1, 1])
        #expect(report.exam.sd == 0)
        #expect(report.exam.skewness == nil && report.exam.kurtosis == nil)
        #expect(report.exam.cic == nil && report.exam.errorRatio == nil)
        #expect(report.questions.allSatisfy { $0.discriminationIndex == nil })
        #expect(report.questions.allSatisfy { $0.effectiveWeight == nil })
        #expect(report.questions.allSatisfy { $0.reviewFlags == [.tooEasy, .noVariance] })
        #expect(allFinite(report))
    }

    @Test func nonIntegralIdenticalMarksAreStillZeroVariance() throws {
        let marks = try MarksMatrix(questionCount: 2, rows: (0..<7).map { [0.1, Double($0)] })
        let report = try ItemAnalyzer().analyse(marks, maxMarks: [1, 10])
        #expect(report.questions[0].discriminationIndex == nil)
        #expect(report.questions[0].reviewFlags.contains(.noVariance))
        #expect(report.questions[0].sd == 0)  // not the 1e-14 % that summing 0.1s leaves
    }

    @Test func questionNobodyAnswered() throws {
        // Unanswered is stored as 0; the last question also has max mark 0.
        let rows: [[Double]] = [[1, 0, 0], [0, 0, 0], [1, 0, 0], [1, 0, 0]]
        let marks = try MarksMatrix(questionCount: 3, rows: rows)
        let report = try ItemAnalyzer().analyse(marks, maxMarks: [1, 1, 0])
        let unanswered = report.questions[1]
        #expect(unanswered.facility == 0)
        #expect(unanswered.discriminationIndex == nil)
        #expect(unanswered.reviewFlags == [.tooHard, .noVariance])
        #expect(report.questions[2].facility == nil && report.questions[2].sd == nil)
        #expect(allFinite(report))
    }

    @Test func negativeCovarianceHasNoEffectiveWeight() throws {
        // Question 2 is answered right only by those who fail the others.
        let rows: [[Double]] = [[1, 1, 0], [1, 1, 0], [0, 0, 1], [1, 0, 0], [0, 0, 1]]
        let marks = try MarksMatrix(questionCount: 3, rows: rows)
        let report = try ItemAnalyzer().analyse(marks, maxMarks: [1, 1, 1])
        #expect(report.questions[2].effectiveWeight == nil)
        #expect(report.questions[2].reviewFlags.contains(.negativeDiscrimination))
        #expect(report.questions[2].reviewFlags.contains(.negativeEffectiveWeight))
        #expect(report.questions[0].effectiveWeight != nil)
    }

    @Test func invalidInputsThrow() throws {
        #expect(throws: ItemAnalysisError.rowLengthMismatch(row: 1, expected: 2, actual: 1)) {
            try MarksMatrix(questionCount: 2, rows: [[1, 1], [1]])
        }
        #expect(throws: ItemAnalysisError.nonFiniteMark(examinee: 0, question: 1)) {
            try MarksMatrix(questionCount: 2, rows: [[1, .nan]])
        }
        let marks = try MarksMatrix(questionCount: 2, rows: [[1, 1]])
        #expect(
            throws: ItemAnalysisError.questionCountMismatch(
                what: "maxMarks", expected: 2, actual: 1)
        ) {
            try ItemAnalyzer().analyse(marks, maxMarks: [1])
        }
        #expect(throws: ItemAnalysisError.invalidHistogramBinning) {
            try ItemAnalyzer(histogramBinning: .width(0)).analyse(marks, maxMarks: [1, 1])
        }
        #expect(throws: ItemAnalysisError.invalidHistogramBinning) {
            try ItemAnalyzer(histogramBinning: .width(1e-9)).analyse(marks, maxMarks: [1, 1])
        }
    }
}
