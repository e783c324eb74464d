import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenI18n
import QuizgenLoading

/// Site-wide facts every adapter may use: the config, URL helpers, the Markdown renderer and,
/// once routing is done, every route of the build.
public struct SiteContext: Sendable {
    /// The site configuration.
    public var config: SiteConfig {
        didSet {
            basePath = Self.basePath(of: config.baseURL)
            if config.language != oldValue.language { catalog = .builtin(config.language) }
            if config.language != oldValue.language || config.timeZone != oldValue.timeZone {
                dates = Self.dates(for: config)
            }
        }
    }
    /// The theme's strings in the site's language (the built-in catalog, with the site's
    /// `i18n/<lang>.yaml` over it once loaded). Templates see it as `i18n`.
    public var catalog: Catalog {
        didSet { markdown.labels = Self.markdownLabels(catalog) }
    }
    /// Dates in the site's language and time zone (made once per build: formatters are costly).
    public var dates: DateTexts
    /// `catalog` as templates see it (made on each call: renders keep the value they take).
    public var i18n: [String: Any] { catalog.templateValue }
    /// Markdown to HTML with the site's safety settings.
    public var markdown: MarkdownRenderer
    /// The build's clock.
    public var clock: BuildClock
    /// Every route of the build (filled before any page is rendered).
    public var routes: [Route] = []
    /// Top navigation entries.
    public var nav: [NavItem] = []
    /// Whether this build is for the preview server (`quizgen serve`).
    public var preview = false
    /// Published URL paths of local media, by their path relative to the site root.
    public var media: [String: String] = [:]
    /// Each processed raster image's size and WebP copies, by route path (`/river/photo.jpg`):
    /// the Markdown renderer gives the images that link to one their size and `srcset`.
    public var images: [String: PublishedImage] {
        get { markdown.images.byRoute }
        set { markdown.images.byRoute = newValue }
    }
    /// Section titles from `_index.md`, by folder below `Content/pages/`.
    public var sectionTitles: [String: String] = [:]
    /// Whether the site publishes `/atom.xml` and `/index.xml` of its pages.
    public var hasPageFeeds = false
    /// Whether the site publishes its search index, script and site index (set by the search step).
    public var search = false
    /// Post cards made once per render (set by `SiteRenderer` when the card qualifies).
    var postCards: PostCardCache?

    /// Creates a context.
    public init(config: SiteConfig, clock: BuildClock) {
        self.config = config
        self.basePath = Self.basePath(of: config.baseURL)
        self.markdown = MarkdownRenderer(unsafe: config.unsafeHTML)
        self.markdown.images.basePath = basePath
        self.catalog = .builtin(config.language)
        self.markdown.labels = Self.markdownLabels(catalog)
        self.dates = Self.dates(for: config)
        self.clock = clock
    }

    private static func markdownLabels(_ catalog: Catalog) -> MarkdownLabels {
        MarkdownLabels(
            done: catalog.text("pages.task_done"), toDo: catalog.text("pages.task_todo"),
            table: catalog.text("pages.table"),
            backToContent: catalog.text("pages.back_to_content"))
    }

    private static func dates(for config: SiteConfig) -> DateTexts {
        DateTexts(
            language: config.language,
            timeZone: TimeZone(identifier: config.timeZone) ?? TimeZone(secondsFromGMT: 0)
                ?? .current)
    }

    /// The title of a taxonomy (`tags` → `Tags`): the catalog's `taxonomy.<plural>` when it has
    /// one, else the folder name as a title.
    public func taxonomyTitle(_ plural: String) -> String {
        let key = "taxonomy." + plural
        return catalog.entries[key] == nil ? PageIndexer.titleFromFolder(plural) : catalog.text(key)
    }

    /// The path part of `base_url`, ending with `/` (e.g. `/` or `/course/`).
    ///
    /// Worked out once per `base_url` (every URL of every page starts with it).
    public private(set) var basePath: String {
        didSet {
            markdown.images.basePath = basePath
            markdown.remoteMedia?.basePath = basePath
        }
    }

    /// Makes every link absolute to `base_url`, when it is absolute: for pages served from
    /// another origin than the site's (the collector's), whose theme, images and links must
    /// still lead to the published site.
    public mutating func linkAbsolutely() {
        guard hasAbsoluteBase else { return }
        basePath = config.baseURL.hasSuffix("/") ? config.baseURL : config.baseURL + "/"
    }

    /// Links as paths below `base_url`'s path (the default), undoing ``linkAbsolutely()``.
    public mutating func linkByPath() { basePath = Self.basePath(of: config.baseURL) }

    private static func basePath(of base: String) -> String {
        if base.hasPrefix("/") { return base.hasSuffix("/") ? base : base + "/" }
        guard let url = URL(string: base) else { return "/" }
        let path = url.path.isEmpty ? "/" : url.path
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// Whether `base_url` is an absolute http(s) URL.
    public var hasAbsoluteBase: Bool {
        config.baseURL.hasPrefix("http://") || config.baseURL.hasPrefix("https://")
    }

    /// The link to a route path (`/about/`) from any page: the base path plus the route.
    public func url(_ routePath: String) -> String {
        basePath + routePath.drop { $0 == "/" }
    }

    /// The absolute URL of a route path when `base_url` is absolute, else the same as `url(_:)`.
    public func absoluteURL(_ routePath: String) -> String {
        config.absoluteURL(routePath) ?? url(routePath)
    }

    /// The `site` dictionary templates see, with `current` set on the nav entry for `route`.
    public func templateValue(for route: Route) -> [String: Any] {
        templateValue(for: route, withNav: true)
    }

    func templateValue(for route: Route, withNav: Bool) -> [String: Any] {
        var value: [String: Any] = [
            "title": config.title,
            "base_url": config.baseURL,
            "base_path": basePath,
            "language": config.language,
            "dir": catalog.isRightToLeft ? "rtl" : "ltr",
            "colors": [
                "accent": config.colors.accent, "background": config.colors.background,
                "text": config.colors.text, "muted": config.colors.muted,
            ],
        ]
        if search {
            value["search"] = [
                "index": url("/search/"), "script": url("/assets/search.js"),
                "site_index": url("/site-index/"),
            ]
        }
        if withNav {
            value["nav"] = nav.map {
                ["title": $0.title, "url": url($0.path), "current": $0.path == route.path]
                    as [String: Any]
            }
        }
        return value
    }
}

/// An entry of the top navigation.
public struct NavItem: Sendable, Hashable {
    /// Link text.
    public var title: String
    /// Route path.
    public var path: String
    /// Sort order (lower first).
    public var weight: Int

    /// Creates a navigation entry.
    public init(title: String, path: String, weight: Int = 0) {
        self.title = title
        self.path = path
        self.weight = weight
    }
}
