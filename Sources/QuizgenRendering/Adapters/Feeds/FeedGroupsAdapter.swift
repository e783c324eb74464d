import QuizgenCore

/// Renders the feed's index of communities, tags and places with the `feed-groups` template.
public struct FeedGroupsAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: FeedGroupsPage, site: SiteContext) -> [Route] {
        [Route(path: "\(model.feed.base)groups/", template: "feed-groups", source: model.feed.config.location)]
    }

    public func context(for model: FeedGroupsPage, route: Route, site: SiteContext) throws -> [String: Any] {
        let feed = model.feed
        func links(_ groups: [FeedPostGroup], _ folder: String) -> [[String: Any]] {
            groups.map {
                [
                    "title": $0.title, "count": $0.posts.count,
                    "count_text": FeedViews.count($0.posts.count, "post", "posts"),
                    "url": site.url("\(feed.base)\(folder)/\($0.slug)/"),
                ]
            }
        }
        return [
            "page": ["title": "Groups · \(feed.config.title)"],
            "feed": FeedViews.feed(feed, site: site),
            "communities": links(feed.communities, "communities"),
            "tags": links(feed.tags, "tags"),
            "has_tags": !feed.tags.isEmpty,
            "radius_km": feed.config.radiusKm,
            "places": feed.places.map { group -> [String: Any] in
                [
                    "title": group.title, "count": group.posts.count,
                    "posts": group.posts.map { FeedViews.post($0, of: feed, site: site) },
                ]
            },
        ]
    }
}
