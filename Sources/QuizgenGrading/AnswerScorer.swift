import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading

/// Reads one answer against its question's type and scores it with the scoring rules of
/// `QuizgenCompute`; answers to unknown choices, items or prompts are reported and ignored.
///
/// Grading needs only the credit and, for choice questions, which choices were ticked, so
/// `read` and `credit` build no text; `outcome` adds the answer in words for a result page.
/// Both go through the same `read` and `credit`, so they always agree.
struct AnswerScorer: Sendable {
    let grading: ExamGrading
    let questions: [ExamQuestion]
    /// What scoring each exam question needs, built once per exam rather than once per answer
    /// (grading reads up to millions of answers).
    let keys: [Key]

    /// An answer read against its question's type.
    enum Reading: Sendable {
        /// Choice questions: the ticked choices.
        case choices(ChoiceBits)
        /// True/false: `true`, `false`, or nothing valid.
        case truth(String?)
        /// Short, numeric and essay answers: the text as typed ("" when unanswered).
        case text(String)
        /// Ordering: the known item ids, in the examinee's order.
        case order([String])
        /// Matching: prompt id to right-side id; blanks: blank number to the text typed or the
        /// option id chosen.
        case pairs([String: String])
    }

    /// Where an answer is written: its line and column in the submission's file (0 when it is
    /// not answered), made into a location only for a message.
    struct Place {
        var line: UInt32 = 0
        var column: UInt32 = 0

        func location(in submission: SourceLocation) -> SourceLocation {
            line == 0
                ? submission
                : SourceLocation(path: submission.path, line: Int(line), column: Int(column))
        }
    }

    init(grading: ExamGrading, questions: [ExamQuestion]) {
        self.grading = grading
        self.questions = questions
        let scorer = Self.multipleChoiceScorer(grading)
        keys = questions.map { Key($0.question, multipleChoice: scorer) }
    }

    static func multipleChoiceScorer(_ grading: ExamGrading) -> MultipleChoiceScorer {
        MultipleChoiceScorer(
            partial: grading.multiple == .partial, allowsNegative: grading.negative,
            rule: PartialCreditRule(rawValue: grading.rule) ?? .perWrongChoiceAtLeastTwo)
    }

    /// Reads the answer to exam question `index` (nil when unanswered), reporting the parts
    /// that are ignored.
    ///
    /// - Parameters:
    ///   - index: The question's index in the exam.
    ///   - answer: The answer as written.
    ///   - place: Where the answer is written in the submission at `submission`.
    ///   - examinee: Who answered, for the messages.
    ///   - diagnostics: Receives a warning per ignored part.
    func read(
        _ index: Int, answer: SubmittedAnswer?, at place: Place, in submission: SourceLocation,
        examinee: String,
        into diagnostics: inout Diagnostics
    ) -> Reading {
        let key = keys[index]
        func ignore(_ what: String) {
            diagnostics.warning(
                "submission.unknown-answer", "\(examinee): \(what) (ignored)",
                at: place.location(in: submission))
        }
        switch key.scoring {
        case .singleChoice, .multipleChoice:
            var ticked = ChoiceBits()
            // A CSV cell of one-character ids ("a;c") is read from its bytes.
            if case .cell(let text) = answer, !key.bitsOfCharacter.isEmpty {
                var rest: [String] = []
                let ascii = Self.forEachPiece(of: text) { piece in
                    if piece.count == 1, piece[0] < 0x80, key.bitsOfCharacter[Int(piece[0])] != 0 {
                        ticked.low |= key.bitsOfCharacter[Int(piece[0])]
                    } else {
                        rest.append(String(decoding: piece, as: UTF8.self))
                    }
                }
                if ascii && rest.isEmpty {
                    return Self.checkedChoices(ticked, key: key, ignore: ignore)
                }
                // Anything else goes the general way, from the start (messages in order).
                ticked = ChoiceBits()
            }
            Self.forEachValue(answer) { id in
                if !key.bitsOfID.isEmpty {
                    if let byte = Self.singleASCII(id), key.bitsOfCharacter[Int(byte)] != 0 {
                        ticked.low |= key.bitsOfCharacter[Int(byte)]
                        return
                    }
                    if let bits = key.bitsOfID[id] {
                        ticked.low |= bits
                        return
                    }
                } else if key.ids.count > 64, key.ids.contains(id) {
                    for position in key.ids.indices where key.ids[position] == id {
                        ticked[position] = true
                    }
                    return
                }
                ignore(
                    "'\(id)' is not a choice of '\(key.id)' (\(key.ids.joined(separator: ", ")))")
            }
            return Self.checkedChoices(ticked, key: key, ignore: ignore)
        case .trueFalse:
            let given = Self.firstValue(answer)?.lowercased()
            if let given, given != "true", given != "false" {
                ignore("the answer to '\(key.id)' must be 'true' or 'false', found '\(given)'")
                return .truth(nil)
            }
            return .truth(given)
        case .shortAnswer, .numeric, .essay:
            return .text(Self.firstValue(answer) ?? "")
        case .ordering:
            guard case .ordering(let items) = questions[index].question.kind else {
                return .order([])
            }
            let ids = items.map(\.id)
            var order: [String] = []
            Self.forEachValue(answer) { id in
                if ids.contains(id) {
                    order.append(id)
                } else {
                    ignore("'\(id)' is not an item of '\(key.id)'")
                }
            }
            return .order(order)
        case .matching:
            guard case .matching(let pairs) = questions[index].question.kind else {
                return .pairs([:])
            }
            var chosen = Self.pairs(answer)
            let rights = Set(pairs.map { ContentID.make(prefix: "r", $0.right) })
            for (left, right) in chosen.sorted(by: { $0.key < $1.key })
            where pairs.first(where: { $0.id == left }) == nil || !rights.contains(right) {
                ignore("'\(left)=\(right)' is not a prompt and option of '\(key.id)'")
                chosen[left] = nil
            }
            return .pairs(chosen)
        case .blanks:
            return .pairs(readBlanks(key, answer: answer, ignore: ignore))
        }
    }

