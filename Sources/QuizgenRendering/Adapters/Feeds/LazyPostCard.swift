import Mustache

/// A post card as list and post pages hand it to templates when post cards are cached
/// (`PostCardCache`): the rendered HTML (`PostCardFragment.key`) costs a cache lookup, and the
/// card's dictionary (`FeedViews.makePost`) is built only if a template reads another of its keys,
/// once per page. The default theme reads only the HTML in lists, so a post listed on five pages
/// no longer has its dictionary built five times.
final class LazyPostCard: MustacheParent, @unchecked Sendable {
    private let published: PublishedFeed
    private let index: Int
    private let site: SiteContext
    private let cache: PostCardCache
    /// Keys the page adds to the card (a reply's `depth`).
    private let extra: [String: Any]
    /// The card's dictionary, once a template has read one of its keys. A card lives in one
    /// page's context, which one task renders.
    private var made: [String: Any]?

    init(
        _ index: Int, of published: PublishedFeed, site: SiteContext, cache: PostCardCache,
        extra: [String: Any] = [:]
    ) {
        self.published = published
        self.index = index
        self.site = site
        self.cache = cache
        self.extra = extra
    }

    func child(named name: String) -> Any? {
        if name == PostCardFragment.key { return cache.html(published, index) { dictionary } }
        if let value = extra[name] { return value }
        guard FeedViews.postKeys.contains(name) else { return nil }
        return dictionary[name]
    }

    /// The card's dictionary, built on first use.
    private var dictionary: [String: Any] {
        if let made { return made }
        let card = FeedViews.makePost(index, of: published, site: site)
        made = card
        return card
    }
}
