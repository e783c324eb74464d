import Foundation
import QuizgenCore
import QuizgenLoading

/// Publishes Atom 1.0 (`atom.xml`), RSS 2.0 (`rss.xml`) and JSON Feed 1.1 (`feed.json`) for a
/// timeline or a user, with the newest `page_size` posts and absolute URLs from `base_url`.
///
/// Atom and RSS go through the `feed-atom.xml` and `feed-rss.xml` templates with the default
/// (XML-safe) escaping; JSON Feed is encoded with `JSONEncoder`.
public struct FeedSyndicationAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    static func base(_ model: FeedSyndication) -> String? {
        guard let user = model.userID else { return model.feed.base }
        return model.feed.userPath(user)
    }

    public func routes(for model: FeedSyndication, site: SiteContext) -> [Route] {
        guard let base = Self.base(model) else { return [] }
        return [
            Route(
                path: base + "atom.xml", template: "feed-atom.xml", format: .atom,
                source: model.feed.config.location),
            Route(
                path: base + "rss.xml", template: "feed-rss.xml", format: .rss,
                source: model.feed.config.location),
            Route(
                path: base + "feed.json", template: "feed.json", format: .json,
                source: model.feed.config.location),
        ]
    }

    public func context(for model: FeedSyndication, route: Route, site: SiteContext) throws
        -> [String: Any]
    {
        let feed = model.feed
        let base = Self.base(model) ?? feed.base
        let all = model.userID.map { feed.postsByUser[$0] ?? [] } ?? feed.timeline
        let indices = Array(all.prefix(site.config.pageSize))
        let user = model.userID.map(feed.user)
        let title =
            user.map { "\($0.displayName) (@\($0.username)) · \(feed.config.title)" }
            ?? feed.config.title
        let updated = indices.first.map { feed.feed.posts[$0].published } ?? site.clock.now
        let entries = indices.map { entry($0, feed: feed, site: site) }
        if route.format == .json {
            return ["json": try jsonFeed(title: title, base: base, entries: entries, site: site)]
        }
        var channel: [String: Any] = [
            "title": title,
            // Plain text: readers take a channel description for HTML, so no markup from names.
            "description": site.catalog.text(
                "feed.description", ["title": FeedViews.plainText(title)]),
            "feed_id": site.absoluteURL(base),
            "html_url": site.absoluteURL(base),
            "self_url": site.absoluteURL(route.path),
            "author": user?.displayName ?? feed.config.title,
            "updated": FeedDateFormat.rfc3339(updated),
            "updated_rfc822": FeedDateFormat.rfc822(updated),
            "entries": entries,
        ]
        RSSText.add(to: &channel)
        return channel
    }

    func entry(_ index: Int, feed: PublishedFeed, site: SiteContext) -> SyndicationEntry {
        var post = feed.feed.posts[index]
        let author = feed.user(post.authorID)
        let content = FeedViews.content(
            index, of: feed, catalog: site.catalog, resolve: site.absoluteURL)
        // A boost keeps the boosted post's warning.
        if post.isBoost, post.contentHTML.isEmpty, post.summary == nil,
            let original = feed.boostedIndex(of: index)
        {
            post.summary = feed.feed.posts[original].summary
        }
        var text = post.summary ?? post.plainText ?? HTMLInspector.inspect(content).text
        if post.isBoost, post.contentHTML.isEmpty, post.summary == nil {
            // "Boosted: <the boosted post's text>" or "Boosted <its URI>".
            let original = feed.boostedIndex(of: index).map {
                HTMLInspector.inspect(feed.feed.posts[$0].contentHTML).text
            }
            text = original.map { site.catalog.text("feed.boosted_text", ["text": $0]) } ?? text
        }
        if text.count > 80 { text = String(text.prefix(79)) + "…" }
        var summary: String?
        if let warning = post.summary, !warning.isEmpty {
            summary = warning
        } else if post.sensitive, !post.media.isEmpty {
            // Readers show enclosures openly; the summary at least says why they should not.
            summary = site.catalog.text("feed.sensitive_media")
        }
        return SyndicationEntry(
            url: site.absoluteURL(feed.postPath(index)),
            title: text.isEmpty
                ? site.catalog.text("feed.post_by", ["name": author.displayName]) : text,
            content: content, published: FeedDateFormat.rfc3339(post.published),
            pubDate: FeedDateFormat.rfc822(post.published), authorName: author.displayName,
            authorURL: feed.userPath(post.authorID).map(site.absoluteURL), tags: post.tags,
            enclosures: post.media.compactMap { media in
                FeedViews.mediaURL(media, of: feed, site: site, resolve: site.absoluteURL).map {
                    SyndicationEntry.Enclosure(
                        url: $0, type: media.mediaType, alt: media.altText ?? "")
                }
            },
            summary: summary)
    }

    func jsonFeed(title: String, base: String, entries: [SyndicationEntry], site: SiteContext)
        throws
        -> String
    {
        let items = entries.map(JSONFeedDocument.Item.init)
        let document = JSONFeedDocument(
            title: title, homePageURL: site.absoluteURL(base),
            feedURL: site.absoluteURL(base + "feed.json"),
            language: site.config.language, authors: [JSONFeedDocument.Author(name: title)],
            items: items)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain-text fields may hold markup-like text; \u003c-style escapes keep it inert even for
        // readers that paste fields into HTML, and are the same JSON.
        return String(decoding: try encoder.encode(document), as: UTF8.self)
            .replacingOccurrences(of: "&", with: "\\u0026")
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
    }
}
