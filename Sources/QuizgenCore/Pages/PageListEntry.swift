/// A page (or a section) as a list shows it: title, link, summary and date.
public struct PageListEntry: Sendable, Hashable, Codable {
    /// Link text.
    public var title: String
    /// Route path.
    public var path: String
    /// One-paragraph summary.
    public var summary: String?
    /// Publication date.
    public var date: PageDate?
    /// For a section: how many pages it lists.
    public var count: Int?

    /// Creates an entry.
    public init(
        title: String, path: String, summary: String? = nil, date: PageDate? = nil,
        count: Int? = nil
    ) {
        self.title = title
        self.path = path
        self.summary = summary
        self.date = date
        self.count = count
    }

    /// The entry for a page.
    public init(_ page: Page) {
        self.init(
            title: page.title, path: page.path, summary: page.summary ?? page.description,
            date: page.date)
    }
}
