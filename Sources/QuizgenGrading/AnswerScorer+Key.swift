import QuizgenCompute
import QuizgenCore

extension AnswerScorer {
    /// The parts of a question that scoring reads for every answer (a class, so that reading
    /// it costs one reference count).
    final class Key: Sendable {
        /// How the question is scored.
        enum Scoring: Sendable {
            case singleChoice, multipleChoice
            case trueFalse(Bool)
            case shortAnswer
            case numeric(minimum: Double, maximum: Double, unit: String?)
            case essay, ordering, matching, blanks
        }

        let scoring: Scoring
        /// The question id.
        let id: String
        /// The correct answer in words, for result pages.
        let correctText: String
        /// Choice questions: the choice ids in display order.
        let ids: [String]
        /// Choice questions with up to 64 choices: the bits of the choices with each id, and
        /// the same by ASCII character for ids of one character.
        let bitsOfID: [String: UInt64]
        let bitsOfCharacter: [UInt64]
        /// Multiple choice: the key, and the credit by ticked bits for up to 12 choices.
        let correct: [Bool]
        let creditByBits: [Double]
        /// Single choice: the id of the first correct choice.
        let correctID: String?
        let matcher: ShortAnswerMatcher?
        /// Blanks questions: the blanks, and a matcher for each text blank.
        let blanks: [Blank]
        let blankMatchers: [ShortAnswerMatcher?]

        init(_ question: Question, multipleChoice scorer: MultipleChoiceScorer) {
            id = question.id
            // A variant's numeric answer is shown worked out: `a * t = 3 * 5 = 15 m/s`.
            correctText =
                question.variantValues?.workedAnswer.map { worked in
                    guard case .numeric(let key) = question.kind, key.minimum != key.maximum
                    else { return worked }
                    return
                        "\(worked) (± \(NumberText.format((key.maximum - key.minimum) / 2)))"
                } ?? AnswerScorer.correctText(question.kind)
            var ids: [String] = []
            var correct: [Bool] = []
            var matcher: ShortAnswerMatcher?
            switch question.kind {
            case .singleChoice(let choices):
                scoring = .singleChoice
                ids = choices.map(\.id)
                correct = choices.map(\.correct)
            case .multipleChoice(let choices):
                scoring = .multipleChoice
                ids = choices.map(\.id)
                correct = choices.map(\.correct)
            case .trueFalse(let key): scoring = .trueFalse(key)
            case .shortAnswer(let key):
                scoring = .shortAnswer
                matcher = ShortAnswerMatcher(
                    accepted: key.accepted, caseSensitive: key.caseSensitive)
            case .numeric(let key):
                scoring = .numeric(minimum: key.minimum, maximum: key.maximum, unit: key.unit)
            case .essay: scoring = .essay
            case .ordering: scoring = .ordering
            case .matching: scoring = .matching
            case .blanks: scoring = .blanks
            }
            if case .blanks(let blanks) = question.kind {
                self.blanks = blanks
                blankMatchers = blanks.map { blank in
                    guard case .text(let key) = blank.answer else { return nil }
                    return ShortAnswerMatcher(
                        accepted: key.accepted, caseSensitive: key.caseSensitive)
                }
            } else {
                self.blanks = []
                blankMatchers = []
            }
            var bitsOfID: [String: UInt64] = [:]
            if ids.count <= 64 {
                for (index, id) in ids.enumerated() {
                    bitsOfID[id, default: 0] |= 1 << UInt64(index)
                }
            }
            // Looked up through the dictionary, so a character matches exactly the ids it equals.
            bitsOfCharacter =
                bitsOfID.isEmpty
                ? [] : (0..<128).map { bitsOfID[String(UnicodeScalar(UInt8($0)))] ?? 0 }
            self.bitsOfID = bitsOfID
            self.ids = ids
            self.correct = correct
            correctID = ids.indices.first { correct[$0] }.map { ids[$0] }
            self.matcher = matcher
            if case .multipleChoice = scoring, ids.count <= 12 {
                creditByBits = (0..<(1 << ids.count)).map { bits in
                    scorer.score(key: correct) { bits & (1 << $0) != 0 }
                }
            } else {
                creditByBits = []
            }
        }
    }
}
