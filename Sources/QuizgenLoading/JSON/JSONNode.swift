import QuizgenCore

/// The kinds of JSON value, without their contents.
public enum JSONKind: Sendable, Hashable {
    case null, bool, number, string, array, object

    /// A short name, for messages: "a string", "an object".
    public var name: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value with the line and column where it starts.
///
/// Objects keep every key in file order, duplicates included, so the importers can choose which
/// occurrence wins (see `JSONParser` for why Foundation's decoders are not used).
struct JSONNode: Sendable {
    /// The kinds of JSON value (not `indirect`: arrays and objects already hold their
    /// elements out of line, and a box per value costs an allocation per value).
    enum Value: Sendable {
        case null
        case bool(Bool)
        /// The number's source text, so 64-bit ids keep every digit.
        case number(String)
        case string(String)
        case array([JSONNode])
        case object([JSONField])
    }

    var value: Value
    /// 1-based line.
    var line: Int
    /// 1-based column, in Unicode scalars.
    var column: Int

    /// The last value of `key`, as most JSON readers do; `nil` when absent or not an object.
    subscript(key: String) -> JSONNode? {
        guard case .object(let fields) = value else { return nil }
        return fields.last { $0.key == key }?.node
    }

    /// Every value written for `key`, in file order.
    func all(_ key: String) -> [JSONNode] {
        guard case .object(let fields) = value else { return [] }
        return fields.filter { $0.key == key }.map(\.node)
    }

    /// The string value, or the text of a number (archives write ids both ways).
    var string: String? {
        switch value {
        case .string(let text): text
        case .number(let text): text
        default: nil
        }
    }

    /// The elements of an array, or `nil`.
    var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// The number as a `Double`, accepting numbers written as strings.
    var double: Double? {
        switch value {
        case .number(let text), .string(let text): Double(text)
        default: nil
        }
    }

    /// The number as an `Int`, accepting numbers written as strings; `nil` when it is not a
    /// whole number that fits (never traps on `1e400`).
    var int: Int? {
        guard let text = string else { return nil }
        if let exact = Int(text) { return exact }
        guard let value = Double(text), value.isFinite, value.rounded() == value,
            abs(value) < 9.0e15
        else { return nil }
        return Int(value)
    }

    /// Whether this is JSON `null`.
    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// The value's kind.
    var kind: JSONKind {
        switch value {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// A short name of the kind, for messages.
    var kindName: String { kind.name }

    /// The location of this value in `path`.
    func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}
