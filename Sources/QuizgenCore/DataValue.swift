/// A JSON/YAML value with its location, as read from a data file or front matter.
public indirect enum DataValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([DataValue])
    /// Keys in file order.
    case object([DataField])

    /// The value as a string, for scalars.
    public var stringValue: String? {
        switch self {
        case .string(let s): s
        case .int(let i): String(i)
        case .double(let d): String(d)
        case .bool(let b): String(b)
        default: nil
        }
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> DataValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// A plain Swift value for templates: `[String: Any]`, `[Any]`, `String`, `Int`, `Double`,
    /// `Bool`; null becomes `nil`.
    public var templateValue: Any? {
        switch self {
        case .null: nil
        case .bool(let b): b
        case .int(let i): i
        case .double(let d): d
        case .string(let s): s
        case .array(let items): items.map { $0.templateValue ?? "" }
        case .object(let fields):
            Dictionary(fields.map { ($0.key, $0.value.templateValue ?? "") }) { a, _ in a }
        }
    }
}

/// One key of a `DataValue.object`, with where it was written.
public struct DataField: Sendable, Hashable, Codable {
    /// The key.
    public var key: String
    /// The value.
    public var value: DataValue
    /// The key's location.
    public var location: SourceLocation?

    /// Creates a field.
    public init(key: String, value: DataValue, location: SourceLocation? = nil) {
        self.key = key
        self.value = value
        self.location = location
    }
}
