import Mustache

/// A template as swift-mustache parsed it, in a form `CompiledRenderer` renders without dynamic
/// lookups of each name through swift-mustache's context stack.
///
/// The tree is read from the parsed `MustacheTemplate` itself (through `Mirror`, as its tokens
/// are not public), so standalone lines, indentation and inheritance are exactly swift-mustache's.
/// A template that uses what the renderer does not do (transforms such as `{{first(items)}}`,
/// dynamic partials, content types other than quizgen's HTML and `TEXT`) is not compiled and
/// stays with swift-mustache, as does any token of a shape this reader does not know (a newer
/// swift-mustache).
struct CompiledTemplate: Sendable {
    /// A name as a template writes it.
    enum Path: Sendable, Hashable {
        /// `.`: the current value.
        case current
        /// `a.b`: `a` looked up from the innermost value outwards, then `b` inside it.
        case climbing([String])
        /// `.a.b`: looked up in the current value only.
        case local([String])

        init(_ name: String) {
            if name == "." {
                self = .current
            } else {
                // swift-mustache splits on "." and drops empty parts.
                let parts = name.split(separator: ".").map(String.init)
                self = name.first == "." ? .local(parts) : .climbing(parts)
            }
        }
    }

    /// The content types the renderer knows.
    enum ContentType: Sendable, Hashable {
        /// swift-mustache's own HTML escaping (by `Character`): not done here.
        case libraryHTML
        /// `HTMLEscaper`.
        case quizgenHTML
        /// `TEXT`: no escaping.
        case text
    }

    indirect enum Node: Sendable {
        case text(String)
        case variable(Path, escaped: Bool)
        case section(Path, CompiledTemplate)
        case invertedSection(Path, CompiledTemplate)
        case block(name: String, fallback: CompiledTemplate, indentation: String?)
        case partial(name: String, indentation: String?, overrides: [String: CompiledTemplate]?)
        case contentType(ContentType)
    }

    var nodes: [Node]

    /// The compiled form of `template`, or `nil` when it uses something the renderer leaves to
    /// swift-mustache.
    init?(_ template: MustacheTemplate) {
        guard let tokens = Self.field("tokens", of: template) as? [Any] else { return nil }
        var nodes: [Node] = []
        nodes.reserveCapacity(tokens.count)
        for token in tokens {
            guard let node = Self.node(token) else { return nil }
            nodes.append(node)
        }
        self.nodes = nodes
    }

    private static func node(_ token: Any) -> Node? {
        let mirror = Mirror(reflecting: token)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first,
            let kind = payload.label
        else { return nil }
        let value = payload.value
        switch kind {
        case "text":
            return (value as? String).map(Node.text)
        case "variable", "unescapedVariable":
            guard let name = field("name", of: value) as? String, noTransforms(value) else {
                return nil
            }
            return .variable(Path(name), escaped: kind == "variable")
        case "section", "invertedSection":
            guard let name = field("name", of: value) as? String, noTransforms(value),
                let body = (field("template", of: value) as? MustacheTemplate).flatMap(
                    CompiledTemplate.init)
            else { return nil }
            return kind == "section"
                ? .section(Path(name), body) : .invertedSection(Path(name), body)
        case "blockExpansion":
            guard let name = field("name", of: value) as? String,
                let fallback = (field("default", of: value) as? MustacheTemplate).flatMap(
                    CompiledTemplate.init),
                let indentation = optionalString(field("indentation", of: value))
            else { return nil }
            return .block(name: name, fallback: fallback, indentation: indentation)
        case "partial":
            guard let name = field(".0", of: value) as? String,
                let indentation = optionalString(field("indentation", of: value)),
                let inherits = field("inherits", of: value)
            else { return nil }
            let overrides: [String: CompiledTemplate]?
            if Mirror(reflecting: inherits).displayStyle == .optional,
                Mirror(reflecting: inherits).children.isEmpty
            {
                overrides = nil
            } else {
                guard let templates = inherits as? [String: MustacheTemplate] else { return nil }
                var compiled: [String: CompiledTemplate] = [:]
                for (block, template) in templates {
                    guard let body = CompiledTemplate(template) else { return nil }
                    compiled[block] = body
                }
                overrides = compiled
            }
            return .partial(name: name, indentation: indentation, overrides: overrides)
        case "contentType":
            if value is HTMLEscaper { return .contentType(.quizgenHTML) }
            if String(describing: type(of: value)) == "TextContentType" {
                return .contentType(.text)
            }
            return nil
        default:
            // Dynamic partials, block definitions outside a parent, anything newer.
            return nil
        }
    }

    /// A stored property or tuple element of `value`, by label.
    private static func field(_ label: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == label }?.value
    }

    /// Whether a variable or section token has no transforms.
    private static func noTransforms(_ value: Any) -> Bool {
        (field("transforms", of: value) as? [String])?.isEmpty ?? false
    }

    /// `String?` read from `Any`: `.some(nil)` for nil, `nil` when it is not a `String?`.
    private static func optionalString(_ value: Any?) -> String?? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .some(nil) }
            return (wrapped as? String).map { .some($0) }
        }
        return (value as? String).map { .some($0) }
    }
}
