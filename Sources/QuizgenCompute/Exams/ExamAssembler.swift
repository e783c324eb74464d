import Crypto
import Foundation
import QuizgenCore

/// Resolves an exam's question list against the banks: ids, weighted picks and reproducible
/// random draws, reporting unknown ids (with the nearest id), picks larger than what a category
/// or tag holds, and repeated questions.
public struct ExamAssembler: Sendable {
    let questions: [String: Question]
    let ordered: [Question]

    /// Creates an assembler over every question of every bank.
    public init(banks: [QuestionBank]) {
        ordered = banks.flatMap(\.questions)
        questions = Dictionary(ordered.map { ($0.id, $0) }) { first, _ in first }
    }

    /// Assembles `exam`.
    ///
    /// - Parameters:
    ///   - exam: The exam definition.
    ///   - diagnostics: Receives problems located in the exam file.
    /// - Returns: The assembled exam, or `nil` when a question could not be resolved.
    public func assemble(_ exam: Exam, into diagnostics: inout Diagnostics) -> AssembledExam? {
        var chosen: [ExamQuestion] = []
        var used: Set<String> = []
        var failed = false
        for item in exam.items {
            switch item {
            case .question(let id, let weight, let location):
                guard let question = questions[id] else {
                    diagnostics.error(
                        "exam.unknown-question",
                        "no question has the id '\(id)'\(Suggestion.didYouMean(id, in: questions.keys))",
                        at: location)
                    failed = true
                    continue
                }
                guard used.insert(id).inserted else {
                    diagnostics.error(
                        "exam.repeated-question", "the question '\(id)' is already in this exam",
                        at: location)
                    continue
                }
                chosen.append(ExamQuestion(question: question, weight: weight ?? question.points))
            case .pick(let count, let category, let tag, let seed, let weight, let location):
                let pool = ordered.filter { q in
                    (category.map { q.category == $0 || Slug.make(q.category) == Slug.make($0) }
                        ?? true)
                        && (tag.map { q.tags.contains($0) } ?? true) && !used.contains(q.id)
                }
                if let category,
                    !ordered.contains(where: {
                        $0.category == category || Slug.make($0.category) == Slug.make(category)
                    })
                {
                    let categories = Set(ordered.map(\.category))
                    diagnostics.error(
                        "exam.unknown-category",
                        "no bank has the category '\(category)'\(Suggestion.didYouMean(category, in: categories))",
                        at: location)
                    failed = true
                    continue
                }
                guard pool.count >= count else {
                    let what = [category.map { "category '\($0)'" }, tag.map { "tag '\($0)'" }]
                        .compactMap { $0 }.joined(separator: " and ")
                    diagnostics.error(
                        "exam.pick-too-large",
                        "cannot pick \(count) questions from \(what): only \(pool.count) \(pool.count == 1 ? "is" : "are") available",
                        at: location)
                    failed = true
                    continue
                }
                var generator = SeededGenerator(seed: seed)
                var candidates = pool.sorted { $0.id < $1.id }
                for index in 0..<count {
                    let pick = Int(generator.next() % UInt64(candidates.count - index)) + index
                    candidates.swapAt(index, pick)
                }
                for question in candidates.prefix(count) {
                    used.insert(question.id)
                    chosen.append(
                        ExamQuestion(question: question, weight: weight ?? question.points))
                }
            }
        }
        // A weight of 0 or less is one mistake, reported once where it is written: the exam
        // loader reports `weight:` at its line, the bank validator a question's `points=`.
        if chosen.contains(where: { $0.weight <= 0 }) { failed = true }
        guard !failed else { return nil }
        return AssembledExam(
            exam: exam, questions: chosen,
            snapshotHash: Self.publicHash(exam: exam, questions: chosen), frozen: false)
    }

    /// A SHA-256 of everything an examinee sees and nothing they must not: ids, types, texts,
    /// choices and weights, but no correct flags, accepted answers, order or pairing.
    public static func publicHash(exam: Exam, questions: [ExamQuestion]) -> String {
        var parts: [String] = [exam.code, String(exam.basePoints)]
        for entry in questions {
            let q = entry.question
            parts += [q.id, q.kind.typeName, q.text, NumberText.format(entry.weight)]
            switch q.kind {
            case .singleChoice(let choices), .multipleChoice(let choices):
                parts += choices.map { "\($0.id)=\($0.text)" }
            case .ordering(let items):
                parts += items.map { "\($0.id)=\($0.text)" }.sorted()
            case .matching(let pairs):
                parts += pairs.map { "\($0.id)=\($0.left)" } + pairs.map(\.right).sorted()
            case .blanks(let blanks):
                for (index, blank) in blanks.enumerated() {
                    let options = blank.answer.options?.map { "\($0.id)=\($0.text)" }.sorted() ?? []
                    parts.append("\(index + 1):" + options.joined(separator: "\u{1E}"))
                }
            case .numeric(let key):
                // Only when set, so the hashes of exams written before units stay the same.
                if let unit = key.unit { parts.append("unit=\(unit)") }
            default:
                break
            }
            // The numbers a variant shows are drawn from its ranges and lists: a changed range
            // is another version. Computed parameters and constraints stay out, as the answer
            // formula does: they may hold the key, and this hash is published.
            for parameter in q.parameters?.parameters ?? [] {
                if case .computed = parameter.definition { continue }
                parts.append("param:\(parameter.name)=\(Self.describe(parameter.definition))")
            }
        }
        return sha256(parts.joined(separator: "\u{1F}"))
    }

    /// A parameter's definition as text, for the public hash.
    static func describe(_ definition: ParameterDefinition) -> String {
        switch definition {
        case .range(let low, let high, let step):
            "\(NumberText.format(low))..\(NumberText.format(high)) step \(NumberText.format(step))"
        case .list(let values):
            values.map {
                switch $0 {
                case .number(let number): NumberText.format(number)
                case .text(let text): "\"\(text)\""
                }
            }.joined(separator: ", ")
        case .computed: "computed"
        }
    }

    /// A SHA-256 of the full questions, key included: tells whether a bank changed since a freeze.
    public static func fullHash(_ questions: [ExamQuestion]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let stripped = questions.map { entry -> ExamQuestion in
            var copy = entry
            copy.question.location = SourceLocation(path: "")
            copy.question.kind = Self.withoutLocations(copy.question.kind)
            return copy
        }
        let data = (try? encoder.encode(stripped)) ?? Data()
        return sha256(String(decoding: data, as: UTF8.self))
    }

    static func withoutLocations(_ kind: QuestionKind) -> QuestionKind {
        switch kind {
        case .singleChoice(let c):
            .singleChoice(
                c.map {
                    var x = $0
                    x.location = SourceLocation(path: "")
                    return x
                })
        case .multipleChoice(let c):
            .multipleChoice(
                c.map {
                    var x = $0
                    x.location = SourceLocation(path: "")
                    return x
                })
        case .blanks(let blanks):
            .blanks(
                blanks.map { blank in
                    var copy = blank
                    copy.location = SourceLocation(path: "")
                    if case .choice(let options) = blank.answer {
                        copy.answer = .choice(
                            options.map {
                                var x = $0
                                x.location = SourceLocation(path: "")
                                return x
                            })
                    }
                    return copy
                })
        default: kind
        }
    }

    /// Lower-case hex SHA-256 of a UTF-8 string.
    public static func sha256(_ text: String) -> String {
        ContentHash.hex(SHA256.hash(data: Data(text.utf8)))
    }
}
