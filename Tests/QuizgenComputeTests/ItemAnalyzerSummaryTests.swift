import Testing

@testable import QuizgenCompute

@Suite("Item analysis summaries")
struct ItemAnalyzerSummaryTests {
    @Test func quartilesUseLinearInterpolation() throws {
        // Totals 1, 1, 1, 3, 3, 4, 4, 5: h = 7p.
        let quartiles = try #require(try selfCheckReport().exam.quartiles)
        #expect(quartiles == Quartiles(first: 1, second: 3, third: 4))
        #expect(ItemAnalyzer.quantile([1, 2, 3, 4], 0.25) == 1.75)
        #expect(ItemAnalyzer.quantile([7], 0.75) == 7)
    }

    @Test(arguments: [
        (HistogramBinning.count(5), [0, 3, 0, 2, 3]),
        (.width(2), [3, 2, 3]),
        (.count(1), [8]),
    ])
    func histogram(binning: HistogramBinning, counts: [Int]) throws {
        let exam = try selfCheckReport(ItemAnalyzer(histogramBinning: binning)).exam
        #expect(exam.histogram.map(\.count) == counts)
        #expect(exam.histogram.first?.lowerBound == 0)
        #expect(exam.histogram.last.map { $0.upperBound >= 5 } == true)
    }

    @Test func passRate() throws {
        #expect(try selfCheckReport(ItemAnalyzer(passMark: 3)).exam.passRate == 62.5)
        #expect(try selfCheckReport(ItemAnalyzer(passMark: 6)).exam.passRate == 0)
        #expect(try selfCheckReport().exam.passRate == nil)
    }

    @Test func upperLowerGroups() throws {
        // 27 % of 8 rounds to 2. Totals 5, 4, 3, 3, 1, 1, 4, 1: bottom = examinees 4 and 5
        // (three tie at 1, lowest indices first), top = examinees 0 and 6.
        let questions = try selfCheckReport().questions
        #expect(questions.map { rounded($0.upperLowerDiscrimination) } == [50, 100, 75, 50])
    }

    @Test func randomGuessIsShownAsPercentage() throws {
        let marks = try MarksMatrix(questionCount: 4, rows: selfCheckRows)
        let report = try ItemAnalyzer().analyse(
            marks, maxMarks: selfCheckMaxMarks, randomGuessScores: [0.25, 0.5, 0, 1.0 / 3])
        #expect(report.questions.map { rounded($0.randomGuess) } == [25, 50, 0, 33.33])
        // Undefined for a question (Moodle: multiple answer) is null, not a made-up 0.
        let undefined = try ItemAnalyzer().analyse(
            marks, maxMarks: selfCheckMaxMarks, randomGuessScores: [0.25, 0.5, nil, 0])
        #expect(undefined.questions.map(\.randomGuess) == [25, 50, nil, 0])
    }

    /// A total exactly at the pass mark passes, whatever binary rounding did to either.
    @Test func passRateComparesAsDecimals() throws {
        // 0.56 × 25 is 14.000000000000002 in binary; 14 reaches it.
        let marks = try MarksMatrix(questionCount: 1, rows: [[14], [13.99]])
        let report = try ItemAnalyzer(passMark: 0.56 * 25).analyse(marks, maxMarks: [25])
        #expect(report.exam.passRate == 50)
    }

    @Test func questionSDIsPercentOfMaxMark() throws {
        let questions = try selfCheckReport().questions
        #expect(questions.map { rounded($0.sd) } == [51.75, 53.45, 41.73, 53.45])
    }

    @Test func choiceFrequencies() throws {
        let responses = ChoiceResponses(
            choices: ["a", "b", "c"],
            selections: [["a"], ["a", "a"], ["b"], [], ["a", "z"], ["y"], ["a"], ["b"]])
        let marks = try MarksMatrix(questionCount: 4, rows: selfCheckRows)
        let report = try ItemAnalyzer().analyse(
            marks, maxMarks: selfCheckMaxMarks, responses: [responses, nil, nil, nil])
        let analysis = try #require(report.questions[0].choices)
        #expect(report.questions[1].choices == nil)
        #expect(analysis.omitted == 1)
        #expect(analysis.frequencies.map(\.choice) == ["a", "b", "c", "y", "z"])
        #expect(analysis.frequencies.map(\.count) == [4, 2, 0, 1, 1])
        #expect(analysis.frequencies.map(\.proportion) == [50, 25, 0, 12.5, 12.5])
        // Totals: 5, 4, 3, 3, 1, 1, 4, 1.
        #expect(analysis.frequencies.map(\.meanTotal) == [3.5, 2, nil, 1, 1])
    }

    @Test func responseCountMustMatch() throws {
        let marks = try MarksMatrix(questionCount: 4, rows: selfCheckRows)
        let short = ChoiceResponses(choices: ["a"], selections: [["a"]])
        #expect(
            throws: ItemAnalysisError.responseCountMismatch(
                question: 0, expected: 8, actual: 1)
        ) {
            try ItemAnalyzer().analyse(
                marks, maxMarks: selfCheckMaxMarks, responses: [short, nil, nil, nil])
        }
    }
}

@Suite("Radix sort used for covariancemax")
struct DoubleRadixSorterTests {
    @Test func matchesStandardSort() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = (0..<5_000).map { _ in
            Double.random(in: -1e6...1e6, using: &generator)
        }
        values += [
            0, -0.5, 0.5, 1, 1, 2, -2, 1e-300, -1e-300, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude,
        ]
        var sorter = DoubleRadixSorter(capacity: values.count)
        var sorted = values
        sorted.withUnsafeMutableBufferPointer { sorter.sort($0) }
        #expect(sorted == values.sorted())
        var marks: [Double] = (0..<1_000).map { Double($0 % 5) * 0.5 }
        marks.withUnsafeMutableBufferPointer { sorter.sort($0) }
        #expect(marks == marks.sorted())
    }
}
