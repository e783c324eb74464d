import Foundation
import Mustache
import QuizgenCore
import QuizgenLoading
import QuizgenSystem

/// The templates a build renders with: the built-in theme overlaid by the site's `Templates/`.
///
/// Parsed once per build; every parse error and every reference to a missing partial or parent
/// template is a located diagnostic.
public struct TemplateSet: Sendable {
    /// The Mustache library holding every template.
    public let library: MustacheLibrary
    /// Where each template came from: a display path, or `built-in theme`.
    public let origins: [String: String]
    /// The site-wide fragments (`header`, `footer`) rendered once per variant, not per page.
    let fragments: Set<String>
    /// Whether `feed-post-card` is a stub over a card rendered once per post (`PostCardFragment`).
    let cachesPostCards: Bool
    /// The library's templates in the form `CompiledRenderer` renders (those it can).
    let compiled: CompiledRenderer?

    init(
        library: MustacheLibrary, origins: [String: String], fragments: Set<String> = [],
        cachesPostCards: Bool = false,
        compiled: CompiledRenderer? = nil
    ) {
        self.library = library
        self.origins = origins
        self.fragments = fragments
        self.cachesPostCards = cachesPostCards
        self.compiled = compiled
    }

    /// The same templates rendered by swift-mustache alone (to compare with the compiled renderer).
    public var withoutCompiled: TemplateSet {
        TemplateSet(
            library: library, origins: origins, fragments: fragments,
            cachesPostCards: cachesPostCards)
    }

    /// The names of all templates.
    public var names: Set<String> { Set(origins.keys) }

    /// Whether a template named `name` exists.
    public func has(_ name: String) -> Bool { origins[name] != nil }

    /// Loads the built-in theme and the site's templates.
    ///
    /// - Parameters:
    ///   - folder: The site's `Templates/` folder (may not exist).
    ///   - reader: Reads files and makes display paths.
    ///   - builtIn: Template text by name (the default theme).
    ///   - roots: When given, only these templates and those they use (partials, layouts) are
    ///     parsed and checked; for a rebuild that renders a few pages.
    ///   - diagnostics: Receives parse errors and missing references.
    public static func load(
        folder: URL, reader: SourceReader, builtIn: [String: String] = DefaultTheme.templates,
        only roots: Set<String>? = nil, into diagnostics: inout Diagnostics
    ) -> TemplateSet {
        var sources: [String: SourceText] = [:]
        for (name, text) in builtIn {
            sources[name] = SourceText(path: "built-in theme: \(name).mustache", text: text)
        }
        for url in reader.files(in: folder, into: &diagnostics) {
            guard url.pathExtension == "mustache" else { continue }
            let relative = String(url.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            guard let source = reader.read(url, into: &diagnostics) else { continue }
            sources[templateName(forFile: relative)] = source
        }
        if let roots {
            var reachable: Set<String> = []
            var pending = Array(roots)
            while let name = pending.popLast() {
                guard let source = sources[name], reachable.insert(name).inserted else { continue }
                pending += TemplateReferenceScanner.references(in: source.text).map(\.name)
            }
            sources = sources.filter { reachable.contains($0.key) }
        }
        var library = MustacheLibrary()
        var compiled: [String: CompiledTemplate] = [:]
        var registered: Set<String> = []
        func register(_ template: (MustacheTemplate, CompiledTemplate?), named name: String) {
            library.register(template.0, named: name)
            registered.insert(name)
            compiled[name] = template.1
        }
        var origins: [String: String] = [:]
        var fragments: Set<String> = []
        let cachesPostCards =
            sources[PostCardFragment.name].map { card in
                PostCardFragment.readsOnlyPost(card.text)
                    && !sources.values.contains { PostCardFragment.includesIndented($0.text) }
            } ?? false
        _ = HTMLEscaper.registered
        // Parsed and compiled on every core (the default theme's templates took 70 ms on one,
        // with the other idle), then registered in name order as before.
        let names = sources.keys.sorted()
        let parsed = ParallelChunks.map(count: names.count, chunkSize: 2) { range in
            range.map { position -> ParsedTemplate in
                let name = names[position]
                guard let source = sources[name] else {
                    return .failed(message: "", line: 1, column: 1)
                }
                return ParsedTemplate.parse(
                    name: name, source: source, cachesPostCards: cachesPostCards)
            }
        }.joined()
        for (name, result) in zip(names, parsed) {
            guard let source = sources[name] else { continue }
            origins[name] = source.path
            switch result {
            case .parsed(let templates, let isFragment):
                for (registeredName, template) in templates {
                    register(template, named: registeredName)
                }
                if isFragment { fragments.insert(name) }
            case .failed(let message, let line, let column):
                diagnostics.register(source)
                diagnostics.error(
                    "template.syntax", message,
                    at: SourceLocation(path: source.path, line: line, column: column))
            }
        }
        for name in sources.keys.sorted() {
            guard let source = sources[name] else { continue }
            for reference in TemplateReferenceScanner.references(in: source.text)
            where sources[reference.name] == nil {
                diagnostics.register(source)
                let kind = reference.isParent ? "layout" : "partial"
                diagnostics.error(
                    "template.missing",
                    "template '\(name)' uses the \(kind) '\(reference.name)', which does not exist\(Suggestion.didYouMean(reference.name, in: sources.keys))",
                    at: SourceLocation(
                        path: source.path, line: reference.line, column: reference.column))
            }
        }
        return TemplateSet(
            library: library, origins: origins, fragments: fragments,
            cachesPostCards: cachesPostCards,
            compiled: CompiledRenderer(templates: compiled, known: registered))
    }

    /// `page.mustache` -> `page`; `sitemap.xml.mustache` -> `sitemap.xml`; `x/y.mustache` -> `x/y`.
    public static func templateName(forFile relativePath: String) -> String {
        relativePath.hasSuffix(".mustache")
            ? String(relativePath.dropLast(".mustache".count)) : relativePath
    }

    /// Renders `context` with the template `name`.
    ///
    /// - Returns: The text, or `nil` when there is no such template.
    /// Compiled templates render with `CompiledRenderer`; a template it cannot compile, or a
    /// value it does not handle, renders with swift-mustache (the same text).
    public func render(_ context: [String: Any], template name: String) -> String? {
        render(root: context, template: name)
    }

    /// `render(_:template:)` as UTF-8 bytes: a page goes to its file without a String in
    /// between (the compiled renderer's bytes are the page's).
    func renderBytes(_ context: [String: Any], template name: String) -> [UInt8]? {
        if let compiled, let template = compiled.templates[name],
            let bytes = compiled.renderBytes(template, root: context)
        {
            return bytes
        }
        return library.render(context, withTemplate: name).map { Array($0.utf8) }
    }

    /// Renders `root` (a dictionary or a `TemplateView`) with the template `name`.
    func render(root: Any, template name: String) -> String? {
        if let compiled, let template = compiled.templates[name],
            let text = compiled.render(template, root: root)
        {
            return text
        }
        return library.render(root, withTemplate: name)
    }

    static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect:
            return "a section is closed with a different name than it was opened with"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is opened but never closed"
        case .invalidSetDelimiter: return "invalid set-delimiter tag"
        case .transformAppliedToInheritanceSection:
            return "a transform cannot be applied to an inheritance section"
        case .illegalTokenInsideInheritSection:
            return "only block definitions ({{$name}}) may appear inside a layout section"
        case .textInsideInheritSection:
            return "only block definitions ({{$name}}) may appear inside a layout section"
        case .invalidConfigVariableSyntax: return "invalid pragma syntax"
        case .unrecognisedConfigVariable: return "unknown pragma (only CONTENT_TYPE is known)"
        @unknown default: return "\(error)"
        }
    }
}

