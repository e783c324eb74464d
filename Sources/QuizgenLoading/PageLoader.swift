import Foundation
import QuizgenCore

/// Reads Markdown pages with YAML front matter.
public struct PageLoader: Sendable {
    /// Front-matter keys accepted on a page.
    public static let frontMatterKeys = ["title", "slug", "description", "date", "weight", "draft", "template"]

    let reader: SourceReader

    /// Creates a loader.
    public init(reader: SourceReader) { self.reader = reader }

    /// Reads a Markdown file's front matter (as a checked mapping) and body.
    ///
    /// - Parameters:
    ///   - url: The `.md` file.
    ///   - knownKeys: Accepted front-matter keys.
    ///   - diagnostics: Receives problems.
    /// - Returns: The front matter reader (or `nil` when there is none), the body, the body's first
    ///   line and the source; `nil` when the file cannot be read at all.
    public func readMarkdown(
        _ url: URL, what: String = "front matter", knownKeys: [String], into diagnostics: inout Diagnostics
    ) -> (frontMatter: MappingReader?, body: String, bodyLine: Int, source: SourceText)? {
        guard let source = reader.read(url, into: &diagnostics) else { return nil }
        guard let parts = FrontMatter.split(source.text) else {
            diagnostics.error(
                "frontmatter.unclosed", "front matter starts with '---' but has no closing '---' line",
                at: SourceLocation(path: source.path, line: 1, column: 1))
            return nil
        }
        guard let yaml = parts.yaml else { return (nil, parts.body, parts.bodyLine, source) }
        guard let node = StructuredTextParser.parse(yaml, path: source.path, lineOffset: 1, into: &diagnostics) else {
            return nil
        }
        let reader = MappingReader(node, what: what, knownKeys: knownKeys, diagnostics: &diagnostics)
        return (reader, parts.body, parts.bodyLine, source)
    }

    /// Loads the page `url` inside the pages folder `folder`, its slug from its path below it.
    public func loadPage(_ url: URL, below folder: URL, into diagnostics: inout Diagnostics) -> Page? {
        let prefix = folder.standardizedFileURL.path.count + 1
        let relative = String(url.standardizedFileURL.path.dropFirst(prefix))
        return loadPage(url, slugBase: String(relative.dropLast(url.pathExtension.count + 1)), into: &diagnostics)
    }

    /// Loads `Content/pages/**/*.md` pages.
    ///
    /// - Parameters:
    ///   - url: The page file.
    ///   - slugBase: The path below `pages/` without extension, e.g. `guides/setup`.
    ///   - diagnostics: Receives problems.
    /// - Returns: The page, or `nil` when it cannot be read.
    public func loadPage(_ url: URL, slugBase: String, into diagnostics: inout Diagnostics) -> Page? {
        guard let parts = readMarkdown(url, knownKeys: Self.frontMatterKeys, into: &diagnostics) else { return nil }
        let defaultSlug = slugBase.split(separator: "/").map { Slug.make(String($0)) }.joined(separator: "/")
        var page = Page(
            sourcePath: parts.source.path, slug: defaultSlug, title: Self.titleFromFileName(url),
            body: parts.body, bodyLine: parts.bodyLine)
        if var fm = parts.frontMatter {
            fm.unknownKeySeverity = .warning
            if let title = fm.string("title") { page.title = title }
            if let slug = fm.string("slug") {
                let cleaned = slug.split(separator: "/").map { Slug.make(String($0)) }.filter { !$0.isEmpty }.joined(separator: "/")
                if cleaned.isEmpty, let node = fm.value("slug") {
                    fm.diagnostics.error("page.slug", "slug '\(slug)' has no letters or digits", at: node.location)
                } else {
                    page.slug = cleaned
                }
            }
            page.description = fm.string("description")
            if let date = fm.string("date") {
                if Self.isISODate(date) {
                    page.date = date
                } else if let node = fm.value("date") {
                    fm.diagnostics.error("page.date", "date must be written YYYY-MM-DD, found '\(date)'", at: node.location)
                }
            }
            if let weight = fm.int("weight") { page.weight = weight }
            if let draft = fm.bool("draft") { page.draft = draft }
            if let template = fm.string("template") { page.template = template }
            fm.finish(into: &diagnostics)
        }
        if page.slug.isEmpty {
            diagnostics.error(
                "page.slug", "cannot make a URL from the file name; add 'slug:' to the front matter",
                at: SourceLocation(path: parts.source.path, line: 1, column: 1))
            return nil
        }
        return page
    }

    static func titleFromFileName(_ url: URL) -> String {
        let base = url.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "-", with: " ")
        return base.prefix(1).uppercased() + base.dropFirst()
    }

    static func isISODate(_ text: String) -> Bool {
        let parts = text.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let month = Int(parts[1]), let day = Int(parts[2]), Int(parts[0]) != nil
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}
