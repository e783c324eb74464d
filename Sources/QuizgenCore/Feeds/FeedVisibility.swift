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
}
