/// A Markdown page from `Content/pages/`, published at `/<slug>/`.
public struct Page: Sendable, Hashable, Codable {
    /// The fields, shared by copies until one of them changes: a page is copied into the store,
    /// sorts, lists and render jobs many times a build, and copying twenty fields (a reference
    /// count each) was a twentieth of a 10,000-page build's CPU; a copy is now one.
    private var storage: Storage

    /// The stored fields (encoded and compared as the page's own).
    struct Fields: Sendable, Hashable, Codable {
        /// Display path of the source file.
        var sourcePath: String
        /// The path below the site root, without leading or trailing `/` (`guides/start`).
        var slug: String
        /// Title from front matter, or the file name.
        var title: String
        /// Optional summary for lists and `<meta name="description">`.
        var description: String?
        /// The summary shown in lists and feeds: front matter `summary`, else the first paragraph.
        var summary: String?
        /// Optional publication date.
        var date: PageDate?
        /// Optional date of the last change.
        var lastmod: PageDate?
        /// Sort order in menus and section lists (lower first; 0 means unweighted).
        var weight: Int
        /// Drafts are validated but not published.
        var draft: Bool
        /// Template name (default `page`).
        var template: String
        /// The folder below `Content/pages/` the page lives in (`guides`), empty at the top.
        var section: String
        /// Menus the page asks to be in (`main`).
        var menus: [String]
        /// Extra paths that redirect to this page (`/old/url/`).
        var aliases: [String]
        /// Taxonomy terms by taxonomy (`tags: [swift, web]`), as written.
        var terms: [String: [PageTerm]]
        /// Markdown body (after the front matter).
        var body: String
        /// The 1-based line on which the body starts in the file.
        var bodyLine: Int
        /// The body's search words and excerpt start, when the loader was asked for them.
        var bodyText: PageBodyText?
        /// The files the body links or shows, by the URL as written (`photo.jpg#top`): each
        /// one's path below the site root (`Content/pages/river/photo.jpg`).
        var files: [String: String]? = nil
    }

