/// The layout of a feed's source files, named by `format:` in `quizgen.yaml`.
public enum FeedFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// quizgen's own files: `users.json`, `posts.json` and/or `posts/*.md`, `comments.json`,
    /// `messages.json`.
    case quizgen
    /// A Mastodon account export (`outbox.json`, `actor.json`, `media_attachments/`).
    case mastodon
    /// A Twitter/X archive (`tweets.js` or `tweet.js`, `account.js`, `direct-messages.js`).
    case twitter
}
