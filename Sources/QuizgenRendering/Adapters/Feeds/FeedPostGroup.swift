/// A named list of posts on a published feed: a tag, a community or a proximity group.
public struct FeedPostGroup: Sendable, Hashable {
    /// The shown name (`#rivers`, `Austria`, `Vienna`).
    public var title: String
    /// The URL segment.
    public var slug: String
    /// Indices into the feed's posts, newest first.
    public var posts: [Int]

    /// Creates a group.
    public init(title: String, slug: String, posts: [Int]) {
        self.title = title
        self.slug = slug
        self.posts = posts
    }
}
