/// The site configuration read from `quizgen.yaml`.
public struct SiteConfig: Sendable, Hashable, Codable {
    /// The site's title, shown in the header and the browser tab.
    public var title: String
    /// Absolute base URL such as `https://quiz.example.org/`, always ending with `/`.
    public var baseURL: String
    /// BCP 47 language tag for `<html lang>`.
    public var language: String
    /// Theme colours as CSS hex values.
    public var colors: ThemeColors
    /// Where each colour the site sets in `theme.colors` is written (`accent`, …), and the
    /// `theme.colors` mapping itself under the key `colors`: for the contrast validator's
    /// warnings.
    public var colorLocations: [String: SourceLocation] = [:]
    /// Items per page on paginated lists.
    public var pageSize: Int
    /// Pass raw HTML and `javascript:` links in Markdown through (off by default).
    public var unsafeHTML: Bool
    /// Build the author pages that show answer keys (off by default).
    public var includeKeys: Bool
    /// Config-declared data collections.
    public var collections: [CollectionConfig]
    /// Build the content-health dashboard at `/dashboard/` (off by default).
    public var dashboard: Bool
    /// Publish the search index, its script and the site index (`search`, on by default).
    public var search = true
    /// Config-declared social feeds, sorted by name.
    public var feeds: [FeedConfig] = []
    /// Where grading dashboards go (`grading: { dashboards: site | separate | off }`).
    public var gradingDashboards: GradingDashboards = .site
    /// The IANA time zone in which dates written without a zone are read (`timezone`, default UTC).
    public var timeZone: String = "UTC"
    /// The page taxonomies (`taxonomies: { tag: tags, category: categories }`, the default).
    public var taxonomies: [TaxonomyConfig] = TaxonomyConfig.defaults
    /// The collector exam pages start attempts at and submit to (`collect: { url: … }`), ending
    /// with `/`; `nil` when the site has none.
    public var collectURL: String?
    /// How remote media are fetched at build (`remote_media:`).
    public var remoteMedia = RemoteMediaConfig()
    /// What the build does to the images it publishes (`images:`).
    public var images = ImageConfig()

    /// Creates a configuration; every parameter has the documented default.
    public init(
        title: String = "quizgen site", baseURL: String = "/", language: String = "en",
        colors: ThemeColors = ThemeColors(), pageSize: Int = 50, unsafeHTML: Bool = false,
        includeKeys: Bool = false, collections: [CollectionConfig] = [], dashboard: Bool = false
    ) {
        self.title = title
        self.baseURL = baseURL
        self.language = language
        self.colors = colors
        self.pageSize = pageSize
        self.unsafeHTML = unsafeHTML
        self.includeKeys = includeKeys
        self.collections = collections
        self.dashboard = dashboard
    }
}

/// The theme's colours, each a CSS hex colour (`#1f6feb`).
public struct ThemeColors: Sendable, Hashable, Codable {
    /// Links, buttons and highlights.
    public var accent: String
    /// Page background.
    public var background: String
    /// Body text.
    public var text: String
    /// Secondary text and borders.
    public var muted: String

    /// Creates a palette; the defaults meet WCAG AA contrast on each other.
    public init(
        accent: String = "#1f5fbf", background: String = "#ffffff", text: String = "#1b1f24",
        muted: String = "#5b6470"
    ) {
        self.accent = accent
        self.background = background
        self.text = text
        self.muted = muted
    }
}

/// A collection of data files mapped to a template and a route pattern, declared in config.
public struct CollectionConfig: Sendable, Hashable, Codable {
    /// The collection's name, also its folder under `Content/data/`.
    public var name: String
    /// Template for one item's page.
    public var template: String
    /// Route pattern with `{field}` placeholders, e.g. `/recipes/{slug}/`.
    public var route: String
    /// Template for the list page.
    public var listTemplate: String
    /// Route of the list page.
    public var listRoute: String
    /// Field used to sort items on the list page.
    public var sortBy: String
    /// Where the collection is declared, for diagnostics.
    public var location: SourceLocation?

    /// Creates a collection mapping.
    public init(
        name: String, template: String, route: String, listTemplate: String, listRoute: String,
        sortBy: String, location: SourceLocation? = nil
    ) {
        self.name = name
        self.template = template
        self.route = route
        self.listTemplate = listTemplate
        self.listRoute = listRoute
        self.sortBy = sortBy
        self.location = location
    }
}

/// A page taxonomy: pages name their terms under the plural key (`tags: [swift]`), and the site
/// publishes a page per term and a page listing the terms, at `/<plural>/`.
public struct TaxonomyConfig: Sendable, Hashable, Codable {
    /// The singular name (`tag`).
    public var singular: String
    /// The plural name: the front-matter key and the URL folder (`tags`).
    public var plural: String

    /// Creates a taxonomy.
    public init(singular: String, plural: String) {
        self.singular = singular
        self.plural = plural
    }

    /// `tags` and `categories`, as in Hugo.
    public static let defaults = [
        TaxonomyConfig(singular: "tag", plural: "tags"),
        TaxonomyConfig(singular: "category", plural: "categories"),
    ]
}

extension SiteConfig {
    /// The absolute URL of a route path (`/about/`) under an absolute http(s) `base_url`, or
    /// `nil` when `base_url` is a path.
    public func absoluteURL(_ routePath: String) -> String? {
        guard baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://") else { return nil }
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        return base + routePath.drop { $0 == "/" }
    }
}
