import Mustache

/// A post card as list and post pages hand it to templates when post cards are cached
/// (`PostCardCache`): the rendered HTML (`PostCardFragment.key`) costs a cache lookup, and the
/// card (`PostCard`) is made only if a template reads another of its names, once per page. The
/// default theme reads only the HTML in lists, so a post listed on five pages no longer has its
/// card made five times.
final class LazyPostCard: TemplateView, @unchecked Sendable {
    private let published: PublishedFeed
    private let index: Int
    private let site: SiteContext
    private let cache: PostCardCache
    /// A reply's depth, which the page adds to the card.
    private let depth: Int?
    /// The card, once a template has read one of its names. A card lives in one page's context,
    /// which one task renders.
    private var made: PostCard?

    init(
        _ index: Int, of published: PublishedFeed, site: SiteContext, cache: PostCardCache,
        depth: Int? = nil
    ) {
        self.published = published
        self.index = index
        self.site = site
        self.cache = cache
        self.depth = depth
    }

    func child(named name: String) -> Any? {
        if name == PostCardFragment.key { return cache.html(published, index) { card } }
        if name == "depth" { return depth }
        return card.child(named: name)
    }

    var templateKeys: [String] {
        [PostCardFragment.key] + PostCard.Key.allCases.map(\.rawValue)
            + (depth == nil ? [] : ["depth"])
    }

    /// The card, made on first use.
    private var card: PostCard {
        if let made { return made }
        let card = PostCard(index, of: published, site: site)
        made = card
        return card
    }
}
