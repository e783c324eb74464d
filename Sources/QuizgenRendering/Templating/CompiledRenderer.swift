import Mustache
import QuizgenCore

/// Renders `CompiledTemplate`s with swift-mustache's rules (its `Template+Render.swift`), for the
/// values quizgen's adapters put into contexts: strings, numbers, booleans, `[String: Any]`,
/// arrays and `MustacheParent` objects (`TemplateView`s among them).
///
/// Why not swift-mustache alone: it looks every name up by splitting it, then casting each value
/// of the context stack to four protocols (and reflecting it with `Mirror` when it is a string),
/// about 1.3 µs a name; a list item of the default theme took 6-8 µs and rendering was a quarter
/// of a 10,000-page build. Here a name is split once, when the template is compiled, and a value
/// is one cast to a concrete type.
///
/// Any value of another kind (a lambda, an optional that holds nothing, a custom renderable, a
/// set, a template), a partial that was not compiled or text to escape with swift-mustache's own
/// HTML content type ends the render with `nil`, and the caller renders the page with
/// swift-mustache instead: the output is always swift-mustache's.
struct CompiledRenderer {
    /// The compiled templates by name.
    let templates: [String: CompiledTemplate]
    /// Every template the library holds (a partial that is in the library but not compiled stops
    /// the render; one that is in neither renders as nothing, as in swift-mustache).
    let known: Set<String>

    /// A value the renderer does not handle: the page goes to swift-mustache.
    struct Unsupported: Error {}

    /// What swift-mustache's context carries besides the stack.
    struct Frame {
        var indentation: String?
        var overrides: [String: CompiledTemplate]?
        var contentType: CompiledTemplate.ContentType
    }

