import Foundation
import QuizgenCore
import QuizgenLoading

/// Turns the fields of the exam form (`q.<id>`, `q.<id>.<item>`, `q.<id>.<blank number>`) into a
/// `quizgen-submission/1` body, as the page's script does.
enum FormAnswers {
    /// The JSON body for `fields`, with `examinee` and the times when the form path knows them.
    ///
    /// - Throws: 400 when an ordering question gives two items the same position.
    static func submissionBody(
        _ fields: FormFields, exam: AssembledExam, examinee: String? = nil,
        startedAt: String? = nil, finishedAt: String? = nil
    ) throws(CollectError) -> [UInt8] {
        var answers: [String: Any] = [:]
        for (index, entry) in exam.questions.enumerated() {
            let question = entry.question
            let field = "q.\(question.id)"
            switch question.kind {
            case .multipleChoice:
                let values = fields.all(field).filter { !$0.isEmpty }.sorted()
                if !values.isEmpty { answers[question.id] = values }
            case .ordering:
                var positions: [(id: String, position: Int)] = []
                for (name, value) in fields.pairs where name.hasPrefix(field + ".") {
                    guard let position = Int(value) else { continue }
                    positions.append((String(name.dropFirst(field.count + 1)), position))
                }
                let used = Dictionary(grouping: positions, by: \.position)
                if let clash = used.first(where: { $0.value.count > 1 }) {
                    throw CollectError(
                        400,
                        "question \(index + 1) puts two items in position \(clash.key); give each item its own position",
                        key: "order_clash",
                        ["number": String(index + 1), "position": String(clash.key)])
                }
                if !positions.isEmpty {
                    answers[question.id] = positions.sorted { $0.position < $1.position }.map(\.id)
                }
            case .matching, .blanks:
                var pairs: [String: String] = [:]
                for (name, value) in fields.pairs
                where name.hasPrefix(field + ".") && !value.isEmpty {
                    pairs[String(name.dropFirst(field.count + 1))] = value
                }
                if !pairs.isEmpty { answers[question.id] = pairs }
            case .essay:
                if let text = fields[field],
                    !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                {
                    answers[question.id] = text
                }
            default:
                if let text = fields[field]?.trimmingCharacters(in: .whitespacesAndNewlines),
                    !text.isEmpty
                {
                    answers[question.id] = text
                }
            }
        }
        let snapshot = fields["snapshot"].flatMap { $0.isEmpty ? nil : $0 }
        // The form's own `exam` field, as the JSON path's: the reader answers 409 when it names
        // another exam than the attempt's.
        let named = fields["exam"].flatMap { $0.isEmpty ? nil : $0 } ?? exam.exam.code
        return SubmissionDocument.write(
            exam: named, examinee: examinee, snapshot: snapshot, startedAt: startedAt,
            finishedAt: finishedAt, answers: answers)
    }
}
