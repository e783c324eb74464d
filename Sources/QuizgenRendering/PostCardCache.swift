import Foundation

/// Each post's rendered card made once per render, on first use, and shared by every page that
/// lists the post. Keyed by the feed and the post's index. Only the HTML is kept: keeping the
/// cards as well saved a little CPU but took 1.15 GiB for 100,000 posts. Pages list
/// posts as `LazyPostCard`s, which make a card only when a template reads more
/// than the HTML.
final class PostCardCache: @unchecked Sendable {
    private let lock = NSLock()
    private let templates: TemplateSet
    private let i18n: [String: Any]
    private var made: [Key: String] = [:]

    struct Key: Hashable {
        let feed: ObjectIdentifier
        let index: Int
    }

    /// What a card is rendered from: the card and the language's strings (`i18n`).
    struct Root: TemplateView {
        let card: PostCard
        let i18n: [String: Any]

        func child(named name: String) -> Any? { name == "i18n" ? i18n : card.child(named: name) }

        var templateKeys: [String] { ["i18n"] + card.templateKeys }
    }

    init(templates: TemplateSet, i18n: [String: Any]) {
        self.templates = templates
        self.i18n = i18n
    }

    /// The rendered HTML of post `index` of `feed`, rendered from `make()` on first use.
    func html(_ feed: AnyObject, _ index: Int, make: () -> PostCard) -> String {
        let key = Key(feed: ObjectIdentifier(feed), index: index)
        if let html = lock.withLock({ made[key] }) { return html }
        // Rendered outside the lock; a race renders the same card twice.
        let card = Root(card: make(), i18n: i18n)
        let html = templates.render(root: card, template: PostCardFragment.realName) ?? ""
        lock.withLock { made[key] = html }
        return html
    }
}
