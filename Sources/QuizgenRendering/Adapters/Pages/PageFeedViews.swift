import Foundation
import QuizgenCore

/// The Atom and RSS context of a section's most recent pages (`pages-atom.xml`, `pages-rss.xml`).
///
/// Entries carry the page's summary, as Hugo's feeds do, not its whole body: an edit below the
/// first paragraph then changes the page alone, and the rebuild re-renders that page only.
enum PageFeedViews {
    static func feed(_ section: PageSection, route: Route, site: SiteContext) -> [String: Any] {
        let updated = section.recent.map { max($0.date?.seconds ?? 0, $0.lastmod?.seconds ?? 0) }.max()
            ?? Int64(site.clock.now.timeIntervalSince1970)
        let title = section.folder.isEmpty ? site.config.title : "\(section.title) · \(site.config.title)"
        let htmlPath = section.folder.isEmpty ? "/" : section.path
        let entries: [[String: Any]] = section.recent.map { page in
            let published = page.date?.seconds ?? updated
            let changed = max(published, page.lastmod?.seconds ?? published)
            var entry: [String: Any] = [
                "title": page.title, "url": site.absoluteURL(page.path),
                "published": PageDate.isoText(published), "updated": PageDate.isoText(changed),
                "pub_date": FeedDateFormat.rfc822(Date(timeIntervalSince1970: TimeInterval(published))),
                "tags": page.terms.keys.sorted().flatMap { page.terms[$0] ?? [] }.map(\.name),
            ]
            if let summary = page.summary { entry["summary"] = summary }
            return entry
        }
        return [
            "title": title,
            "description": section.description ?? site.catalog.text("pages.feed_description", ["title": title]),
            "feed_id": site.absoluteURL(route.path),
            "html_url": site.absoluteURL(htmlPath),
            "self_url": site.absoluteURL(route.path),
            "author": site.config.title,
            "updated": PageDate.isoText(updated),
            "updated_rfc822": FeedDateFormat.rfc822(Date(timeIntervalSince1970: TimeInterval(updated))),
            "entries": entries,
        ]
    }
}
