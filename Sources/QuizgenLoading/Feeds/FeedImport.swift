import QuizgenCore

/// What an importer read: the feed and every problem found on the way.
///
/// The feed is as complete as the archive allows even when `diagnostics` has errors: a broken
/// item is reported and skipped, never silently lost.
public struct FeedImport: Sendable, Hashable {
    /// The imported feed.
    public var feed: Feed
    /// Errors, warnings and notes, located in the archive's files.
    public var diagnostics: Diagnostics

    /// Creates an import result.
    ///
    /// - Parameters:
    ///   - feed: The feed.
    ///   - diagnostics: The problems found.
    public init(feed: Feed, diagnostics: Diagnostics) {
        self.feed = feed
        self.diagnostics = diagnostics
    }
}