    /// The ticked choices, or none when a single-choice question has more than one.
    static func checkedChoices(_ ticked: ChoiceBits, key: Key, ignore: (String) -> Void) -> Reading
    {
        if case .singleChoice = key.scoring, ticked.count > 1 {
            ignore(
                "'\(key.id)' takes one choice, found \(ticked.indices.map { key.ids[$0] }.joined(separator: ", "))"
            )
            return .choices(ChoiceBits())
        }
        return .choices(ticked)
    }

    /// The one byte of a text that is a single ASCII character.
    static func singleASCII(_ text: String) -> UInt8? {
        let utf8 = text.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
        return byte
    }

    /// The credit of a reading of the answer to exam question `index`, as a fraction of its
    /// weight (negative with negative marking); essays score 0 here (marked by hand).
    func credit(_ index: Int, _ reading: Reading) -> Double {
        let key = keys[index]
        switch (key.scoring, reading) {
        case (.multipleChoice, .choices(let ticked)):
            if !key.creditByBits.isEmpty { return key.creditByBits[Int(ticked.low)] }
            return
                Self.multipleChoiceScorer(grading).score(key: key.correct) { ticked[$0] }
        case (.singleChoice, .choices(let ticked)):
            guard let correctID = key.correctID else { return 0 }
            return ticked.count == 1 && ticked.indices.first.map({ key.ids[$0] }) == correctID
                ? 1 : 0
        case (.trueFalse(let answer), .truth(let given)):
            return given.map { ($0 == "true") == answer ? 1 : 0 } ?? 0
        case (.shortAnswer, .text(let given)):
            return key.matcher?.score(given) ?? 0
        case (.numeric(let minimum, let maximum, let unit), .text(let given)):
            guard let unit else { return NumericAnswerKey.range(minimum...maximum).score(given) }
            // With a unit, the number alone (the unit stands beside the field) or the number
            // and that unit.
            guard let typed = NumericResponse.read(given),
                typed.unit == nil || typed.unit == NumericResponse.normalizedUnit(unit)
            else { return 0 }
            return NumericAnswerKey.range(minimum...maximum).accepts(typed.value) ? 1 : 0
        case (.ordering, .order(let order)):
            guard case .ordering(let items) = questions[index].question.kind else { return 0 }
            return OrderingScorer(
                correctOrder: items.map(\.id),
                mode: grading.ordering == .partial ? .partial : .allOrNothing
            ).score(order)
        case (.matching, .pairs(let chosen)):
            guard case .matching(let pairs) = questions[index].question.kind else { return 0 }
            let key = Dictionary(
                uniqueKeysWithValues: pairs.map { ($0.id, ContentID.make(prefix: "r", $0.right)) })
            return MatchingScorer(
                correctPairs: key, mode: grading.matching == .partial ? .partial : .allOrNothing
            ).score(chosen)
        case (.blanks, .pairs(let given)):
            return blanksCredit(key, given)
        default:
            return 0
        }
    }
}
