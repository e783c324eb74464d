import Foundation
import QuizgenCore

/// Reads Markdown pages with YAML front matter.
public struct PageLoader: Sendable {
    /// Front-matter keys accepted on every page (taxonomy keys come from the config).
    public static let frontMatterKeys = [
        "title", "slug", "url", "description", "summary", "date", "lastmod", "weight", "draft",
        "template",
        "aliases", "menu",
    ]

    let reader: SourceReader
    let options: PageLoadOptions

    /// Creates a loader.
    public init(reader: SourceReader, options: PageLoadOptions = PageLoadOptions()) {
        self.reader = reader
        self.options = options
    }

    /// Reads a Markdown file's front matter (as a checked mapping) and body.
    ///
    /// - Parameters:
    ///   - url: The `.md` file.
    ///   - knownKeys: Accepted front-matter keys.
    ///   - diagnostics: Receives problems.
    /// - Returns: The front matter reader (or `nil` when there is none), the body, the body's first
    ///   line and the source; `nil` when the file cannot be read at all.
    public func readMarkdown(
        _ url: URL, what: String = "front matter", knownKeys: [String],
        into diagnostics: inout Diagnostics
    ) -> (frontMatter: MappingReader?, body: String, bodyLine: Int, source: SourceText)? {
        guard let source = reader.read(url, into: &diagnostics) else { return nil }
        guard let parts = FrontMatter.split(source.text) else {
            diagnostics.error(
                "frontmatter.unclosed",
                "front matter starts with '---' but has no closing '---' line",
                at: SourceLocation(path: source.path, line: 1, column: 1))
            return nil
        }
        MathChecker.check(parts.body, path: source.path, line: parts.bodyLine, into: &diagnostics)
        MarkdownTableLimits.check(
            parts.body, path: source.path, line: parts.bodyLine, into: &diagnostics)
        guard let yaml = parts.yaml else { return (nil, parts.body, parts.bodyLine, source) }
        guard
            let node = StructuredTextParser.parse(
                yaml, path: source.path, lineOffset: 1, into: &diagnostics)
        else {
            return nil
        }
        let reader = MappingReader(
            node, what: what, knownKeys: knownKeys, diagnostics: &diagnostics)
        return (reader, parts.body, parts.bodyLine, source)
    }

    /// Loads the page `url` inside the pages folder `folder`, its slug from its path below it.
    public func loadPage(_ url: URL, below folder: URL, into diagnostics: inout Diagnostics)
        -> Page?
    {
        loadPage(url, below: folder.standardizedFileURL.path, into: &diagnostics)
    }

    /// ``loadPage(_:below:into:)`` with the folder's standardized path worked out once for a batch.
    func loadPage(_ url: URL, below folderPath: String, into diagnostics: inout Diagnostics)
        -> Page?
    {
        loadPage(url, slugBase: Self.slugBase(of: url, below: folderPath), into: &diagnostics)
    }

    /// The path of `url` below `folderPath` without its extension (`guides/setup`). A path made
    /// by appending names to the folder is used as it is; only one with `.` segments is
    /// standardized (Foundation's URL work was a twentieth of loading a page).
    static func slugBase(of url: URL, below folderPath: String) -> String {
        let path = url.path
        let relative =
            path.hasPrefix(folderPath + "/") && SourceReader.isStandard(path)
            ? path.dropFirst(folderPath.count + 1)
            : url.standardizedFileURL.path.dropFirst(folderPath.count + 1)
        let name =
            relative.lastIndex(of: "/").map { relative[relative.index(after: $0)...] } ?? relative
        // URL's pathExtension: after the last dot of the name, unless the name starts with it.
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else {
            return String(relative.dropLast())
        }
        return String(relative[..<dot])
    }

    /// Loads `Content/pages/**/*.md` pages.
    ///
    /// - Parameters:
    ///   - url: The page file.
    ///   - slugBase: The path below `pages/` without extension, e.g. `guides/setup`.
    ///   - diagnostics: Receives problems.
    /// - Returns: The page, or `nil` when it cannot be read.
    public func loadPage(_ url: URL, slugBase: String, into diagnostics: inout Diagnostics) -> Page?
    {
        guard
            let parts = readMarkdown(
                url, knownKeys: Self.frontMatterKeys + options.taxonomies, into: &diagnostics)
        else { return nil }
        var names = slugBase.split(separator: "/")
        // A page bundle (Hugo's leaf bundle): `river/index.md` is the page `/river/`, in the
        // section that holds `river/`, and the files beside it are its own.
        if names.count > 1, url.lastPathComponent == "index.md" { names.removeLast() }
        let segments = names.map { Slug.make(String($0)) }
        let folder = names.dropLast().joined(separator: "/")
        var page = Page(
            sourcePath: parts.source.path, slug: segments.joined(separator: "/"),
            title: Self.title(fromName: names.last.map(String.init) ?? ""),
            section: folder, body: parts.body, bodyLine: parts.bodyLine)
        if var fm = parts.frontMatter {
            fm.unknownKeySeverity = .warning
            if let title = fm.string("title") { page.title = title }
            readPath(&fm, into: &page, segments: segments)
            page.description = fm.string("description")
            page.summary = fm.string("summary")
            page.date = readDate(&fm, "date")
            page.lastmod = readDate(&fm, "lastmod")
            if let weight = fm.int("weight") { page.weight = weight }
            if let draft = fm.bool("draft") { page.draft = draft }
            if let template = fm.string("template") { page.template = template }
            page.menus = readMenus(&fm, page: &page)
            page.aliases = readAliases(&fm)
            for taxonomy in options.taxonomies {
                guard let values = fm.strings(taxonomy), let node = fm.value(taxonomy) else {
                    continue
                }
                let items = node.items ?? [node]
                page.terms[taxonomy] = zip(values, items).compactMap { value, item in
                    let name = value.trimmingCharacters(in: .whitespaces)
                    return name.isEmpty ? nil : PageTerm(name: name, location: item.location)
                }
            }
            fm.finish(into: &diagnostics)
        }
        // One parse of the body gives the summary, the search index's text and the HTML.
        if page.summary == nil || options.bodyText != nil || options.bodyHTML != nil {
            let text = MarkdownPlainText.read(
                page.body, searchText: options.bodyText != nil, html: options.bodyHTML)
            if page.summary == nil {
                page.summary = text.firstParagraph.flatMap(PageSummary.shorten)
            }
            if let make = options.bodyText, let searchText = text.searchText {
                page.bodyText = make(searchText)
            }
            page.bodyHTML = text.html
        }
        page.files = PageFileReferences(reader: reader).files(of: page, into: &diagnostics)
        if options.leavesBodies, page.bodyHTML == nil, page.files.isEmpty, !page.body.isEmpty {
            page.leaveBody(
                in: PageBodySource(body: page.body, path: url.path, root: reader.pathGuard.root))
        }
        if page.slug.isEmpty || page.slug.split(separator: "/").contains(where: \.isEmpty) {
            diagnostics.error(
                "page.slug",
                "cannot make a URL from the file name; add 'slug:' to the front matter",
                at: SourceLocation(path: parts.source.path, line: 1, column: 1))
            return nil
        }
        return page
    }

