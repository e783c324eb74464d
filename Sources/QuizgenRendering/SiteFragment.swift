/// Site-wide fragments (the header and footer partials) that read nothing but `site` (and the
/// language's strings, `i18n`), so that a
/// build renders each once per variant instead of once per page.
///
/// A fragment qualifies when every tag outside a section names `site` or a key below it, and
/// every tag inside a section over `site…` (such as `{{#site.nav}}`) names a key that every item
/// of such a list has (`title`, `url`, `current`) or `site…`; no partials, layouts, blocks or
/// delimiter changes. A fragment that reads anything else (an override that shows `page.title`,
/// say) is rendered per page as before.
enum SiteFragment {
    /// The partials eligible for rendering once.
    static let names = ["header", "footer"]
    /// Keys of the navigation's items.
    static let itemKeys: Set<String> = ["title", "url", "current", "."]

    /// The name the real template is registered under when `name` is replaced by a stub.
    static func realName(_ name: String) -> String { "quizgen-fragment-\(name)" }

    /// The key of `site` that holds the rendered fragment.
    static func key(_ name: String) -> String { "quizgen_fragment_\(name)" }

    /// The stub registered as `name`: the rendered fragment when `site` can give it, else the real
    /// template (for a context whose `site` an adapter made itself).
    static func stub(_ name: String) -> String {
        "{{#site.\(key(name))}}{{{site.\(key(name))}}}{{/site.\(key(name))}}{{^site.\(key(name))}}{{> \(realName(name))}}{{/site.\(key(name))}}"
    }

    /// Whether `text` reads nothing but `site` (see the type's summary).
    static func readsOnlySite(_ text: String) -> Bool {
        guard let tags = MustacheTagScanner.tags(in: text) else { return false }
        var stack: [Bool] = []  // per open section: whether it iterates over site…
        for tag in tags {
            switch tag.sigil {
            case "!": continue
            case ">", "<", "$", "=", "%": return false
            case "/":
                guard !stack.isEmpty else { return false }
                stack.removeLast()
                continue
            default: break
            }
            let isSite =
                tag.name == "site" || tag.name.hasPrefix("site.") || tag.name.hasPrefix("i18n.")
            let insideSiteList = stack.last == true
            guard isSite || (insideSiteList && itemKeys.contains(tag.name)) else { return false }
            if tag.sigil == "#" || tag.sigil == "^" { stack.append(isSite || insideSiteList) }
        }
        return stack.isEmpty
    }
}