    /// `template` rendered with `root` as the context, or `nil` when swift-mustache must do it.
    func render(_ template: CompiledTemplate, root: Any) -> String? {
        renderBytes(template, root: root).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `render(_:root:)` as UTF-8 bytes (always valid: every byte comes from a template's text
    /// or a Swift string), for a page written as bytes without a String in between.
    func renderBytes(_ template: CompiledTemplate, root: Any) -> [UInt8]? {
        var state = State(stack: [root])
        state.out.reserveCapacity(32_768)
        do {
            try render(
                template, frame: Frame(indentation: nil, overrides: nil, contentType: .libraryHTML),
                state: &state)
        } catch {
            return nil
        }
        // A copy of the exact size: pages wait in memory for the writer, and the buffer was
        // reserved large.
        return Array(state.out[...])
    }

    struct State {
        var stack: [Any]
        var out: [UInt8] = []
    }

    private func render(_ template: CompiledTemplate, frame: Frame, state: inout State)
        throws(Unsupported)
    {
        var frame = frame
        guard let indentation = frame.indentation, !indentation.isEmpty else {
            for node in template.nodes { try render(node, frame: &frame, state: &state) }
            return
        }
        // swift-mustache adds the indentation before a token's non-empty output when what this
        // template rendered so far ends with "\n" (a Character: not "\r\n").
        let start = state.out.count
        for node in template.nodes {
            let before = state.out.count
            let count = before - start
            let afterNewline =
                count > 0 && state.out[before - 1] == 0x0A
                && !(count > 1 && state.out[before - 2] == 0x0D)
            try render(node, frame: &frame, state: &state)
            if afterNewline, state.out.count > before {
                state.out.insert(contentsOf: indentation.utf8, at: before)
            }
        }
    }

    private func render(_ node: CompiledTemplate.Node, frame: inout Frame, state: inout State)
        throws(Unsupported)
    {
        switch node {
        case .text(let text):
            state.out.append(contentsOf: text.utf8)
        case .variable(let path, let escaped):
            guard let value = try lookup(path, in: state.stack) else { return }
            try write(value, escaped: escaped, contentType: frame.contentType, into: &state.out)
        case .section(let path, let body):
            guard let value = try lookup(path, in: state.stack) else { return }
            switch try Kind(value) {
            case .array(let items):
                for item in items {
                    state.stack.append(item)
                    try render(body, frame: frame, state: &state)
                    state.stack.removeLast()
                }
            case .bool(let flag):
                if flag { try render(body, frame: frame, state: &state) }
            case .string, .number, .dictionary, .parent:
                state.stack.append(value)
                try render(body, frame: frame, state: &state)
                state.stack.removeLast()
            }
        case .invertedSection(let path, let body):
            guard let value = try lookup(path, in: state.stack) else {
                try render(body, frame: frame, state: &state)
                return
            }
            switch try Kind(value) {
            case .array(let items):
                guard items.isEmpty else { return }
                state.stack.append(items)
                try render(body, frame: frame, state: &state)
                state.stack.removeLast()
            case .bool(let flag):
                if !flag { try render(body, frame: frame, state: &state) }
            case .string, .number, .dictionary, .parent:
                return
            }
        case .block(let name, let fallback, let indented):
            var inner = frame
            if let indented { inner.indentation = (frame.indentation ?? "") + indented }
            try render(frame.overrides?[name] ?? fallback, frame: inner, state: &state)
        case .partial(let name, let indented, let overrides):
            guard let template = templates[name] else {
                if known.contains(name) { throw Unsupported() }
                return
            }
            var inner = Frame(
                indentation: frame.indentation, overrides: frame.overrides,
                contentType: .libraryHTML)
            if let indented { inner.indentation = (frame.indentation ?? "") + indented }
            if let overrides {
                // The outer template's blocks win, as in swift-mustache's `withPartial`.
                inner.overrides =
                    frame.overrides.map { $0.merging(overrides) { outer, _ in outer } } ?? overrides
            }
            try render(template, frame: inner, state: &state)
        case .contentType(let contentType):
            frame.contentType = contentType
        }
    }

    /// The kinds of value a section handles.
    enum Kind {
        case array([Any])
        case bool(Bool)
        case string
        case number
        case dictionary
        case parent

        init(_ value: Any) throws(Unsupported) {
            if value is String {
                self = .string
            } else if value is [String: Any] {
                self = .dictionary
            } else if let items = value as? [[String: Any]] {
                self = .array(items)
            } else if let flag = value as? Bool {
                self = .bool(flag)
            } else if value is Int || value is Double {
                self = .number
            } else if let items = value as? [Any] {
                self = .array(items)
            } else if CompiledRenderer.isParent(value) {
                self = .parent
            } else {
                throw Unsupported()
            }
        }
    }

    /// Whether `value` answers names (`child(named:)`) and is nothing swift-mustache treats
    /// otherwise.
    static func isParent(_ value: Any) -> Bool {
        value is SiteTemplateValue || value is LazyPostCard || value is TemplateView
            || (value is MustacheParent && !(value is MustacheCustomRepresentation)
                && !(value is MustacheCustomRenderable))
    }

    /// swift-mustache's `getChild` for names without transforms.
    private func lookup(_ path: CompiledTemplate.Path, in stack: [Any]) throws(Unsupported) -> Any?
    {
        switch path {
        case .current:
            return stack.last
        case .local(let names):
            return try descend(names[...], from: stack[stack.count - 1])
        case .climbing(let names):
            guard let first = names.first else { return stack.last }
            for object in stack.reversed() {
                if let child = try Self.child(first, of: object) {
                    return try descend(names.dropFirst(), from: child)
                }
            }
            return nil
        }
    }

    private func descend(_ names: ArraySlice<String>, from object: Any) throws(Unsupported) -> Any?
    {
        var object = object
        for name in names {
            guard let child = try Self.child(name, of: object) else { return nil }
            object = child
        }
        return object
    }

    /// swift-mustache's `_getImmediateChild`: a dictionary's or parent's entry; nothing for
    /// strings, numbers, booleans and arrays (their `Mirror` has no labelled children).
    static func child(_ name: String, of object: Any) throws(Unsupported) -> Any? {
        if let dictionary = object as? [String: Any] { return dictionary[name] }
        if let site = object as? SiteTemplateValue { return site.child(named: name) }
        if let card = object as? LazyPostCard { return card.child(named: name) }
        if object is String || object is Bool || object is Int || object is Double
            || object is [Any]
        {
            return nil
        }
        // After the plain values: a cast to a protocol costs more than these, and pages climb
        // through strings and booleans far more often than through typed views.
        if let view = object as? TemplateView { return view.child(named: name) }
        if isParent(object), let parent = object as? MustacheParent {
            return parent.child(named: name)
        }
        throw Unsupported()
    }

    /// A variable's text: swift-mustache's `String(describing:)` for the types handled here.
    private func write(
        _ value: Any, escaped: Bool, contentType: CompiledTemplate.ContentType,
        into out: inout [UInt8]
    ) throws(Unsupported) {
        let text: String
        if let string = value as? String {
            text = string
        } else if let flag = value as? Bool {
            text = flag ? "true" : "false"
        } else if let number = value as? Int {
            text = String(number)
        } else if let number = value as? Double {
            text = String(describing: number)
        } else {
            throw Unsupported()
        }
        guard escaped else {
            out.append(contentsOf: text.utf8)
            return
        }
        switch contentType {
        case .text:
            out.append(contentsOf: text.utf8)
        case .quizgenHTML:
            MarkupEscaping.appendHTML(text, to: &out)
        case .libraryHTML:
            // swift-mustache's own escaping goes by Character; text with nothing to escape is
            // the same either way.
            guard !MarkupEscaping.needsHTMLEscaping(text) else { throw Unsupported() }
            out.append(contentsOf: text.utf8)
        }
    }
}
