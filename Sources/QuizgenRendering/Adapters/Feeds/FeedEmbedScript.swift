/// The click-to-load script for video embeds, at `/assets/feed-embed.js`.
public struct FeedEmbedScript: Sendable {
    /// Creates the model.
    public init() {}
}
