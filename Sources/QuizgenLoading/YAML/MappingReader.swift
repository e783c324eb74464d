import QuizgenCore

/// Reads typed values from a YAML/JSON mapping, reporting wrong types, missing keys and unknown
/// keys (with the nearest known key) as located diagnostics.
public struct MappingReader {
    /// The mapping being read.
    public let node: LocatedNode
    /// What the mapping is, for messages: "config", "front matter", "question".
    public let what: String
    /// The keys this mapping accepts.
    public let knownKeys: [String]
    /// Problems found so far.
    public var diagnostics = Diagnostics()
    /// Severity used for unknown keys.
    public var unknownKeySeverity: Diagnostic.Severity = .error
    /// The mapping's keys, in file order, read once: a page's front matter is asked for a dozen
    /// keys, and comparing each with the YAML nodes' keys was a twentieth of loading a page.
    private let keys: [String]

    /// Starts reading `node`; reports an error and returns `nil` when it is not a mapping.
    ///
    /// - Parameters:
    ///   - node: The node to read.
    ///   - what: A noun for messages.
    ///   - knownKeys: Keys that are accepted; any other key is reported.
    ///   - diagnostics: Receives the "not a mapping" error.
    public init?(
        _ node: LocatedNode, what: String, knownKeys: [String], diagnostics: inout Diagnostics
    ) {
        guard node.isMapping else {
            diagnostics.error(
                "schema.type",
                "\(what) must be a mapping of keys to values, found \(node.kindDescription)",
                at: node.location)
            return nil
        }
        self.node = node
        self.what = what
        self.knownKeys = knownKeys
        self.keys = node.keys ?? []
    }

    /// The raw node for `key`.
    public func value(_ key: String) -> LocatedNode? {
        keys.firstIndex(of: key).flatMap { node.entry(at: $0)?.value }
    }

    /// Whether `key` is present.
    public func has(_ key: String) -> Bool { keys.contains(key) }

    /// A text value. Numbers and booleans written without quotes are accepted as their text.
    public mutating func string(_ key: String, required: Bool = false) -> String? {
        guard let value = present(key, required: required) else { return nil }
        guard value.isScalar, !value.isNull else {
            typeError(key, value, expected: "text")
            return nil
        }
        return value.string
    }

    /// An integer value, optionally within `range`.
    public mutating func int(
        _ key: String, in range: ClosedRange<Int>? = nil, required: Bool = false
    ) -> Int? {
        guard let value = present(key, required: required) else { return nil }
        guard let number = value.int else {
            typeError(key, value, expected: "a whole number")
            return nil
        }
        if let range, !range.contains(number) {
            diagnostics.error(
                "schema.range",
                "'\(key)' must be between \(range.lowerBound) and \(range.upperBound), found \(number)",
                at: value.location)
            return nil
        }
        return number
    }

    /// A number value, optionally within `range`.
    public mutating func double(
        _ key: String, in range: ClosedRange<Double>? = nil, required: Bool = false
    ) -> Double? {
        guard let value = present(key, required: required) else { return nil }
        // Infinity and NaN are numbers to Double("inf"), not to anything that computes with them
        // (an infinite points value trapped when converted to an integer).
        guard let number = value.double, number.isFinite else {
            typeError(key, value, expected: "a number")
            return nil
        }
        if let range, !range.contains(number) {
            diagnostics.error(
                "schema.range",
                "'\(key)' must be between \(range.lowerBound) and \(range.upperBound), found \(value.string ?? "")",
                at: value.location)
            return nil
        }
        return number
    }

    /// A Boolean value (`true`/`false`).
    public mutating func bool(_ key: String, required: Bool = false) -> Bool? {
        guard let value = present(key, required: required) else { return nil }
        guard let flag = value.bool else {
            typeError(key, value, expected: "true or false")
            return nil
        }
        return flag
    }

    /// One of a closed set of words.
    public mutating func choice(_ key: String, of options: [String], required: Bool = false)
        -> String?
    {
        guard let text = string(key, required: required), let value = value(key) else { return nil }
        guard options.contains(text) else {
            diagnostics.error(
                "schema.enum",
                "'\(key)' must be one of \(options.map { "'\($0)'" }.joined(separator: ", ")), found '\(text)'\(Suggestion.didYouMean(text, in: options))",
                at: value.location)
            return nil
        }
        return text
    }

    /// A nested mapping.
    public mutating func mapping(_ key: String, knownKeys: [String], required: Bool = false)
        -> MappingReader?
    {
        guard let value = present(key, required: required) else { return nil }
        return MappingReader(
            value, what: "'\(key)'", knownKeys: knownKeys, diagnostics: &diagnostics)
    }

    /// A list of text values.
    public mutating func strings(_ key: String) -> [String]? {
        guard let value = value(key) else { return nil }
        if let items = value.items {
            var result: [String] = []
            for item in items {
                if item.isScalar, let text = item.string, !item.isNull {
                    result.append(text)
                } else {
                    diagnostics.error(
                        "schema.type",
                        "items of '\(key)' must be text, found \(item.kindDescription)",
                        at: item.location)
                }
            }
            return result
        }
        if value.isScalar, let text = value.string, !value.isNull { return [text] }
        typeError(key, value, expected: "a list of text")
        return nil
    }

    /// Reports every key that is not in `knownKeys`, suggesting the nearest known key.
    public mutating func reportUnknownKeys() {
        for (index, key) in keys.enumerated() where !knownKeys.contains(key) {
            guard let keyNode = node.entry(at: index)?.keyNode else { continue }
            diagnostics.append(
                Diagnostic(
                    unknownKeySeverity, code: "schema.unknown-key",
                    "unknown key '\(key)' in \(what)\(Suggestion.didYouMean(key, in: knownKeys))",
                    at: keyNode.location))
        }
    }

    /// Reports unknown keys and hands over everything collected.
    public mutating func finish(into target: inout Diagnostics) {
        reportUnknownKeys()
        target.merge(diagnostics)
        diagnostics = Diagnostics()
    }

    private mutating func present(_ key: String, required: Bool) -> LocatedNode? {
        guard let value = value(key) else {
            if required {
                diagnostics.error(
                    "schema.missing-key", "\(what) is missing the required key '\(key)'",
                    at: node.location)
            }
            return nil
        }
        if value.isNull, !required { return nil }
        return value
    }

    private mutating func typeError(_ key: String, _ value: LocatedNode, expected: String) {
        diagnostics.error(
            "schema.type",
            "'\(key)' must be \(expected), found \(value.isNull ? "nothing" : "'\(value.string ?? value.kindDescription)'")",
            at: value.location)
    }
}
