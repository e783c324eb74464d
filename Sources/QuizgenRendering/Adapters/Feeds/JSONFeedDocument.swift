/// A JSON Feed 1.1 document (https://jsonfeed.org/version/1.1), encoded with `JSONEncoder`.
struct JSONFeedDocument: Encodable {
    /// An author object.
    struct Author: Encodable {
        var name: String
        var url: String?
    }

    /// An attachment object.
    struct Attachment: Encodable {
        var url: String
        var mimeType: String
        var title: String?

        enum CodingKeys: String, CodingKey {
            case url, title
            case mimeType = "mime_type"
        }
    }

    /// An item object.
    struct Item: Encodable {
        var id: String
        var url: String
        var title: String?
        var contentHTML: String
        var summary: String?
        var datePublished: String
        var authors: [Author]
        var tags: [String]?
        var attachments: [Attachment]?
        var externalURL: String?

        enum CodingKeys: String, CodingKey {
            case id, url, title, summary, authors, tags, attachments
            case contentHTML = "content_html"
            case datePublished = "date_published"
            case externalURL = "external_url"
        }
    }

    var version = "https://jsonfeed.org/version/1.1"
    var title: String
    var homePageURL: String
    var feedURL: String
    var language: String
    var authors: [Author]
    var items: [Item]

    enum CodingKeys: String, CodingKey {
        case version, title, language, authors, items
        case homePageURL = "home_page_url"
        case feedURL = "feed_url"
    }
}
