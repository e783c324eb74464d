/// The feed's post card (`feed-post-card`), rendered once per post and build instead of once
/// per page that lists the post (its page, the timeline, tag, user, month and community pages).
///
/// The card qualifies when it reads nothing but the names of a post card (`PostCard`) and
/// their items, with no partials, layouts, blocks or delimiter changes, and no template includes
/// it indented on a line of its own (Mustache would indent each of its lines). Otherwise, such as
/// an override that shows `site.title` or `feed.name` in each card, it is rendered in place as
/// before. Like `SiteFragment`, the name is then a stub that prints the pre-rendered card when
/// the post gives it and renders the real template otherwise.
enum PostCardFragment {
    /// The partial's name.
    static let name = "feed-post-card"
    /// The name the real template is registered under.
    static let realName = "quizgen-fragment-feed-post-card"
    /// The key of a post card that holds its rendered HTML.
    static let key = "quizgen_card_html"

    /// Every name a post card, its author, tags, media, location, reply link and embeds have
    /// (`PostCard.allKeyNames`), the current value and the language's strings.
    static let cardKeys: Set<String> = PostCard.allKeyNames.union([".", "i18n"])

    /// The stub registered as `feed-post-card`.
    static let stub = "{{#\(key)}}{{{\(key)}}}{{/\(key)}}{{^\(key)}}{{> \(realName)}}{{/\(key)}}"

    /// Whether `text` reads nothing but a post card's keys.
    static func readsOnlyPost(_ text: String) -> Bool {
        guard let tags = MustacheTagScanner.tags(in: text) else { return false }
        for tag in tags where tag.sigil != "!" {
            if "> <$=%".contains(tag.sigil) { return false }
            let first =
                tag.name == "."
                ? "."
                : String(
                    tag.name.split(separator: ".", omittingEmptySubsequences: false).first ?? "")
            guard cardKeys.contains(first) else { return false }
        }
        return true
    }

    /// Whether `text` includes the card on a line of its own after indentation.
    static func includesIndented(_ text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.count < line.count, trimmed.hasPrefix("{{>") else { continue }
            if trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces).hasPrefix(name) {
                return true
            }
        }
        return false
    }
}
