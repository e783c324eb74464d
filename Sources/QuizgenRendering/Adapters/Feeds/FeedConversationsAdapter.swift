import QuizgenCore

/// Renders one user's conversations with the `feed-conversations` template: each person they
/// exchanged messages with, and every message between them in order.
///
/// The build adds these models only when the feed has `publish_private: true`.
public struct FeedConversationsAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: FeedConversationsPage, site: SiteContext) -> [Route] {
        guard let path = model.feed.conversationsPath(model.userID) else { return [] }
        return [
            Route(
                path: path, template: "feed-conversations", inSitemap: false,
                source: model.feed.config.location)
        ]
    }

    public func context(for model: FeedConversationsPage, route: Route, site: SiteContext) throws
        -> [String: Any]
    {
        let feed = model.feed
        let user = feed.user(model.userID)
        let partners = (feed.conversations[model.userID] ?? [:]).sorted {
            (feed.user($0.key).displayName, $0.key) < (feed.user($1.key).displayName, $1.key)
        }
        return [
            "page": [
                "title": site.catalog.text("feed.conversations_of", ["name": user.displayName])
            ],
            "heading": site.catalog.text("feed.conversations_of", ["name": user.displayName]),
            "feed": FeedViews.feed(feed, site: site),
            "user": FeedUserView(model.userID, of: feed, site: site),
            "conversations": partners.map { partner, indices -> [String: Any] in
                [
                    "with": FeedUserView(partner, of: feed, site: site),
                    "count": indices.count,
                    "count_text": site.catalog.plural("feed.messages", count: indices.count),
                    "heading": site.catalog.text(
                        "feed.with", ["name": feed.user(partner).displayName]),
                    "messages": indices.map { index -> [String: Any] in
                        let message = feed.feed.messages[index]
                        return [
                            "text": message.text, "mine": message.senderID == model.userID,
                            "from": FeedUserView(message.senderID, of: feed, site: site),
                            "date_iso": FeedDateFormat.rfc3339(message.sent),
                            "date_text": site.dates.dateTime(message.sent),
                            "media": message.media.map {
                                PostMedia($0, of: feed, site: site)
                            },
                        ]
                    },
                ]
            },
        ]
    }
}
