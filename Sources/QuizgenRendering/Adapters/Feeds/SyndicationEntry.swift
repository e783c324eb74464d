import QuizgenCore

/// A post as the feed's Atom and RSS templates see it (`entries[]` of `feed-atom.xml` and
/// `feed-rss.xml`), and what its JSON Feed item is made from (`JSONFeedDocument.Item`).
struct SyndicationEntry: KeyedTemplateView {
    enum Key: String, CaseIterable {
        case url, title
        case titleHTML = "title_html"
        case content, published
        case pubDate = "pub_date"
        case authorName = "author_name"
        case authorURL = "author_url"
        case tags
        case tagsHTML = "tags_html"
        case enclosures, summary
    }

    /// An attachment with its published URL.
    struct Enclosure: KeyedTemplateView {
        enum Key: String, CaseIterable { case url, type, alt }
        var url: String
        /// The media type.
        var type: String
        var alt: String

        func value(_ key: Key) -> Any? {
            switch key {
            case .url: url
            case .type: type
            case .alt: alt
            }
        }
    }

    /// The post's absolute URL (also its id).
    var url: String
    /// Plain text: the warning, or the start of the text.
    var title: String
    /// The body, HTML, with absolute links.
    var content: String
    /// RFC 3339.
    var published: String
    /// RFC 822, for RSS.
    var pubDate: String
    var authorName: String
    var authorURL: String?
    var tags: [String]
    var enclosures: [Enclosure]
    /// The content warning, or why the media are sensitive.
    var summary: String?

    func value(_ key: Key) -> Any? {
        switch key {
        case .url: url
        case .title: title
        // RSS readers take a title and categories for HTML (`RSSText`).
        case .titleHTML: MarkupEscaping.htmlText(title)
        case .content: content
        case .published: published
        case .pubDate: pubDate
        case .authorName: authorName
        case .authorURL: authorURL
        case .tags: tags
        case .tagsHTML: tags.map(MarkupEscaping.htmlText)
        case .enclosures: enclosures
        case .summary: summary
        }
    }
}

extension JSONFeedDocument.Item {
    /// The JSON Feed item of `entry`.
    init(_ entry: SyndicationEntry) {
        self.init(
            id: entry.url, url: entry.url, title: entry.title, contentHTML: entry.content,
            summary: entry.summary, datePublished: entry.published,
            authors: [JSONFeedDocument.Author(name: entry.authorName, url: entry.authorURL)],
            tags: entry.tags.isEmpty ? nil : entry.tags,
            attachments: entry.enclosures.isEmpty
                ? nil
                : entry.enclosures.map {
                    JSONFeedDocument.Attachment(
                        url: $0.url, mimeType: $0.type, title: $0.alt.isEmpty ? nil : $0.alt)
                })
    }
}
