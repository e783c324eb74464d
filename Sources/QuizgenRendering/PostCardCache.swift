import Foundation

/// Each post's card (its template dictionary and rendered HTML) made once per render, on first
/// use, and shared by every page that lists the post. Keyed by the feed and the post's index.
final class PostCardCache: @unchecked Sendable {
    private let lock = NSLock()
    private let templates: TemplateSet
    private var made: [Key: [String: Any]] = [:]

    struct Key: Hashable {
        let feed: ObjectIdentifier
        let index: Int
    }

    init(templates: TemplateSet) { self.templates = templates }

    /// The card of post `index` of `feed`, with its HTML under `PostCardFragment.key`; `build`
    /// makes the dictionary the first time.
    func card(_ feed: AnyObject, _ index: Int, build: () -> [String: Any]) -> [String: Any] {
        let key = Key(feed: ObjectIdentifier(feed), index: index)
        if let card = lock.withLock({ made[key] }) { return card }
        // Made outside the lock; a race makes the same card twice.
        var card = build()
        card[PostCardFragment.key] = (templates.render(card, template: PostCardFragment.realName) ?? "")
        lock.withLock { made[key] = card }
        return card
    }
}
