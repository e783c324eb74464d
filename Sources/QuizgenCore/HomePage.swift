/// The home page: the optional `Content/index.md` plus what the site has to list.
public struct HomePage: Sendable, Hashable, Codable {
    /// Title (front matter of `Content/index.md`, or the site title).
    public var title: String
    /// Markdown introduction.
    public var body: String
    /// Display path of `Content/index.md`, if present.
    public var sourcePath: String?
    /// Listings shown below the introduction (pages, exams, feeds, collections).
    public var sections: [HomeSection]

    /// Creates the home page model.
    public init(
        title: String, body: String, sourcePath: String? = nil, sections: [HomeSection] = []
    ) {
        self.title = title
        self.body = body
        self.sourcePath = sourcePath
        self.sections = sections
    }
}

/// A titled list of links on the home page.
public struct HomeSection: Sendable, Hashable, Codable {
    /// Section heading.
    public var title: String
    /// The links.
    public var links: [HomeLink]
    /// Where the full list is; when set, the home page shows only the first `HomeSection.limit`
    /// links and this one.
    public var more: HomeLink?

    /// How many links a section with a full list elsewhere shows on the home page.
    public static let limit = 10

    /// Creates a section.
    public init(title: String, links: [HomeLink], more: HomeLink? = nil) {
        self.title = title
        self.links = links
        self.more = more
    }
}

/// A link on the home page.
public struct HomeLink: Sendable, Hashable, Codable {
    /// Link text.
    public var title: String
    /// Route path.
    public var path: String
    /// Optional one-line summary.
    public var summary: String?

    /// Creates a link.
    public init(title: String, path: String, summary: String? = nil) {
        self.title = title
        self.path = path
        self.summary = summary
    }
}

/// The "not found" page written as `404.html`.
public struct NotFoundPage: Sendable, Hashable, Codable {
    /// Creates the model.
    public init() {}
}

/// The `sitemap.xml` listing every published HTML page: one file up to the sitemaps protocol's
/// limits, beyond them a sitemap index pointing at `sitemap-1.xml`, `sitemap-2.xml`, ….
public struct Sitemap: Sendable, Hashable, Codable {
    /// The most URLs one sitemap file may list (sitemaps.org: 50,000).
    public var urlLimit: Int
    /// The most bytes one sitemap file may take, uncompressed (sitemaps.org: 50 MB, 52,428,800).
    public var byteLimit: Int

    /// Creates the model with the protocol's limits, or lower ones (tests).
    public init(urlLimit: Int = 50_000, byteLimit: Int = 52_428_800) {
        self.urlLimit = max(urlLimit, 1)
        self.byteLimit = byteLimit
    }
}

/// The theme's stylesheet, rendered from the config's colours.
public struct Stylesheet: Sendable, Hashable, Codable {
    /// Creates the model.
    public init() {}
}
