/// The marks of every examinee on every question, stored flat in row-major order.
///
/// Row `i` holds examinee `i`'s marks, column `j` question `j`'s. A question an examinee did not
/// answer is stored as 0, which is what Moodle's statistics do with omitted items ("treat omitted
/// items as having a score of 0"). Marks may be negative (negative marking).
public struct MarksMatrix: Sendable, Hashable, Codable {
    /// Number of rows (attempts).
    public let examineeCount: Int
    /// Number of columns.
    public let questionCount: Int
    /// `examineeCount * questionCount` marks, examinee by examinee.
    public let marks: [Double]

    /// Creates a matrix from a flat row-major array.
    ///
    /// - Parameters:
    ///   - examineeCount: Number of rows.
    ///   - questionCount: Number of columns.
    ///   - marks: The marks, examinee by examinee.
    /// - Throws: `ItemAnalysisError` when the count does not match or a mark is not finite.
    public init(examineeCount: Int, questionCount: Int, marks: [Double]) throws(ItemAnalysisError) {
        guard examineeCount >= 0, questionCount >= 0 else { throw .negativeCount }
        let (expected, overflow) = examineeCount.multipliedReportingOverflow(by: questionCount)
        guard !overflow, marks.count == expected else {
            throw .markCountMismatch(expected: overflow ? Int.max : expected, actual: marks.count)
        }
        if let bad = marks.firstIndex(where: { !$0.isFinite }) {
            throw .nonFiniteMark(examinee: bad / questionCount, question: bad % questionCount)
        }
        self.examineeCount = examineeCount
        self.questionCount = questionCount
        self.marks = marks
    }

    /// Creates a matrix from one array of marks per examinee.
    ///
    /// - Parameters:
    ///   - questionCount: Number of questions (needed when `rows` is empty).
    ///   - rows: One row per examinee, each with `questionCount` marks.
    /// - Throws: `ItemAnalysisError` when a row has the wrong length or a mark is not finite.
    public init(questionCount: Int, rows: [[Double]]) throws(ItemAnalysisError) {
        var flat: [Double] = []
        flat.reserveCapacity(rows.count * questionCount)
        for (index, row) in rows.enumerated() {
            guard row.count == questionCount else {
                throw .rowLengthMismatch(row: index, expected: questionCount, actual: row.count)
            }
            flat.append(contentsOf: row)
        }
        try self.init(examineeCount: rows.count, questionCount: questionCount, marks: flat)
    }

    /// The mark of one examinee on one question.
    public subscript(examinee: Int, question: Int) -> Double {
        marks[examinee * questionCount + question]
    }

    private enum CodingKeys: String, CodingKey {
        case examineeCount = "examinee_count"
        case questionCount = "question_count"
        case marks
    }

    /// Decodes and validates a matrix.
    ///
    /// - Throws: A decoding error, or `ItemAnalysisError` when the values are inconsistent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            examineeCount: container.decode(Int.self, forKey: .examineeCount),
            questionCount: container.decode(Int.self, forKey: .questionCount),
            marks: container.decode([Double].self, forKey: .marks)
        )
    }
}
