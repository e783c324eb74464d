/// A Markdown page from `Content/pages/`, published at `/<slug>/`.
public struct Page: Sendable, Hashable, Codable {
    /// Display path of the source file.
    public var sourcePath: String
    /// The path below the site root, without leading or trailing `/` (`guides/start`).
    public var slug: String
    /// Title from front matter, or the file name.
    public var title: String
    /// Optional summary for lists and `<meta name="description">`.
    public var description: String?
    /// The summary shown in lists and feeds: front matter `summary`, else the first paragraph.
    public var summary: String?
    /// Optional publication date.
    public var date: PageDate?
    /// Optional date of the last change.
    public var lastmod: PageDate?
    /// Sort order in menus and section lists (lower first; 0 means unweighted).
    public var weight: Int
    /// Drafts are validated but not published.
    public var draft: Bool
    /// Template name (default `page`).
    public var template: String
    /// The folder below `Content/pages/` the page lives in (`guides`), empty at the top.
    public var section: String
    /// Menus the page asks to be in (`main`).
    public var menus: [String]
    /// Extra paths that redirect to this page (`/old/url/`).
    public var aliases: [String]
    /// Taxonomy terms by taxonomy (`tags: [swift, web]`), as written.
    public var terms: [String: [PageTerm]]
    /// Markdown body (after the front matter).
    public var body: String
    /// The 1-based line on which the body starts in the file.
    public var bodyLine: Int
    /// The body's search words and excerpt start, when the loader was asked for them.
    public var bodyText: PageBodyText?

    /// Creates a page.
    public init(
        sourcePath: String, slug: String, title: String, description: String? = nil,
        date: PageDate? = nil, weight: Int = 0, draft: Bool = false, template: String = "page",
        section: String = "", body: String, bodyLine: Int = 1
    ) {
        self.sourcePath = sourcePath
        self.slug = slug
        self.title = title
        self.description = description
        self.summary = nil
        self.date = date
        self.lastmod = nil
        self.weight = weight
        self.draft = draft
        self.template = template
        self.section = section
        self.menus = []
        self.aliases = []
        self.terms = [:]
        self.body = body
        self.bodyLine = bodyLine
        self.bodyText = nil
    }

    /// The page's route path, `/<slug>/`.
    public var path: String { "/\(slug)/" }
}

/// One taxonomy term of a page, where the front matter writes it.
public struct PageTerm: Sendable, Hashable, Codable {
    /// The term as written (`Swift`).
    public var name: String
    /// Where it is written.
    public var location: SourceLocation

    /// Creates a term.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
