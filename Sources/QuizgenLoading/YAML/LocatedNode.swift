import QuizgenCore
import Yams

/// A YAML/JSON node that knows where it was written, including the front-matter offset.
///
/// It wraps either a Yams node (YAML, front matter, small JSON) or a node of the project's own
/// JSON parser (large JSON files read a record at a time); both read the same: a JSON string is
/// a quoted scalar, a number, `true`, `false` or `null` a plain one, so `"12"` stays text and
/// `12` is a number, as when Yams reads the same JSON.
public struct LocatedNode: @unchecked Sendable {
    // Yams.Node is a value type without Sendable conformance; LocatedNode never mutates it.
    private enum Storage {
        case yams(Yams.Node)
        case json(JSONNode)
    }

    private let storage: Storage
    /// Display path of the file.
    public let path: String
    /// Lines before the YAML text in its file (1 for front matter after the opening `---`).
    public let lineOffset: Int

    /// Wraps a node.
    public init(node: Yams.Node, path: String, lineOffset: Int = 0) {
        storage = .yams(node)
        self.path = path
        self.lineOffset = lineOffset
    }

    /// Wraps a node of the project's JSON parser.
    init(json: JSONNode, path: String, lineOffset: Int = 0) {
        storage = .json(json)
        self.path = path
        self.lineOffset = lineOffset
    }

    /// The node as a Yams node (built, without marks, for a JSON node; prefer the accessors).
    public var node: Yams.Node {
        switch storage {
        case .yams(let node): node
        case .json(let json): Self.yams(json)
        }
    }

    /// Where this node starts in its file.
    public var location: SourceLocation {
        switch storage {
        case .yams(let node):
            guard let mark = node.mark else {
                return SourceLocation(path: path, line: 1, column: 1)
            }
            return SourceLocation(path: path, line: mark.line + lineOffset, column: mark.column)
        case .json(let json):
            return SourceLocation(path: path, line: json.line + lineOffset, column: json.column)
        }
    }

    /// Whether the node is a scalar (text, number, boolean or null), not a mapping or list.
    public var isScalar: Bool {
        switch storage {
        case .yams(let node):
            if case .scalar = node { return true }
            return false
        case .json(let json):
            switch json.value {
            case .array, .object: return false
            default: return true
            }
        }
    }

    /// The string value of a scalar.
    public var string: String? {
        switch storage {
        case .yams(let node):
            if case .scalar(let scalar) = node { return scalar.string }
            return nil
        case .json(let json):
            return Self.plainText(json) ?? json.string
        }
    }

    /// Whether the scalar was written as a quoted string (so `"12"` stays text).
    public var isQuoted: Bool {
        switch storage {
        case .yams(let node):
            if case .scalar(let scalar) = node {
                return scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            }
            return false
        case .json(let json):
            if case .string = json.value { return true }
            return false
        }
    }

    /// How a scalar was written: `"…"`, `'…'`, plain, or a `|`/`>` block (`nil` for other nodes).
    var textStyle: ScalarTextStyle? {
        switch storage {
        case .yams(let node):
            guard case .scalar(let scalar) = node else { return nil }
            switch scalar.style {
            case .doubleQuoted: return .doubleQuoted
            case .singleQuoted: return .singleQuoted
            case .literal, .folded: return .block
            default: return .plain
            }
        case .json(let json):
            if case .string = json.value { return .doubleQuoted }
            return .plain
        }
    }

    /// The unquoted scalar as Yams reads it, for its typed values.
    private var plainNode: Yams.Node? {
        switch storage {
        case .yams(let node): return isQuoted ? nil : node
        case .json(let json): return Self.plainText(json).map { Yams.Node($0) }
        }
    }

    /// The integer value of an unquoted scalar.
    public var int: Int? { plainNode?.int }
    /// The floating-point value of an unquoted scalar.
    public var double: Double? { plainNode.flatMap { $0.int.map(Double.init) ?? $0.float } }
    /// The Boolean value of an unquoted scalar.
    public var bool: Bool? { plainNode?.bool }
    /// Whether the node is a null scalar (`~`, `null` or empty).
    public var isNull: Bool {
        switch storage {
        case .yams(let node): return !isQuoted && node.null != nil
        case .json(let json): return json.isNull
        }
    }

    /// Whether the node is a mapping (what ``entries`` reads, without making them).
    public var isMapping: Bool {
        switch storage {
        case .yams(let node):
            if case .mapping = node { return true }
            return false
        case .json(let json):
            if case .object = json.value { return true }
            return false
        }
    }