    /// `url` is the whole path; `slug` with `/` is a path from the site root, without it replaces
    /// the last segment (as in Hugo).
    private func readPath(_ fm: inout MappingReader, into page: inout Page, segments: [String]) {
        if let url = fm.string("url"), let node = fm.value("url") {
            if let path = Self.cleanPath(url) {
                page.slug = path
            } else {
                fm.diagnostics.error(
                    "page.url",
                    "url '\(url)' must be a path such as /guides/start/ with letters or digits and no '..'",
                    at: node.location)
            }
            if fm.has("slug"), let slugNode = fm.value("slug") {
                fm.diagnostics.warning(
                    "page.slug", "'slug' is ignored because 'url' sets the whole path",
                    at: slugNode.location)
            }
            return
        }
        guard let slug = fm.string("slug"), let node = fm.value("slug") else { return }
        if slug.contains("/") {
            if let path = Self.cleanPath(slug) {
                page.slug = path
            } else {
                fm.diagnostics.error(
                    "page.slug", "slug '\(slug)' has no letters or digits", at: node.location)
            }
        } else {
            let last = Slug.make(slug)
            guard !last.isEmpty else {
                fm.diagnostics.error(
                    "page.slug", "slug '\(slug)' has no letters or digits", at: node.location)
                return
            }
            page.slug = (segments.dropLast() + [last]).joined(separator: "/")
        }
    }

    /// `/a/b/` or `a/b` -> `a/b`, each segment slugged; `nil` when empty or with `..`.
    static func cleanPath(_ text: String) -> String? {
        let raw = text.split(separator: "/")
        guard !raw.contains("..") else { return nil }
        let parts = raw.map { Slug.make(String($0)) }
        guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else { return nil }
        return parts.joined(separator: "/")
    }

    private func readDate(_ fm: inout MappingReader, _ key: String) -> PageDate? {
        guard let text = fm.string(key), let node = fm.value(key) else { return nil }
        if let date = PageDateParser(timeZone: options.timeZone).parse(text) { return date }
        fm.diagnostics.error(
            "page.date", "\(key) must be \(PageDateParser.accepted), found '\(text)'",
            at: node.location)
        return nil
    }

    /// `menu: main`, `menu: [main, footer]` or Hugo's `menu: { main: { weight: 2 } }`.
    private func readMenus(_ fm: inout MappingReader, page: inout Page) -> [String] {
        guard let node = fm.value("menu") else { return [] }
        if let entries = node.entries {
            var menus: [String] = []
            for entry in entries {
                menus.append(entry.key)
                guard entry.value.entries != nil,
                    var settings = MappingReader(
                        entry.value, what: "menu '\(entry.key)'", knownKeys: ["weight"],
                        diagnostics: &fm.diagnostics)
                else { continue }
                if let weight = settings.int("weight") { page.weight = weight }
                settings.finish(into: &fm.diagnostics)
            }
            return menus
        }
        return fm.strings("menu") ?? []
    }

    private func readAliases(_ fm: inout MappingReader) -> [String] {
        guard let values = fm.strings("aliases"), let node = fm.value("aliases") else { return [] }
        let items = node.items ?? [node]
        var result: [String] = []
        for (value, item) in zip(values, items) {
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            let parts = trimmed.split(separator: "/")
            guard !parts.isEmpty, !parts.contains(".."), !parts.contains("."),
                !trimmed.contains("\\")
            else {
                fm.diagnostics.error(
                    "page.alias", "alias '\(value)' must be a path such as /old/url/ without '..'",
                    at: item.location)
                continue
            }
            let joined = parts.joined(separator: "/")
            result.append(joined.hasSuffix(".html") ? "/" + joined : "/" + joined + "/")
        }
        return result
    }

    static func titleFromFileName(_ url: URL) -> String {
        title(fromName: url.deletingPathExtension().lastPathComponent)
    }

    /// `getting-started` -> `Getting started`.
    static func title(fromName name: String) -> String {
        let base = String(
            decoding: name.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: " ") : $0 },
            as: UTF8.self)
        return base.prefix(1).uppercased() + base.dropFirst()
    }
}
