import Mustache
import QuizgenCore

/// The `site` value templates see, built once per render and shared by every page; only the
/// navigation (whose `current` flag differs per page) is made per page, and only when a template
/// reads it. Equivalent to `SiteContext.templateValue(for:)`.
final class SiteTemplateValue: MustacheParent, @unchecked Sendable {
    /// What every page shares.
    struct Shared: @unchecked Sendable {
        let fields: [String: Any]
        let nav: [(title: String, url: String, path: String)]

        init(_ site: SiteContext) {
            var fields = site.templateValue(for: Route(path: "", template: ""))
            fields["nav"] = nil
            self.fields = fields
            self.nav = site.nav.map { ($0.title, site.url($0.path), $0.path) }
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
        return shared.nav.map { ["title": $0.title, "url": $0.url, "current": $0.path == routePath] as [String: Any] }
    }
}
