import Foundation

/// One status, toot or tweet, or a boost (retweet) of someone else's.
public struct FeedPost: Sendable, Hashable, Codable {
    /// The stable id (a Mastodon status URI or a tweet id).
    public var id: String
    /// The author's `FeedUser.id`.
    public var authorID: String
    /// When it was published.
    public var published: Date
    /// The body as sanitized HTML (empty for a boost).
    public var contentHTML: String
    /// The content warning or summary, shown before the body.
    public var summary: String?
    /// Whether the media are sensitive: shown only after a click, even without a `summary`.
    public var sensitive: Bool
    /// Attached pictures and videos.
    public var media: [FeedMedia]
    /// Where it was posted from.
    public var location: FeedLocation?
    /// Who may see it.
    public var visibility: FeedVisibility
    /// The id of the post this answers; it may be outside the archive.
    public var inReplyTo: String?
    /// Whether this answers a post that is not published (its id is then not kept in
    /// `inReplyTo`): set by the privacy filter, shown as "a post that is not public".
    public var parentWithheld: Bool
    /// Hashtags without the leading `#`.
    public var tags: [String]
    /// Whether this is a boost or retweet of another post.
    public var isBoost: Bool
    /// The boosted post's URI, when known.
    public var boostedURI: String?
    /// The post's own page online.
    public var url: String?
    /// Where it was read from, for diagnostics.
    public var sourceLocation: SourceLocation?
    /// The body as plain text, for titles and descriptions, when it was written in Markdown with
    /// formulas (kept as their TeX, which MathML's text would garble); `nil` otherwise, and the
    /// text of `contentHTML` serves.
    public var plainText: String?

    /// Creates a post.
    ///
    /// - Parameters:
    ///   - id: The stable id.
    ///   - authorID: The author's user id.
    ///   - published: When it was published.
    ///   - contentHTML: The sanitized body.
    ///   - summary: The content warning.
    ///   - sensitive: Whether the media hide behind a click.
    ///   - media: The attachments.
    ///   - location: Where it was posted from.
    ///   - visibility: Who may see it.
    ///   - inReplyTo: The parent post's id.
    ///   - parentWithheld: Whether the parent is not published.
    ///   - tags: Hashtags without `#`.
    ///   - isBoost: Whether it is a boost or retweet.
    ///   - boostedURI: The boosted post, when known.
    ///   - url: The post's page.
    ///   - sourceLocation: Where it was read from.
    public init(
        id: String, authorID: String, published: Date, contentHTML: String = "",
        summary: String? = nil, sensitive: Bool = false, media: [FeedMedia] = [],
        location: FeedLocation? = nil,
        visibility: FeedVisibility = .public, inReplyTo: String? = nil,
        parentWithheld: Bool = false, tags: [String] = [],
        isBoost: Bool = false, boostedURI: String? = nil, url: String? = nil,
        sourceLocation: SourceLocation? = nil
    ) {
        self.id = id
        self.authorID = authorID
        self.published = published
        self.contentHTML = contentHTML
        self.summary = summary
        self.sensitive = sensitive
        self.media = media
        self.location = location
        self.visibility = visibility
        self.inReplyTo = inReplyTo
        self.parentWithheld = parentWithheld
        self.tags = tags
        self.isBoost = isBoost
        self.boostedURI = boostedURI
        self.url = url
        self.sourceLocation = sourceLocation
    }
}
