import Foundation

/// Each post's rendered card made once per render, on first use, and shared by every page that
/// lists the post. Keyed by the feed and the post's index. Only the HTML is kept: keeping the
/// card dictionaries as well saved a little CPU but took 1.15 GiB for 100,000 posts.
final class PostCardCache: @unchecked Sendable {
    private let lock = NSLock()
    private let templates: TemplateSet
    private var made: [Key: String] = [:]

    struct Key: Hashable {
        let feed: ObjectIdentifier
        let index: Int
    }

    init(templates: TemplateSet) { self.templates = templates }

    /// `card` (post `index` of `feed`) with its rendered HTML under `PostCardFragment.key`.
    func card(_ feed: AnyObject, _ index: Int, _ card: [String: Any]) -> [String: Any] {
        let key = Key(feed: ObjectIdentifier(feed), index: index)
        var card = card
        if let html = lock.withLock({ made[key] }) {
            card[PostCardFragment.key] = html
            return card
        }
        // Rendered outside the lock; a race renders the same card twice.
        let html = templates.render(card, template: PostCardFragment.realName) ?? ""
        lock.withLock { made[key] = html }
        card[PostCardFragment.key] = html
        return card
    }
}
