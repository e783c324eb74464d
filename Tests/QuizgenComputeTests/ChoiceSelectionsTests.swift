import Testing

@testable import QuizgenCompute

/// Choice selections as bits give the same distractor analysis as the same selections as ids.
@Suite("choice selections")
struct ChoiceSelectionsTests {
    /// The bits of `selected` over `choices` (every position with a selected id).
    static func bits(_ choices: [String], _ selections: [[String]]) -> [UInt64] {
        let words = ChoiceSelections.wordsPerExaminee(choices.count)
        var bits: [UInt64] = []
        for selected in selections {
            var row = [UInt64](repeating: 0, count: words)
            for (position, id) in choices.enumerated() where selected.contains(id) {
                row[position / 64] |= 1 << UInt64(position % 64)
            }
            bits += row
        }
        return bits
    }

    @Test func bitsAndIDsGiveTheSameAnalysis() throws {
        let choices = ["a", "b", "c", "a"]
        let selections = [["a"], ["b", "c"], [], ["a", "b", "c"], ["c"], ["a", "a"]]
        let totals = [1.0, 2, 3, 4, 5, 6]
        let fromBits = ChoiceAnalysis.analyse(
            ChoiceSelections(choices: choices, bits: Self.bits(choices, selections)), totals: totals
        )
        let fromIDs = ChoiceAnalysis.analyse(
            ChoiceResponses(choices: choices, selections: selections), totals: totals)
        #expect(fromBits == fromIDs)
        #expect(fromBits?.omitted == 1)
        #expect(fromBits?.frequencies.map(\.count) == [3, 2, 3])
    }

    @Test func moreThanSixtyFourChoices() throws {
        let choices = (0..<70).map { "c\($0)" }
        let selections = [["c0", "c69"], ["c64"], []]
        let totals = [3.0, 1, 2]
        let selectionBits = ChoiceSelections(choices: choices, bits: Self.bits(choices, selections))
        #expect(selectionBits.examineeCount == 3)
        #expect(
            ChoiceAnalysis.analyse(selectionBits, totals: totals)
                == ChoiceAnalysis.analyse(
                    ChoiceResponses(choices: choices, selections: selections), totals: totals))
    }

    @Test func theAnalyzerChecksTheExamineeCount() throws {
        let marks = try MarksMatrix(examineeCount: 2, questionCount: 1, marks: [1, 0])
        let short = ChoiceSelections(choices: ["a"], bits: [1])
        #expect(throws: ItemAnalysisError.self) {
            try ItemAnalyzer().analyse(marks, maxMarks: [1], selections: [short])
        }
        let report = try ItemAnalyzer().analyse(
            marks, maxMarks: [1], selections: [ChoiceSelections(choices: ["a"], bits: [1, 0])])
        #expect(report.questions[0].choices?.frequencies.first?.count == 1)
        #expect(report.questions[0].choices?.omitted == 1)
    }
}
