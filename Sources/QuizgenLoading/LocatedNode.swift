import QuizgenCore
import Yams

/// A YAML/JSON node that knows where it was written, including the front-matter offset.
public struct LocatedNode: @unchecked Sendable {
    // Yams.Node is a value type without Sendable conformance; LocatedNode never mutates it.
    /// The underlying Yams node.
    public let node: Yams.Node
    /// Display path of the file.
    public let path: String
    /// Lines before the YAML text in its file (1 for front matter after the opening `---`).
    public let lineOffset: Int

    /// Wraps a node.
    public init(node: Yams.Node, path: String, lineOffset: Int = 0) {
        self.node = node
        self.path = path
        self.lineOffset = lineOffset
    }

    /// Where this node starts in its file.
    public var location: SourceLocation {
        guard let mark = node.mark else { return SourceLocation(path: path, line: 1, column: 1) }
        return SourceLocation(path: path, line: mark.line + lineOffset, column: mark.column)
    }

    /// The string value of a scalar.
    public var string: String? {
        if case .scalar(let scalar) = node { return scalar.string }
        return nil
    }

    /// Whether the scalar was written as a quoted string (so `"12"` stays text).
    public var isQuoted: Bool {
        if case .scalar(let scalar) = node { return scalar.style == .singleQuoted || scalar.style == .doubleQuoted }
        return false
    }

    /// The integer value of an unquoted scalar.
    public var int: Int? { isQuoted ? nil : node.int }
    /// The floating-point value of an unquoted scalar.
    public var double: Double? { isQuoted ? nil : (node.int.map(Double.init) ?? node.float) }
    /// The Boolean value of an unquoted scalar.
    public var bool: Bool? { isQuoted ? nil : node.bool }
    /// Whether the node is a null scalar (`~`, `null` or empty).
    public var isNull: Bool { !isQuoted && node.null != nil }

    /// The entries of a mapping, in file order, keys with their own locations.
    public var entries: [(key: String, keyNode: LocatedNode, value: LocatedNode)]? {
        guard case .mapping(let mapping) = node else { return nil }
        return mapping.map { pair in
            (pair.key.string ?? "", wrap(pair.key), wrap(pair.value))
        }
    }

    /// The items of a sequence.
    public var items: [LocatedNode]? {
        guard case .sequence(let sequence) = node else { return nil }
        return sequence.map(wrap)
    }

    /// The value for `key` in a mapping.
    public subscript(key: String) -> LocatedNode? {
        entries?.first { $0.key == key }?.value
    }

    /// A short name of the node's kind for messages: "a mapping", "a list", "text".
    public var kindDescription: String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar: isNull ? "empty" : "a single value"
        case .alias: "an alias"
        }
    }

    /// Converts the node to a plain data value, with locations on object keys.
    public var dataValue: DataValue {
        switch node {
        case .scalar:
            if isQuoted { return .string(string ?? "") }
            if isNull { return .null }
            if let b = node.bool { return .bool(b) }
            if let i = node.int { return .int(i) }
            if let d = node.float { return .double(d) }
            return .string(string ?? "")
        case .sequence:
            return .array((items ?? []).map(\.dataValue))
        case .mapping:
            return .object(
                (entries ?? []).map { DataField(key: $0.key, value: $0.value.dataValue, location: $0.keyNode.location) })
        case .alias:
            return .null
        }
    }

    private func wrap(_ node: Yams.Node) -> LocatedNode {
        LocatedNode(node: node, path: path, lineOffset: lineOffset)
    }
}
