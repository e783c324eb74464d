import Foundation
import Mustache
import QuizgenCore
import QuizgenLoading

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
        library: MustacheLibrary, origins: [String: String], fragments: Set<String> = [], cachesPostCards: Bool = false,
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
        TemplateSet(library: library, origins: origins, fragments: fragments, cachesPostCards: cachesPostCards)
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
        let allowed = reader.pathGuard.allows(
            folder, what: "'\(reader.displayPath(folder))/'", at: SourceLocation(path: reader.displayPath(folder)),
            into: &diagnostics)
        for url in allowed ? ContentFiles.list(in: folder) : [] {
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
        func register(_ template: MustacheTemplate, named name: String) {
            library.register(template, named: name)
            registered.insert(name)
            compiled[name] = CompiledTemplate(template)
        }
        var origins: [String: String] = [:]
        var fragments: Set<String> = []
        let cachesPostCards = sources[PostCardFragment.name].map { card in
            PostCardFragment.readsOnlyPost(card.text) && !sources.values.contains { PostCardFragment.includesIndented($0.text) }
        } ?? false
        _ = HTMLEscaper.registered
        for name in sources.keys.sorted() {
            guard let source = sources[name] else { continue }
            origins[name] = source.path
            do {
                let template = try MustacheTemplate(string: HTMLEscaper.pragma + source.text)
                if SiteFragment.names.contains(name), SiteFragment.readsOnlySite(source.text) {
                    // Rendered once per variant by SiteTemplateValue; pages include the result.
                    register(template, named: SiteFragment.realName(name))
                    register(try MustacheTemplate(string: SiteFragment.stub(name)), named: name)
                    fragments.insert(name)
                } else if name == PostCardFragment.name, cachesPostCards {
                    // Rendered once per post by PostCardCache; list pages include the result.
                    register(template, named: PostCardFragment.realName)
                    register(try MustacheTemplate(string: PostCardFragment.stub), named: name)
                } else {
                    register(template, named: name)
                }
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.register(source)
                diagnostics.error(
                    "template.syntax", "invalid template: \(describe(error.error))",
                    at: SourceLocation(
                        path: source.path, line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber))
            } catch {
                diagnostics.error("template.syntax", "invalid template: \(error)", at: SourceLocation(path: source.path, line: 1, column: 1))
            }
        }
        for name in sources.keys.sorted() {
            guard let source = sources[name] else { continue }
            for reference in TemplateReferenceScanner.references(in: source.text) where sources[reference.name] == nil {
                diagnostics.register(source)
                let kind = reference.isParent ? "layout" : "partial"
                diagnostics.error(
                    "template.missing",
                    "template '\(name)' uses the \(kind) '\(reference.name)', which does not exist\(Suggestion.didYouMean(reference.name, in: sources.keys))",
                    at: SourceLocation(path: source.path, line: reference.line, column: reference.column))
            }
        }
        return TemplateSet(
            library: library, origins: origins, fragments: fragments, cachesPostCards: cachesPostCards,
            compiled: CompiledRenderer(templates: compiled, known: registered))
    }

    /// `page.mustache` -> `page`; `sitemap.xml.mustache` -> `sitemap.xml`; `x/y.mustache` -> `x/y`.
    public static func templateName(forFile relativePath: String) -> String {
        relativePath.hasSuffix(".mustache") ? String(relativePath.dropLast(".mustache".count)) : relativePath
    }

    /// Renders `context` with the template `name`.
    ///
    /// - Returns: The text, or `nil` when there is no such template.
    /// Compiled templates render with `CompiledRenderer`; a template it cannot compile, or a
    /// value it does not handle, renders with swift-mustache (the same text).
    public func render(_ context: [String: Any], template name: String) -> String? {
        if let compiled, let template = compiled.templates[name], let text = compiled.render(template, root: context) {
            return text
        }
        return library.render(context, withTemplate: name)
    }

    static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened with"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is opened but never closed"
        case .invalidSetDelimiter: return "invalid set-delimiter tag"
        case .transformAppliedToInheritanceSection: return "a transform cannot be applied to an inheritance section"
        case .illegalTokenInsideInheritSection: return "only block definitions ({{$name}}) may appear inside a layout section"
        case .textInsideInheritSection: return "only block definitions ({{$name}}) may appear inside a layout section"
        case .invalidConfigVariableSyntax: return "invalid pragma syntax"
        case .unrecognisedConfigVariable: return "unknown pragma (only CONTENT_TYPE is known)"
        @unknown default: return "\(error)"
        }
    }
}
