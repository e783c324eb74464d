import Foundation
import Mustache
import QuizgenCore

/// The `site` value templates see, built once per render and shared by every page; only the
/// navigation (whose `current` flag differs per page) is made per page, and only when a template
/// reads it. Equivalent to `SiteContext.templateValue(for:)`.
final class SiteTemplateValue: MustacheParent, @unchecked Sendable {
    /// What every page shares.
    struct Shared: @unchecked Sendable {
        let fields: [String: Any]
        /// The language's strings (`i18n` in templates).
        let i18n: [String: Any]
        /// The navigation; links are made when a template reads `site.nav`, not before (a
        /// rebuild of one page in a 10,000-page site would otherwise make 10,000 of them).
        let nav: LazyNav
        /// The site-wide fragments, rendered on first use.
        let fragments: FragmentCache?

        init(_ site: SiteContext, templates: TemplateSet? = nil) {
            self.fields = site.templateValue(for: Route(path: "", template: ""), withNav: false)
            self.i18n = site.i18n
            self.nav = LazyNav(site)
            self.fragments = templates.flatMap {
                $0.fragments.isEmpty ? nil : FragmentCache(templates: $0)
            }
        }
    }

    /// Each fragment rendered once per navigation state: one variant per entry that can be the
    /// current page, and one for pages that are in no entry.
    final class FragmentCache: @unchecked Sendable {
        private let lock = NSLock()
        private let templates: TemplateSet
        private var made: [String: String] = [:]

        init(templates: TemplateSet) { self.templates = templates }

        func text(_ name: String, for value: SiteTemplateValue) -> String? {
            guard templates.fragments.contains(name) else { return nil }
            let links = value.shared.nav.links
            let current = links.firstIndex { $0.path == value.routePath } ?? -1
            let key = "\(name)#\(current)"
            if let text = lock.withLock({ made[key] }) { return text }
            // Rendered outside the lock (templates may be slow); a race renders the same text
            // twice.
            let routePath = current >= 0 ? links[current].path : ""
            let context: [String: Any] = [
                "site": SiteTemplateValue(value.shared, routePath: routePath),
                "i18n": value.shared.i18n,
            ]
            let text = templates.render(context, template: SiteFragment.realName(name)) ?? ""
            lock.withLock { made[key] = text }
            return text
        }
    }

    /// The navigation's links, made once, on first use, for all the pages of a render.
    final class LazyNav: @unchecked Sendable {
        private let lock = NSLock()
        private let site: SiteContext
        private var made: [(title: String, url: String, path: String)]?

        init(_ site: SiteContext) { self.site = site }

        var links: [(title: String, url: String, path: String)] {
            lock.withLock {
                if let made { return made }
                let links = site.nav.map { ($0.title, site.url($0.path), $0.path) }
                made = links
                return links
            }
        }
    }

    let shared: Shared
    let routePath: String

    init(_ shared: Shared, routePath: String) {
        self.shared = shared
        self.routePath = routePath
    }

    func child(named name: String) -> Any? {
        if name.hasPrefix("quizgen_fragment_"), let fragments = shared.fragments {
            return fragments.text(String(name.dropFirst("quizgen_fragment_".count)), for: self)
        }
        guard name == "nav" else { return shared.fields[name] }
        return shared.nav.links.map {
            ["title": $0.title, "url": $0.url, "current": $0.path == routePath] as [String: Any]
        }
    }
}
