import Foundation
import QuizgenCore

/// The Atom and RSS context of a section's most recent pages (`pages-atom.xml`, `pages-rss.xml`).
///
/// Entries carry the page's summary, as Hugo's feeds do, not its whole body: an edit below the
/// first paragraph then changes the page alone, and the rebuild re-renders that page only.
enum PageFeedViews {
    static func feed(_ section: PageSection, route: Route, site: SiteContext) -> [String: Any] {
        let updated =
            section.recent.map { max($0.date?.seconds ?? 0, $0.lastmod?.seconds ?? 0) }.max()
            ?? Int64(site.clock.now.timeIntervalSince1970)
        let title =
            section.folder.isEmpty ? site.config.title : "\(section.title) · \(site.config.title)"
        let htmlPath = section.folder.isEmpty ? "/" : section.path
        let entries: [[String: Any]] = section.recent.map { page in
            let published = page.date?.seconds ?? updated
            let changed = max(published, page.lastmod?.seconds ?? published)
            var entry: [String: Any] = [
                "title": page.title, "url": site.absoluteURL(page.path),
                "published": PageDate.isoText(published), "updated": PageDate.isoText(changed),
                "pub_date": FeedDateFormat.rfc822(
                    Date(timeIntervalSince1970: TimeInterval(published))),
                "tags": page.terms.keys.sorted().flatMap { page.terms[$0] ?? [] }.map(\.name),
            ]
            if let summary = page.summary {
                entry["summary"] = summary
                entry["summary_html"] = MarkupEscaping.htmlText(summary)
            }
            RSSText.add(to: &entry)
            return entry
        }
        var channel: [String: Any] = [
            "title": title,
            "description": section.description
                ?? site.catalog.text("pages.feed_description", ["title": title]),
            "feed_id": site.absoluteURL(route.path),
            "html_url": site.absoluteURL(htmlPath),
            "self_url": site.absoluteURL(route.path),
            "author": site.config.title,
            "updated": PageDate.isoText(updated),
            "updated_rfc822": FeedDateFormat.rfc822(
                Date(timeIntervalSince1970: TimeInterval(updated))),
            "entries": entries,
        ]
        RSSText.add(to: &channel)
        return channel
    }
}

/// The plain-text fields of a feed as RSS 2.0 needs them. Readers take an RSS `<title>`,
/// `<description>` and `<category>` for HTML, so plain text is HTML-escaped before the template
/// escapes it for XML (`title_html`, `description_html`, `tags_html`): `<img onerror=…>` in a
/// title reads as text in a reader, never as markup. Atom says `type="text"` and uses the fields
/// as they are; HTML content (`content`) is HTML already and is not escaped twice.
enum RSSText {
    static func add(to context: inout [String: Any]) {
        for key in ["title", "description"] {
            if let text = context[key] as? String {
                context[key + "_html"] = MarkupEscaping.htmlText(text)
            }
        }
        if let tags = context["tags"] as? [String] {
            context["tags_html"] = tags.map(MarkupEscaping.htmlText)
        }
    }
}
