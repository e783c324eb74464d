/// A social feed: who posted what, with comments and private messages.
///
/// Importers fill one from an archive (`MastodonImporter`, `TwitterImporter`); posts are sorted by
/// publication date, then id.
public struct Feed: Sendable, Hashable, Codable {
    /// The feed's name (usually the account's handle).
    public var name: String
    /// Everyone who appears as an author, commenter or sender.
    public var users: [FeedUser]
    /// Posts and boosts, oldest first.
    public var posts: [FeedPost]
    /// Comments on posts.
    public var comments: [FeedComment]
    /// Private messages, oldest first.
    public var messages: [FeedMessage]

    /// Creates a feed.
    ///
    /// - Parameters:
    ///   - name: The feed's name.
    ///   - users: The users.
    ///   - posts: The posts.
    ///   - comments: The comments.
    ///   - messages: The messages.
    public init(
        name: String, users: [FeedUser] = [], posts: [FeedPost] = [], comments: [FeedComment] = [],
        messages: [FeedMessage] = []
    ) {
        self.name = name
        self.users = users
        self.posts = posts
        self.comments = comments
        self.messages = messages
    }
}
