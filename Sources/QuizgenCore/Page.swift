/// A Markdown page from `Content/pages/`, published at `/<slug>/`.
public struct Page: Sendable, Hashable, Codable {
    /// Display path of the source file.
    public var sourcePath: String
    /// URL slug, from front matter or the file name; may contain `/` for nested folders.
    public var slug: String
    /// Title from front matter, or the file name.
    public var title: String
    /// Optional summary for lists and `<meta name="description">`.
    public var description: String?
    /// Optional date (`YYYY-MM-DD`) as written.
    public var date: String?
    /// Sort order in navigation (lower first), then title.
    public var weight: Int
    /// Drafts are validated but not published.
    public var draft: Bool
    /// Template name (default `page`).
    public var template: String
    /// Markdown body (after the front matter).
    public var body: String
    /// The 1-based line on which the body starts in the file.
    public var bodyLine: Int

    /// Creates a page.
    public init(
        sourcePath: String, slug: String, title: String, description: String? = nil,
        date: String? = nil, weight: Int = 0, draft: Bool = false, template: String = "page",
        body: String, bodyLine: Int = 1
    ) {
        self.sourcePath = sourcePath
        self.slug = slug
        self.title = title
        self.description = description
        self.date = date
        self.weight = weight
        self.draft = draft
        self.template = template
        self.body = body
        self.bodyLine = bodyLine
    }

    /// The page's route path, `/<slug>/`.
    public var path: String { "/\(slug)/" }
}
