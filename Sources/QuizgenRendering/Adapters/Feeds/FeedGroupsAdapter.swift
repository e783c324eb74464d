import Foundation
import QuizgenCore

/// Renders the feed's index of communities, tags and places with the `feed-groups` template.
public struct FeedGroupsAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: FeedGroupsPage, site: SiteContext) -> [Route] {
        [
            Route(
                path: "\(model.feed.base)groups/", template: "feed-groups",
                source: model.feed.config.location)
        ]
    }

    /// `50`, `2,5` (in the site's language).
    static func kilometres(_ value: Double, site: SiteContext) -> String {
        value.formatted(
            .number.locale(
                Locale(
                    identifier: LanguageTag.isWellFormed(site.config.language)
                        ? site.config.language : "en")))
    }

    public func context(for model: FeedGroupsPage, route: Route, site: SiteContext) throws
        -> [String: Any]
    {
        let feed = model.feed
        func links(_ groups: [FeedPostGroup], _ folder: String) -> [[String: Any]] {
            groups.map {
                [
                    "title": $0.title, "count": $0.posts.count,
                    "count_text": site.catalog.plural("feed.posts", count: $0.posts.count),
                    "url": site.url("\(feed.base)\(folder)/\($0.slug)/"),
                ]
            }
        }
        return [
            "page": ["title": "\(site.catalog.text("feed.groups")) · \(feed.config.title)"],
            "feed": FeedViews.feed(feed, site: site),
            "communities": links(feed.communities, "communities"),
            "tags": links(feed.tags, "tags"),
            "has_tags": !feed.tags.isEmpty,
            "radius_km": feed.config.radiusKm,
            "radius_text": site.catalog.text(
                "feed.radius", ["km": Self.kilometres(feed.config.radiusKm, site: site)]),
            "places": feed.places.map { group -> [String: Any] in
                [
                    "title": group.title, "count": group.posts.count,
                    "heading": site.catalog.text("feed.near", ["place": group.title]),
                    "posts": group.posts.map { FeedViews.post($0, of: feed, site: site) },
                ]
            },
        ]
    }
}
