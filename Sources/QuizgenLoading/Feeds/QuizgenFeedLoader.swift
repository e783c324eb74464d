import Foundation
import QuizgenCore

/// Loads a feed in quizgen's own format from a folder or `.zip`: `users.json`, `posts.json`
/// and/or `posts/*.md` (front matter + Markdown body), `comments.json`, `messages.json`.
///
/// Every file goes through `StructuredTextParser` and `MappingReader`, so each problem is a
/// located diagnostic; field names go through the feed's `mapping`. Post text and bios are
/// Markdown, turned into HTML by `renderMarkdown` (the site's safe renderer).
public struct QuizgenFeedLoader: Sendable {
    let reader: SourceReader
    let renderMarkdown: @Sendable (String) -> String

    /// Creates a loader.
    ///
    /// - Parameters:
    ///   - reader: Reads files below the site root and makes display paths.
    ///   - renderMarkdown: Markdown to safe HTML.
    public init(reader: SourceReader, renderMarkdown: @escaping @Sendable (String) -> String) {
        self.reader = reader
        self.renderMarkdown = renderMarkdown
    }

    /// Loads the feed `config` declares.
    ///
    /// - Parameter config: The feed's declaration (source, mapping).
    /// - Returns: The feed, sorted, with every problem found; broken records are skipped.
    public func load(_ config: FeedConfig) -> FeedImport {
        var diagnostics = Diagnostics()
        let url = reader.root.appendingPathComponent(config.source)
        guard FileManager.default.fileExists(atPath: url.path) else {
            diagnostics.error(
                "feed.source-missing", "feed '\(config.name)' has no source at \(config.source)",
                at: config.location)
            return FeedImport(feed: Feed(name: config.name), diagnostics: diagnostics)
        }
        guard let archive = FeedArchive.open(url, diagnostics: &diagnostics) else {
            return FeedImport(feed: Feed(name: config.name), diagnostics: diagnostics)
        }
        var base = reader.displayPath(url)
        while base.hasSuffix("/") { base.removeLast() }
        let context = QuizgenFeedReading(
            archive: archive, base: base, config: config, reader: reader,
            renderMarkdown: renderMarkdown)
        let users = context.records("users.json", diagnostics: &diagnostics) {
            record, diagnostics in
            context.user(&record, diagnostics: &diagnostics)
        }
        var posts = context.records("posts.json", diagnostics: &diagnostics) {
            record, diagnostics in
            context.post(&record, body: nil, diagnostics: &diagnostics)
        }
        posts += context.markdownPosts(diagnostics: &diagnostics)
        let comments = context.records("comments.json", diagnostics: &diagnostics) {
            record, diagnostics in
            context.comment(&record, diagnostics: &diagnostics)
        }
        let messages = context.records("messages.json", diagnostics: &diagnostics) {
            record, diagnostics in
            context.message(&record, diagnostics: &diagnostics)
        }
        if !archive.contains("users.json") {
            diagnostics.error(
                "feed.missing-file", "feed '\(config.name)' has no users.json",
                at: SourceLocation(path: base))
        }
        let feed = FeedReferenceChecks.check(
            Feed(
                name: config.name, users: users, posts: posts, comments: comments,
                messages: messages),
            diagnostics: &diagnostics)
        context.checkMedia(feed, diagnostics: &diagnostics)
        return FeedImport(feed: feed, diagnostics: diagnostics)
    }
}
