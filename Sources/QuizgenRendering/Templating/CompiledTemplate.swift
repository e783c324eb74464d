/// A Mustache template in a form `CompiledRenderer` renders without dynamic
/// lookups of each name through swift-mustache's context stack.
///
/// The tree is read from the template's text by quizgen's own parser (`init?(parsing:)`, by
/// swift-mustache's rules for standalone lines, indentation and inheritance; swift-mustache's
/// parsed tokens are not public). A template that uses what the renderer does not do (transforms
/// such as `{{first(items)}}`, dynamic partials, content types other than quizgen's HTML and
/// `TEXT`) is not compiled and stays with swift-mustache.
struct CompiledTemplate: Sendable, Equatable {
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

    indirect enum Node: Sendable, Equatable {
        case text(String)
        case variable(Path, escaped: Bool)
        case section(Path, CompiledTemplate)
        case invertedSection(Path, CompiledTemplate)
        case block(name: String, fallback: CompiledTemplate, indentation: String?)
        case partial(name: String, indentation: String?, overrides: [String: CompiledTemplate]?)
        case contentType(ContentType)
    }

    var nodes: [Node]

    init(nodes: [Node]) { self.nodes = nodes }
}
