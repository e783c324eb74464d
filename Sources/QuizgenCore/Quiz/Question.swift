/// One question of a bank, in any of the supported types.
public struct Question: Sendable, Hashable, Codable {
    /// Unique id across all banks (`danube-capitals`).
    public var id: String
    /// The kind of question and its answer key.
    public var kind: QuestionKind
    /// The question text, Markdown.
    public var text: String
    /// General feedback shown after answering, Markdown (never on exam pages).
    public var explanation: String?
    /// Hints for practice mode, Markdown, in order: after the n-th wrong try the page shows
    /// the n-th (never on exam pages).
    public var hints: [String] = []
    /// Default points when an exam does not set a weight.
    public var points: Double
    /// Tags for random draws (`pick: 3, tag: capitals`).
    public var tags: [String]
    /// The category (bank) it belongs to.
    public var category: String
    /// Where the question starts, for diagnostics.
    public var location: SourceLocation
    /// The folder of the bank file, relative to the site root, for resolving images.
    public var baseFolder: String
    /// The parameters of a parametric question, `nil` for a question that is the same for
    /// everyone. A parametric question is a template: each variant fills its `{name}`
    /// placeholders (QuizgenCompute's `QuestionVariants`), and the filled-in question has no
    /// parameters.
    public var parameters: QuestionParameters?
    /// What a filled-in variant of a parametric question was drawn with (for the result's
    /// worked answer); `nil` on every other question.
    public var variantValues: VariantValues?

    /// Creates a question.
    public init(
        id: String, kind: QuestionKind, text: String, explanation: String? = nil,
        points: Double = 1,
        tags: [String] = [], category: String, location: SourceLocation,
        baseFolder: String = "Content/banks"
    ) {
        self.id = id
        self.kind = kind
        self.text = text
        self.explanation = explanation
        self.points = points
        self.tags = tags
        self.category = category
        self.location = location
        self.baseFolder = baseFolder
    }

    /// Whether the question is a template whose variants differ.
    public var isParametric: Bool { parameters != nil }
}

/// The numbers of one variant of a parametric question, as the examinee saw them.
public struct VariantValues: Sendable, Hashable, Codable {
    /// Each parameter's value, in draw order.
    public var values: [DrawnValue]
    /// A numeric question's answer worked out: the formula, the formula with the variant's
    /// numbers and the value (`a * t = 3 * 5 = 15`); `nil` for other types.
    public var workedAnswer: String?

    /// Creates the values of a variant.
    public init(values: [DrawnValue], workedAnswer: String? = nil) {
        self.values = values
        self.workedAnswer = workedAnswer
    }
}

/// One parameter's value in a variant, as shown to the examinee.
public struct DrawnValue: Sendable, Hashable, Codable {
    /// The parameter's name.
    public var name: String
    /// Its value as the variant's texts show it.
    public var text: String

    /// Creates a drawn value.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// The type of a question together with its answer key.
public enum QuestionKind: Sendable, Hashable, Codable {
    /// Exactly one correct choice.
    case singleChoice([Choice])
    /// One or more correct choices; the examinee may tick several.
    case multipleChoice([Choice])
    /// A statement that is true or false.
    case trueFalse(Bool)
    /// Free text matched against accepted answers.
    case shortAnswer(ShortAnswerKey)
    /// A number within a tolerance or a range.
    case numeric(NumericKey)
    /// Items to put in order; stored in the correct order.
    case ordering([OrderItem])
    /// Left items to pair with right items; stored as correct pairs.
    case matching([MatchPair])
    /// Free text graded by hand.
    case essay
    /// Fill in the blanks: the text holds `BlankText` placeholders, one per blank, in order.
    case blanks([Blank])

    /// The type's name as written in banks.
    public var typeName: String {
        switch self {
        case .singleChoice: "single"
        case .multipleChoice: "multiple"
        case .trueFalse: "truefalse"
        case .shortAnswer: "short"
        case .numeric: "numeric"
        case .ordering: "ordering"
        case .matching: "matching"
        case .essay: "essay"
        case .blanks: "blanks"
        }
    }

    /// The type names a bank may use.
    public static let typeNames = [
        "single", "multiple", "truefalse", "short", "numeric", "ordering", "matching", "essay",
        "blanks",
    ]

    /// The choices of a choice question.
    public var choices: [Choice]? {
        switch self {
        case .singleChoice(let c), .multipleChoice(let c): c
        default: nil
        }
    }
}

/// A choice of a single- or multiple-choice question.
public struct Choice: Sendable, Hashable, Codable {
    /// Stable id by position in the author's order (`a`, `b`, ...), never derived from the key.
    public var id: String
    /// The choice text, Markdown (inline).
    public var text: String
    /// Whether ticking it is correct.
    public var correct: Bool
    /// Feedback for an examinee who ticks it, Markdown.
    public var feedback: String?
    /// Stays in place when choices are shuffled (e.g. "None of the above").
    public var fixed: Bool
    /// Where the choice is written.
    public var location: SourceLocation

    /// Creates a choice.
    public init(
        id: String, text: String, correct: Bool, feedback: String? = nil, fixed: Bool = false,
        location: SourceLocation
    ) {
        self.id = id
        self.text = text
        self.correct = correct
        self.feedback = feedback
        self.fixed = fixed
        self.location = location
    }

    /// The id for the choice at `index` in the author's order: a, b, ..., z, aa, ab, ..., zz,
    /// aaa, ... (as spreadsheets name columns, so every index has an id).
    public static func id(forIndex index: Int) -> String {
        var scalars: [Unicode.Scalar] = []
        var rest = max(index, 0) + 1
        while rest > 0 {
            rest -= 1
            scalars.append(Unicode.Scalar(UInt8(ascii: "a") + UInt8(rest % 26)))
            rest /= 26
        }
        return String(String.UnicodeScalarView(scalars.reversed()))
    }
}

/// Accepted answers of a short-answer question and how they are compared.
public struct ShortAnswerKey: Sendable, Hashable, Codable {
    /// Accepted answers.
    public var accepted: [String]
    /// Compare case exactly (default: no).
    public var caseSensitive: Bool

    /// Creates a key.
    public init(accepted: [String], caseSensitive: Bool = false) {
        self.accepted = accepted
        self.caseSensitive = caseSensitive
    }
}

/// The answer of a numeric question.
public struct NumericKey: Sendable, Hashable, Codable {
    /// Lowest accepted value.
    public var minimum: Double
    /// Highest accepted value.
    public var maximum: Double
    /// The unit the answer is in (`m/s`), shown beside the field; a typed unit must be this
    /// one. `nil` for a bare number.
    public var unit: String?

    /// A value with an absolute tolerance.
    public init(value: Double, tolerance: Double = 0) {
        minimum = value - abs(tolerance)
        maximum = value + abs(tolerance)
    }

    /// An inclusive range.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// An item of an ordering question.
public struct OrderItem: Sendable, Hashable, Codable {
    /// Stable id by position in the author's (correct) order... published shuffled.
    public var id: String
    /// The text, Markdown (inline).
    public var text: String

    /// Creates an item.
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}

/// A correct pair of a matching question.
public struct MatchPair: Sendable, Hashable, Codable {
    /// Id of the left item.
    public var id: String
    /// Left text (the prompt).
    public var left: String
    /// Right text (its match).
    public var right: String

    /// Creates a pair.
    public init(id: String, left: String, right: String) {
        self.id = id
        self.left = left
        self.right = right
    }
}
