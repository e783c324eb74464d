import Foundation

/// A plain-text comment on a post, by any user.
public struct FeedComment: Sendable, Hashable, Codable {
    /// The stable id.
    public var id: String
    /// The commented `FeedPost.id`.
    public var postID: String
    /// The commenter's `FeedUser.id`.
    public var authorID: String
    /// When it was written.
    public var published: Date
    /// The comment as plain text.
    public var text: String
    /// Where it was read from, for diagnostics.
    public var sourceLocation: SourceLocation?

    /// Creates a comment.
    ///
    /// - Parameters:
    ///   - id: The stable id.
    ///   - postID: The post it comments on.
    ///   - authorID: Who wrote it.
    ///   - published: When.
    ///   - text: The plain text.
    ///   - sourceLocation: Where it was read from.
    public init(
        id: String, postID: String, authorID: String, published: Date, text: String,
        sourceLocation: SourceLocation? = nil
    ) {
        self.id = id
        self.postID = postID
        self.authorID = authorID
        self.published = published
        self.text = text
        self.sourceLocation = sourceLocation
    }
}
