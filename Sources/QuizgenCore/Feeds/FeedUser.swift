/// An account that wrote posts, comments or messages in a feed.
public struct FeedUser: Sendable, Hashable, Codable {
    /// The stable id (a Mastodon actor URI or a Twitter account id).
    public var id: String
    /// The handle without the leading `@`.
    public var username: String
    /// The name shown next to the handle.
    public var displayName: String
    /// The avatar's path inside the archive or its URL.
    public var avatar: String?
    /// Where the user says they are.
    public var location: FeedLocation?
    /// A community or nationality the user belongs to, for grouping.
    public var community: String?
    /// The profile text as sanitized HTML.
    public var bioHTML: String
    /// The profile page's URL.
    public var profileURL: String?
    /// Where the user was read from, for diagnostics.
    public var sourceLocation: SourceLocation?

    /// Creates a user.
    ///
    /// - Parameters:
    ///   - id: The stable id.
    ///   - username: The handle without `@`.
    ///   - displayName: The shown name.
    ///   - avatar: The avatar's archive path or URL.
    ///   - location: Where the user is.
    ///   - community: A community or nationality.
    ///   - bioHTML: The sanitized profile HTML.
    ///   - profileURL: The profile page.
    ///   - sourceLocation: Where it was read from.
    public init(
        id: String, username: String, displayName: String, avatar: String? = nil,
        location: FeedLocation? = nil, community: String? = nil, bioHTML: String = "",
        profileURL: String? = nil, sourceLocation: SourceLocation? = nil
    ) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.avatar = avatar
        self.location = location
        self.community = community
        self.bioHTML = bioHTML
        self.profileURL = profileURL
        self.sourceLocation = sourceLocation
    }
}
