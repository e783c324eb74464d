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
        /// The navigation; links are made when a template reads `site.nav`, not before (a
        /// rebuild of one page in a 10,000-page site would otherwise make 10,000 of them).
        let nav: LazyNav

        init(_ site: SiteContext) {
            self.fields = site.templateValue(for: Route(path: "", template: ""), withNav: false)
            self.nav = LazyNav(site)
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
        guard name == "nav" else { return shared.fields[name] }
        return shared.nav.links.map { ["title": $0.title, "url": $0.url, "current": $0.path == routePath] as [String: Any] }
    }
}