/// One template source parsed and compiled (off the thread that registers it), under the names
/// it is registered with, or why it could not be parsed.
enum ParsedTemplate: Sendable {
    /// The templates to register by name, and whether it is a site-wide fragment.
    case parsed([(String, (MustacheTemplate, CompiledTemplate?))], isFragment: Bool)
    /// The `template.syntax` message and where.
    case failed(message: String, line: Int, column: Int)

    /// Parses `source`, the template `name`: a site-wide fragment or the post card (when
    /// `cachesPostCards`) as its real template and a stub, any other as itself.
    static func parse(name: String, source: SourceText, cachesPostCards: Bool) -> ParsedTemplate {
        func made(_ text: String) throws -> (MustacheTemplate, CompiledTemplate?) {
            let template = try MustacheTemplate(string: text)
            return (template, CompiledTemplate(parsing: text))
        }
        if let (line, column) = MustacheTagScanner.tooDeepSection(in: source.text) {
            return .failed(
                message:
                    "invalid template: sections nest more than \(MustacheTagScanner.maximumSectionDepth) levels deep; quizgen reads no deeper",
                line: line, column: column)
        }
        do {
            let template = try made(HTMLEscaper.pragma + source.text)
            if SiteFragment.names.contains(name), SiteFragment.readsOnlySite(source.text) {
                // Rendered once per variant by SiteTemplateValue; pages include the result.
                return .parsed(
                    [
                        (SiteFragment.realName(name), template),
                        (name, try made(SiteFragment.stub(name))),
                    ], isFragment: true)
            } else if name == PostCardFragment.name, cachesPostCards {
                // Rendered once per post by PostCardCache; list pages include the result.
                return .parsed(
                    [
                        (PostCardFragment.realName, template),
                        (name, try made(PostCardFragment.stub)),
                    ], isFragment: false)
            }
            return .parsed([(name, template)], isFragment: false)
        } catch let error as MustacheTemplate.ParserError {
            return .failed(
                message: "invalid template: \(TemplateSet.describe(error.error))",
                line: max(1, error.context.lineNumber - 1),
                column: error.context.columnNumber)
        } catch {
            return .failed(message: "invalid template: \(error)", line: 1, column: 1)
        }
    }
}
