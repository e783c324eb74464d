import QuizgenCore

/// A remote medium that content names: its URL as written, what it is for the warning
/// ("image", "avatar of user 'ada'"), and where it is written.
public struct RemoteMediaRequest: Sendable, Hashable {
    /// The URL as written.
    public var url: String
    /// The medium, as a warning names it.
    public var what: String
    /// Where content names it (the image's `![`, the post in the archive).
    public var location: SourceLocation?

    /// A request.
    public init(url: String, what: String, location: SourceLocation?) {
        self.url = url
        self.what = what
        self.location = location
    }
}
