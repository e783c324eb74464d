/// Who may see a post, in Mastodon's four levels (Twitter archive posts are all `public`).
public enum FeedVisibility: String, Sendable, Hashable, Codable, CaseIterable {
    /// Everyone, listed on public timelines.
    case `public`
    /// Everyone with the link, left off public timelines.
    case unlisted
    /// The author's followers only.
    case followersOnly
    /// Only the people addressed.
    case direct

    /// Whether a post of this visibility is for everyone: the one privacy rule of feeds.
    /// Followers-only and direct posts are not, and are published only with `publish_private`
    /// (never in the search index); everything quizgen publishes about a post asks this.
    public var isPublic: Bool {
        switch self {
        case .public, .unlisted: true
        case .followersOnly, .direct: false
        }
    }
}
