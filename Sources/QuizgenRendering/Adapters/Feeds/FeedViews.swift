import QuizgenCompute
import QuizgenCore
import QuizgenI18n
import QuizgenLoading

/// What the feed's pages share: post cards, months, the feed's links, URL and page helpers.
enum FeedViews {
    /// A post as templates see it (`feed-post-card` partial), with a reply's `depth`.
    /// When `site` caches post cards, a `LazyPostCard` carrying the card rendered once per
    /// render; otherwise the card.
    static func post(
        _ index: Int, of published: PublishedFeed, site: SiteContext, depth: Int? = nil
    ) -> Any {
        if let cache = site.postCards {
            return LazyPostCard(index, of: published, site: site, cache: cache, depth: depth)
        }
        var card = PostCard(index, of: published, site: site)
        card.depth = depth
        return card
    }

    /// Click-to-load YouTube embeds for the video links in `html`.
    static func embeds(_ html: String) -> [PostCard.Embed] {
        guard mentionsYouTube(html) else { return [] }
        var seen: Set<String> = []
        return HTMLInspector.inspect(html).links.compactMap(YouTubeLink.videoID).compactMap { id in
            guard seen.insert(id).inserted else { return nil }
            return PostCard.Embed(videoID: id, watchURL: "https://www.youtube.com/watch?v=\(id)")
        }
    }

    /// Whether `html` contains `youtu`, by a plain byte scan: Foundation's `contains` on every
    /// post was 3% of a 100k-post build, the generic collection search several times that.
    static func mentionsYouTube(_ html: String) -> Bool {
        var html = html
        return html.withUTF8 { bytes in
            let needle: [UInt8] = [0x79, 0x6F, 0x75, 0x74, 0x75]  // "youtu"
            guard bytes.count >= needle.count else { return false }
            var index = 0
            while index <= bytes.count - needle.count {
                if bytes[index] == needle[0], bytes[index + 1] == needle[1],
                    bytes[index + 2] == needle[2],
                    bytes[index + 3] == needle[3], bytes[index + 4] == needle[4]
                {
                    return true
                }
                index += 1
            }
            return false
        }
    }

    /// Where a medium is published: its copied file when it has a local path (`nil` when that
    /// file is missing), else the site's copy of its online URL (``remoteURL(_:site:resolve:)``).
    static func mediaURL(
        _ media: FeedMedia, of published: PublishedFeed, site: SiteContext,
        resolve: (String) -> String
    ) -> String? {
        if let path = media.localPath { return published.media[path].map(resolve) }
        return media.url.flatMap { remoteURL($0, site: site, resolve: resolve) }
    }

    /// What a page shows for the online medium `url`: the site's copy (or the placeholder for
    /// one the build could not fetch), the URL itself only for a host kept linked on purpose
    /// (`remote_media.linked_hosts`); `nil` when it is not an http(s) URL.
    static func remoteURL(_ url: String, site: SiteContext, resolve: (String) -> String)
        -> String?
    {
        guard let web = webURL(url) else { return nil }
        guard let remote = site.markdown.remoteMedia else { return web }
        return remote.route(for: web).map(resolve) ?? web
    }

    /// A post's body; for a boost without one, the boosted post's body when the feed publishes
    /// it, else a paragraph linking the boosted post.
    static func content(
        _ index: Int, of published: PublishedFeed, catalog: Catalog, resolve: (String) -> String
    ) -> String {
        let post = published.feed.posts[index]
        guard post.isBoost, post.contentHTML.isEmpty else { return post.contentHTML }
        if let original = published.boostedIndex(of: index) {
            let body = published.feed.posts[original].contentHTML
            let link = MarkupEscaping.htmlAttribute(resolve(published.postPath(original)))
            let boosted = MarkupEscaping.htmlText(catalog.text("feed.boosted"))
            let aPost = MarkupEscaping.htmlText(catalog.text("feed.a_post"))
            return "<p>\(boosted) <a href=\"\(link)\">\(aPost)</a>:</p>" + body
        }
        guard let uri = post.boostedURI.flatMap(webURL) else {
            return "<p>\(MarkupEscaping.htmlText(catalog.text("feed.boosted_a_post")))</p>"
        }
        let escaped = MarkupEscaping.htmlAttribute(uri)
        let boosted = MarkupEscaping.htmlText(catalog.text("feed.boosted"))
        return
            "<p>\(boosted) <a href=\"\(escaped)\" rel=\"nofollow noopener noreferrer\">\(MarkupEscaping.htmlText(uri))</a></p>"
    }

    /// `text` without markup: the text a browser would show for it.
    static func plainText(_ text: String) -> String {
        guard text.contains("<") || text.contains("&") else { return text }
        return HTMLInspector.inspect(text).text
    }

    /// The feed's months as links, newest first (`feed-months` partial).
    static func months(of published: PublishedFeed, site: SiteContext) -> [[String: Any]] {
        published.months.indices.map { index in
            let month = published.months[index]
            return [
                "title": month.title, "count": month.posts.count,
                "url": site.url(published.monthPath(index)),
            ]
        }
    }

    /// One page of `indices` as post cards.
    static func posts(_ indices: [Int], page: Int, of published: PublishedFeed, site: SiteContext)
        -> [Any]
    {
        let range = FeedPaginator(pageSize: site.config.pageSize).range(
            of: page, count: indices.count)
        return indices[range].map { post($0, of: published, site: site) }
    }

    /// ` · page 2` after a page title, nothing for page 1.
    static func pageSuffix(_ page: Int, site: SiteContext) -> String {
        page > 1 ? " · " + site.catalog.text("pages.page_number", ["page": String(page)]) : ""
    }

    /// The feed's own links, shown on each of its pages.
    static func feed(_ published: PublishedFeed, site: SiteContext) -> [String: Any] {
        let base = published.base
        return [
            "title": published.config.title,
            "name": published.config.name,
            "url": site.url(base),
            "groups_url": site.url("\(base)groups/"),
            "atom_url": site.url("\(base)atom.xml"),
            "rss_url": site.url("\(base)rss.xml"),
            "json_url": site.url("\(base)feed.json"),
            "embed_script": site.url("/assets/feed-embed.js"),
        ]
    }

    /// `text` when it is an absolute http(s) URL.
    static func webURL(_ text: String) -> String? {
        let lower = text.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") ? text : nil
    }

    /// Page `n` of a route: the number after `/page/`, or 1.
    static func pageNumber(_ route: Route) -> Int {
        let parts = route.path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2] == "page",
            let n = Int(parts[parts.count - 1])
        else { return 1 }
        return n
    }
}