    /// The entries of a mapping, in file order, keys with their own locations.
    public var entries: [(key: String, keyNode: LocatedNode, value: LocatedNode)]? {
        switch storage {
        case .yams(let node):
            guard case .mapping(let mapping) = node else { return nil }
            return mapping.map { pair in
                (pair.key.string ?? "", wrap(pair.key), wrap(pair.value))
            }
        case .json(let json):
            guard case .object(let fields) = json.value else { return nil }
            return fields.map { field in
                let key = JSONNode(
                    value: .string(field.key), line: field.line, column: field.column)
                return (field.key, wrap(key), wrap(field.node))
            }
        }
    }

    /// The keys of a mapping, in file order: what ``entries`` reads, without wrapping a node.
    public var keys: [String]? {
        switch storage {
        case .yams(let node):
            guard case .mapping(let mapping) = node else { return nil }
            return mapping.map { $0.key.string ?? "" }
        case .json(let json):
            guard case .object(let fields) = json.value else { return nil }
            return fields.map(\.key)
        }
    }

    /// The key and the value of a mapping's entry `index` (an index into ``keys``).
    func entry(at index: Int) -> (keyNode: LocatedNode, value: LocatedNode)? {
        switch storage {
        case .yams(let node):
            guard case .mapping(let mapping) = node, index >= 0, index < mapping.count else {
                return nil
            }
            let pair = mapping[mapping.index(mapping.startIndex, offsetBy: index)]
            return (wrap(pair.key), wrap(pair.value))
        case .json(let json):
            guard case .object(let fields) = json.value, fields.indices.contains(index) else {
                return nil
            }
            let field = fields[index]
            return (
                wrap(JSONNode(value: .string(field.key), line: field.line, column: field.column)),
                wrap(field.node)
            )
        }
    }

    /// The items of a sequence.
    public var items: [LocatedNode]? {
        switch storage {
        case .yams(let node):
            guard case .sequence(let sequence) = node else { return nil }
            return sequence.map(wrap)
        case .json(let json):
            return json.array?.map(wrap)
        }
    }

    /// The value for `key` in a mapping.
    public subscript(key: String) -> LocatedNode? {
        switch storage {
        case .yams(let node):
            // Only the value found is wrapped (building every entry for each lookup was 3 % of
            // loading a page's front matter).
            guard case .mapping(let mapping) = node else { return nil }
            return mapping.first { ($0.key.string ?? "") == key }.map { wrap($0.value) }
        case .json(let json):
            guard case .object(let fields) = json.value else { return nil }
            return fields.first { $0.key == key }.map { wrap($0.node) }
        }
    }

    /// A short name of the node's kind for messages: "a mapping", "a list", "text".
    public var kindDescription: String {
        if entries != nil { return "a mapping" }
        if !isScalar { return items != nil ? "a list" : "an alias" }
        return isNull ? "empty" : "a single value"
    }

    /// Converts the node to a plain data value, with locations on object keys.
    public var dataValue: DataValue {
        if let entries {
            return .object(
                entries.map {
                    DataField(key: $0.key, value: $0.value.dataValue, location: $0.keyNode.location)
                })
        }
        if let items { return .array(items.map(\.dataValue)) }
        guard isScalar else { return .null }
        if isQuoted { return .string(string ?? "") }
        if isNull { return .null }
        let plain = plainNode
        if let b = plain?.bool { return .bool(b) }
        if let i = plain?.int { return .int(i) }
        if let d = plain?.float { return .double(d) }
        return .string(string ?? "")
    }

    private func wrap(_ node: Yams.Node) -> LocatedNode {
        LocatedNode(node: node, path: path, lineOffset: lineOffset)
    }

    private func wrap(_ json: JSONNode) -> LocatedNode {
        LocatedNode(json: json, path: path, lineOffset: lineOffset)
    }

    /// The text of a JSON number, `true`, `false` or `null`, as a plain YAML scalar holds it.
    private static func plainText(_ json: JSONNode) -> String? {
        switch json.value {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        default: nil
        }
    }

    /// A Yams node (without marks) with the same content.
    private static func yams(_ json: JSONNode) -> Yams.Node {
        switch json.value {
        case .string(let text): Yams.Node(text, .implicit, .doubleQuoted)
        case .array(let items): Yams.Node(items.map(yams))
        case .object(let fields):
            Yams.Node(fields.map { (Yams.Node($0.key, .implicit, .doubleQuoted), yams($0.node)) })
        default: Yams.Node(plainText(json) ?? "", .implicit, .plain)
        }
    }
}
