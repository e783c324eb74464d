/// A folder of `Content/pages/` published as a paginated list of its pages and subsections at
/// `/<folder>/` (the pages of every folder, newest first, at `/pages/` for the root), with Atom
/// and RSS feeds of its most recent pages.
public struct PageSection: Sendable, Hashable, Codable {
    /// The folder below `Content/pages/`, empty for the list of every page.
    public var folder: String
    /// The list's route path (`/guides/`, or `/pages/` for every page).
    public var path: String
    /// The feeds' folder (`/guides/`, or `/` for the whole site).
    public var feedPath: String
    /// Title.
    public var title: String
    /// Summary for `<meta name="description">`.
    public var description: String?
    /// Markdown introduction.
    public var body: String
    /// Display path of `_index.md`, if any.
    public var sourcePath: String?
    /// Subsections first, then pages, in list order.
    public var entries: [PageListEntry]
    /// The most recent dated pages, newest first, for the feeds.
    public var recent: [Page]

    /// Creates a section.
    public init(
        folder: String, path: String, feedPath: String, title: String, description: String? = nil,
        body: String = "",
        sourcePath: String? = nil, entries: [PageListEntry] = [], recent: [Page] = []
    ) {
        self.folder = folder
        self.path = path
        self.feedPath = feedPath
        self.title = title
        self.description = description
        self.body = body
        self.sourcePath = sourcePath
        self.entries = entries
        self.recent = recent
    }
}
