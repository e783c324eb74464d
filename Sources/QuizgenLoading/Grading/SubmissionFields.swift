import QuizgenCore

/// A `quizgen-submission/1` document as read, before anyone's rules: each top-level value and
/// each answer as found, with its line and column.
///
/// The one reading of the format (``SubmissionDocument/read(_:path:)``): the build checks it
/// for grading (`SubmissionJSONReader`), the collector for a hand-in or a draft, the preview
/// server for a file it stores. Each applies its own rules and words to the same value.
public struct SubmissionFields: Sendable {
    /// What kind of JSON value a field is.
    public typealias Kind = JSONKind

    /// A top-level value.
    public struct Value: Sendable, Hashable {
        /// Its kind.
        public var kind: Kind
        /// A string's text, a number's source text, `true` or `false`; `nil` otherwise.
        public var text: String?
        /// 1-based line.
        public var line: Int
        /// 1-based column, in Unicode scalars.
        public var column: Int

        /// The text when the value is a JSON string.
        public var string: String? { kind == .string ? text : nil }
        /// The text of a string or a number (the build reads both as text).
        public var stringOrNumber: String? { kind == .string || kind == .number ? text : nil }
        /// `a string`, `a number`, …: for messages.
        public var kindName: String { kind.name }
    }

    /// One entry of `answers`.
    public struct Answer: Sendable, Hashable {
        /// The question id (the entry's key).
        public var questionID: String
        /// The answer as grading reads it: a string, a number or a boolean as text, an array
        /// of strings as a list, an object of strings as pairs; `nil` for anything else.
        public var answer: SubmittedAnswer?
        /// The JSON kind of the entry's value.
        public var kind: Kind
        /// Whether the value is a string, or an array or object of nothing but strings (the
        /// build also reads numbers and booleans as text; the servers hold bodies to this).
        public var holdsOnlyStrings: Bool
        /// 1-based line of the value.
        public var line: Int
        /// 1-based column of the value.
        public var column: Int

        /// `a string`, `an array`, …: for messages.
        public var kindName: String { kind.name }
    }

    /// The display path the locations refer to.
    public var path: String
    /// Where the document's object starts.
    public var location: SourceLocation
    /// Every top-level key in file order, duplicates included, with the location of its value.
    public var keys: [(key: String, line: Int, column: Int)]
    /// The last value of each top-level key, as most JSON readers keep.
    var values: [String: Value]
    /// The entries of `answers` in file order, duplicates included, when it is an object.
    public var answers: [Answer]?
    /// The entries of the practice objects (`wrong_tries`, `question_variants`) in file
    /// order, by key, when the value is an object: each entry's key (a question id) and value.
    public var practice: [String: [(questionID: String, value: Value)]] = [:]

    /// Fields made rather than read (a posted form): every value a string, every answer as
    /// given, in question-id order, all located at `path`'s first line.
    ///
    /// - Parameters:
    ///   - path: The name their locations carry.
    ///   - values: The top-level values by key (`answers` aside).
    ///   - answers: The answers by question id.
    public init(path: String, values: [String: String], answers: [String: SubmittedAnswer]) {
        self.path = path
        location = SourceLocation(path: path, line: 1, column: 1)
        self.values = values.mapValues { Value(kind: .string, text: $0, line: 1, column: 1) }
        self.values["answers"] = Value(kind: .object, text: nil, line: 1, column: 1)
        keys = self.values.keys.sorted().map { ($0, 1, 1) }
        self.answers = answers.sorted { $0.key < $1.key }.map { id, answer in
            let kind: Kind
            switch answer {
            case .list: kind = .array
            case .pairs: kind = .object
            case .text, .cell: kind = .string
            }
            return Answer(
                questionID: id, answer: answer, kind: kind, holdsOnlyStrings: true, line: 1,
                column: 1)
        }
    }

    init(
        path: String, location: SourceLocation, keys: [(key: String, line: Int, column: Int)],
        values: [String: Value], answers: [Answer]?
    ) {
        self.path = path
        self.location = location
        self.keys = keys
        self.values = values
        self.answers = answers
    }

    /// The last value written for `key`, or `nil` when the key is absent.
    public subscript(key: String) -> Value? { values[key] }

    /// `value`'s location in ``path``.
    public func location(of value: Value) -> SourceLocation {
        SourceLocation(path: path, line: value.line, column: value.column)
    }

    /// `answer`'s location in ``path``.
    public func location(of answer: Answer) -> SourceLocation {
        SourceLocation(path: path, line: answer.line, column: answer.column)
    }

    /// The answers grading counts: one per question, the last written, without the entries
    /// that are not answers (the build warns about both; see `SubmissionJSONReader`).
    public var writtenAnswers: [WrittenAnswer] {
        var ignored = Diagnostics()
        return SubmissionJSONReader.writtenAnswers(self, into: &ignored)
    }
}
