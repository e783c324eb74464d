import QuizgenCore

/// One thing the reader can find: a page, an exam or a feed post, as plain text.
///
/// Only what a build publishes for everyone becomes a document; the collector of documents
/// (`SearchDocuments` in QuizgenSite) decides that, this module only indexes what it is given.
public struct SearchDocument: Sendable, Hashable, Codable {
    /// What kind of thing it is, shown beside the result.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A published page of `Content/pages/`.
        case page
        /// A section's introduction (`_index.md`).
        case section
        /// An exam's title and introduction.
        case exam
        /// A public feed post.
        case post
    }

    /// The route path (`/guides/start/`), written relative to the site's base path.
    public var path: String
    /// The title shown as the result's link.
    public var title: String
    /// The kind.
    public var kind: Kind
    /// The searchable text (title excluded), plain; for a page whose body was read when it was
    /// loaded, only the text before the body (its description).
    public var text: String
    /// A page body's words and excerpt start, made when it was loaded
    /// (``SearchIndexWriter/bodyText(of:)``): the document's text is `text`, a space, and the body.
    public var body: PageBodyText?
    /// A date shown beside the result (`2024-05-01`), if any.
    public var date: String?

    /// Creates a document.
    ///
    /// - Parameters:
    ///   - path: The route path.
    ///   - title: The title.
    ///   - kind: The kind.
    ///   - text: The plain text to index.
    ///   - date: A day to show, if any.
    ///   - body: A page body's words, read when it was loaded, if any.
    public init(
        path: String, title: String, kind: Kind, text: String, date: String? = nil,
        body: PageBodyText? = nil
    ) {
        self.path = path
        self.title = title
        self.kind = kind
        self.text = text
        self.date = date
        self.body = body
    }
}
