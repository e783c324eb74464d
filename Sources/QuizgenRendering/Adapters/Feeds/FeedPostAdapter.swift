import QuizgenCore
import QuizgenLoading

/// Renders a post's permalink page with the `feed-post` template: the post, the posts it answers
/// (oldest first), its comments and the replies below it (depth first, each level oldest first).
public struct FeedPostAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: FeedPostPage, site: SiteContext) -> [Route] {
        let post = model.feed.feed.posts[model.index]
        return [
            Route(
                path: model.feed.postPath(model.index), template: "feed-post",
                source: post.sourceLocation)
        ]
    }

    public func context(for model: FeedPostPage, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let feed = model.feed
        let post = feed.feed.posts[model.index]
        let author = feed.user(post.authorID)
        var excerpt = post.summary ?? post.plainText ?? HTMLInspector.inspect(post.contentHTML).text
        if excerpt.count > 70 { excerpt = String(excerpt.prefix(69)) + "…" }
        if excerpt.isEmpty {
            excerpt = site.catalog.text(post.isBoost ? "feed.boost" : "feed.post")
        }
        let comments = (feed.comments[post.id] ?? []).map { index -> [String: Any] in
            let comment = feed.feed.comments[index]
            return [
                "id": comment.id, "text": comment.text,
                "author": FeedUserView(comment.authorID, of: feed, site: site),
                "date_iso": FeedDateFormat.rfc3339(comment.published),
                "date_text": site.dates.dateTime(comment.published),
            ]
        }
        let parents = ancestors(of: model.index, in: feed)
        return [
            "page": ["title": "\(author.displayName): \(excerpt)", "description": excerpt],
            "has_ancestors": !parents.isEmpty,
            "heading": site.catalog.text("feed.post_by", ["name": author.displayName]),
            "feed": FeedViews.feed(feed, site: site),
            "post": FeedViews.post(model.index, of: feed, site: site),
            "ancestors": parents.map { FeedViews.post($0, of: feed, site: site) },
            "comments": comments,
            "replies": descendants(of: post.id, in: feed).map { entry in
                FeedViews.post(entry.index, of: feed, site: site, depth: entry.depth)
            },
        ]
    }

    /// The chain of parents inside the feed, oldest first.
    func ancestors(of index: Int, in feed: PublishedFeed) -> [Int] {
        var chain: [Int] = []
        var seen: Set<Int> = [index]
        var current = feed.feed.posts[index].inReplyTo
        while let id = current, let parent = feed.postIndex(of: id), seen.insert(parent).inserted {
            chain.append(parent)
            current = feed.feed.posts[parent].inReplyTo
        }
        return chain.reversed()
    }

    /// Every reply below `id`, depth first; each level oldest first.
    func descendants(of id: String, in feed: PublishedFeed) -> [(index: Int, depth: Int)] {
        var result: [(Int, Int)] = []
        var seen: Set<Int> = []
        var stack = (feed.replies[id] ?? []).reversed().map { ($0, 1) }
        while let (index, depth) = stack.popLast() {
            guard seen.insert(index).inserted else { continue }
            result.append((index, depth))
            stack += (feed.replies[feed.feed.posts[index].id] ?? []).reversed().map {
                ($0, depth + 1)
            }
        }
        return result
    }
}
