import Foundation
import QuizgenCore
import QuizgenLoading

/// Turns the fields of the exam form (`q.<id>`, `q.<id>.<item>`, `q.<id>.<blank number>`) into a
/// `quizgen-submission/1` body, as the page's script does.
enum FormAnswers {
    /// The JSON body for `fields`, with `examinee` and the times when the form path knows them
    /// (the preview stores it as a file).
    ///
    /// - Throws: 400 when an ordering question gives two items the same position.
    static func submissionBody(
        _ fields: FormFields, exam: AssembledExam, examinee: String? = nil,
        startedAt: String? = nil, finishedAt: String? = nil
    ) throws(CollectError) -> [UInt8] {
        let answers = try self.answers(fields, exam: exam)
        return SubmissionDocument.write(
            exam: named(fields, exam: exam), examinee: examinee, snapshot: snapshot(fields),
            startedAt: startedAt, finishedAt: finishedAt,
            answers: answers.mapValues { answer -> Any in
                switch answer {
                case .text(let text), .cell(let text): text
                case .list(let list): list
                case .pairs(let pairs): pairs
                }
            }, variant: fields["variant"].flatMap { $0.isEmpty ? nil : $0 })
    }

    /// `fields` as the format's fields, for the collector's checks without a JSON round trip.
    ///
    /// - Throws: 400 when an ordering question gives two items the same position.
    static func submissionFields(_ fields: FormFields, exam: AssembledExam) throws(CollectError)
        -> SubmissionFields
    {
        var values = ["exam": named(fields, exam: exam)]
        values["snapshot"] = snapshot(fields)
        return SubmissionFields(
            path: "form", values: values, answers: try answers(fields, exam: exam))
    }

    /// The form's own `exam` field, as the JSON path's: the collector answers 409 when it
    /// names another exam than the attempt's.
    static func named(_ fields: FormFields, exam: AssembledExam) -> String {
        fields["exam"].flatMap { $0.isEmpty ? nil : $0 } ?? exam.exam.code
    }

    static func snapshot(_ fields: FormFields) -> String? {
        fields["snapshot"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The answers of `q.<id>…` fields by question id, as the page's script gives them.
    static func answers(_ fields: FormFields, exam: AssembledExam) throws(CollectError)
        -> [String: SubmittedAnswer]
    {
        var answers: [String: SubmittedAnswer] = [:]
        for (index, entry) in exam.questions.enumerated() {
            let question = entry.question
            let field = "q.\(question.id)"
            switch question.kind {
            case .multipleChoice:
                let values = fields.all(field).filter { !$0.isEmpty }.sorted()
                if !values.isEmpty { answers[question.id] = .list(values) }
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
                    answers[question.id] = .list(
                        positions.sorted { $0.position < $1.position }.map(\.id))
                }
            case .matching, .blanks:
                var pairs: [String: String] = [:]
                for (name, value) in fields.pairs
                where name.hasPrefix(field + ".") && !value.isEmpty {
                    pairs[String(name.dropFirst(field.count + 1))] = value
                }
                if !pairs.isEmpty { answers[question.id] = .pairs(pairs) }
            case .essay:
                if let text = fields[field],
                    !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                {
                    answers[question.id] = .text(text)
                }
            default:
                if let text = fields[field]?.trimmingCharacters(in: .whitespacesAndNewlines),
                    !text.isEmpty
                {
                    answers[question.id] = .text(text)
                }
            }
        }
        return answers
    }
}