    /// Changed only while uniquely referenced (`unique()`), so sharing it between threads is safe.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        /// Not a field: a cache of the body, compared, hashed and encoded by neither.
        var bodyHTML: PageBodyHTML?
        /// Not a field: where the body is when `fields.body` was left empty to save memory.
        var bodySource: PageBodySource?
        init(_ fields: Fields, bodyHTML: PageBodyHTML? = nil, bodySource: PageBodySource? = nil) {
            self.fields = fields
            self.bodyHTML = bodyHTML
            self.bodySource = bodySource
        }
    }

    /// The storage, copied first when another page shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(
                storage.fields, bodyHTML: storage.bodyHTML, bodySource: storage.bodySource)
        }
        return storage
    }

    /// Display path of the source file.
    public var sourcePath: String {
        get { storage.fields.sourcePath }
        set { unique().fields.sourcePath = newValue }
    }
    /// The path below the site root, without leading or trailing `/` (`guides/start`).
    public var slug: String {
        get { storage.fields.slug }
        set { unique().fields.slug = newValue }
    }
    /// Title from front matter, or the file name.
    public var title: String {
        get { storage.fields.title }
        set { unique().fields.title = newValue }
    }
    /// Optional summary for lists and `<meta name="description">`.
    public var description: String? {
        get { storage.fields.description }
        set { unique().fields.description = newValue }
    }
    /// The summary shown in lists and feeds: front matter `summary`, else the first paragraph.
    public var summary: String? {
        get { storage.fields.summary }
        set { unique().fields.summary = newValue }
    }
    /// Optional publication date.
    public var date: PageDate? {
        get { storage.fields.date }
        set { unique().fields.date = newValue }
    }
    /// Optional date of the last change.
    public var lastmod: PageDate? {
        get { storage.fields.lastmod }
        set { unique().fields.lastmod = newValue }
    }
    /// Sort order in menus and section lists (lower first; 0 means unweighted).
    public var weight: Int {
        get { storage.fields.weight }
        set { unique().fields.weight = newValue }
    }
    /// Drafts are validated but not published.
    public var draft: Bool {
        get { storage.fields.draft }
        set { unique().fields.draft = newValue }
    }
    /// Template name (default `page`).
    public var template: String {
        get { storage.fields.template }
        set { unique().fields.template = newValue }
    }
    /// The folder below `Content/pages/` the page lives in (`guides`), empty at the top.
    public var section: String {
        get { storage.fields.section }
        set { unique().fields.section = newValue }
    }
    /// Menus the page asks to be in (`main`).
    public var menus: [String] {
        get { storage.fields.menus }
        set { unique().fields.menus = newValue }
    }
    /// Extra paths that redirect to this page (`/old/url/`).
    public var aliases: [String] {
        get { storage.fields.aliases }
        set { unique().fields.aliases = newValue }
    }
    /// Taxonomy terms by taxonomy (`tags: [swift, web]`), as written.
    public var terms: [String: [PageTerm]] {
        get { storage.fields.terms }
        set { unique().fields.terms = newValue }
    }
    /// Markdown body (after the front matter); empty when the loader left it in its file
    /// (``bodySource``): the render reads it from there (`PageBodySource.body()`).
    public var body: String {
        get { storage.fields.body }
        set {
            let storage = unique()
            storage.fields.body = newValue
            storage.bodyHTML = nil
            storage.bodySource = nil
        }
    }

    /// Where the body is when the loader did not keep it (`body` is then empty), else `nil`.
    /// Not part of the page's value, like ``bodyHTML``.
    public var bodySource: PageBodySource? { storage.bodySource }

    /// Lets go of the body, which `source` can read again (see ``PageBodySource``).
    public mutating func leaveBody(in source: PageBodySource) {
        let storage = unique()
        storage.fields.body = ""
        storage.bodyHTML = nil
        storage.bodySource = source
    }
    /// The 1-based line on which the body starts in the file.
    public var bodyLine: Int {
        get { storage.fields.bodyLine }
        set { unique().fields.bodyLine = newValue }
    }
    /// The body's search words and excerpt start, when the loader was asked for them.
    public var bodyText: PageBodyText? {
        get { storage.fields.bodyText }
        set { unique().fields.bodyText = newValue }
    }

    /// The files of `Content/pages/` that the body links or shows, by the URL as written
    /// (`photo.jpg`, `notes.pdf#page=2`): each one's path below the site root
    /// (`Content/pages/river/photo.jpg`). The page's HTML links them where the build publishes
    /// them (``PageBodyHTML`` is not used for a page with files).
    public var files: [String: String] {
        get { storage.fields.files ?? [:] }
        set { unique().fields.files = newValue.isEmpty ? nil : newValue }
    }

    /// The body as HTML, when the loader made it from the parse that gave the summary (see
    /// ``PageBodyHTML``). Not part of the page's value: pages that differ only here are equal, and
    /// it is not encoded. Setting `body` clears it.
    public var bodyHTML: PageBodyHTML? {
        get { storage.bodyHTML }
        set { unique().bodyHTML = newValue }
    }

    /// Creates a page.
    public init(
        sourcePath: String, slug: String, title: String, description: String? = nil,
        date: PageDate? = nil, weight: Int = 0, draft: Bool = false, template: String = "page",
        section: String = "", body: String, bodyLine: Int = 1
    ) {
        storage = Storage(
            Fields(
                sourcePath: sourcePath, slug: slug, title: title, description: description,
                summary: nil, date: date,
                lastmod: nil, weight: weight, draft: draft, template: template, section: section,
                menus: [], aliases: [],
                terms: [:], body: body, bodyLine: bodyLine, bodyText: nil))
    }

    /// The page's route path, `/<slug>/`.
    public var path: String { "/\(slug)/" }

    public static func == (lhs: Page, rhs: Page) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    public init(from decoder: any Decoder) throws { storage = Storage(try Fields(from: decoder)) }

    public func encode(to encoder: any Encoder) throws { try storage.fields.encode(to: encoder) }
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
