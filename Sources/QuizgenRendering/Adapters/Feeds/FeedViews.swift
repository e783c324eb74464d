import QuizgenCompute
import QuizgenCore
import QuizgenI18n
import QuizgenLoading

/// Builds the template dictionaries shared by the feed's pages: post cards and authors.
enum FeedViews {
    /// A post as templates see it (`feed-post-card` partial), with `extra` keys added.
    /// When `site` caches post cards, a `LazyPostCard` carrying the card rendered once per
    /// render; otherwise the card's dictionary.
    static func post(
        _ index: Int, of published: PublishedFeed, site: SiteContext, extra: [String: Any] = [:]
    ) -> Any {
        if let cache = site.postCards {
            return LazyPostCard(index, of: published, site: site, cache: cache, extra: extra)
        }
        return makePost(index, of: published, site: site).merging(extra) { _, added in added }
    }

    /// Every key `makePost` can give a card.
    static let postKeys: Set<String> = [
        "id", "url", "author", "date_iso", "date_text", "content", "is_boost", "visibility",
        "is_private", "tags",
        "media", "comment_count", "comment_count_text", "has_comments", "reply_count",
        "reply_count_text",
        "has_replies", "content_warning", "hide_media", "boosted_url", "original_url", "location",
        "reply_withheld", "reply_to", "embeds", "visibility_text",
    ]

    /// A post's card dictionary, made afresh.
    static func makePost(_ index: Int, of published: PublishedFeed, site: SiteContext) -> [String:
        Any]
    {
        let post = published.feed.posts[index]
        // A boost shows the boosted post when the feed has it: its body, warning and sensitivity.
        let shown =
            post.isBoost && post.contentHTML.isEmpty
            ? published.boostedIndex(of: index).map { published.feed.posts[$0] } ?? post : post
        let commentCount = published.comments[post.id]?.count ?? 0
        let replyCount = published.replies[post.id]?.count ?? 0
        var card: [String: Any] = [
            "id": post.id,
            "url": site.url(published.postPath(index)),
            "author": author(post.authorID, of: published, site: site),
            "date_iso": FeedDateFormat.rfc3339(post.published),
            "date_text": site.dates.dateTime(post.published),
            "content": shown.contentHTML,
            "is_boost": post.isBoost,
            "visibility": post.visibility.rawValue,
            "is_private": !post.visibility.isPublic,
            "tags": post.tags.compactMap { tag -> [String: Any]? in
                let slug = Slug.make(tag)
                return slug.isEmpty
                    ? nil : ["name": tag, "url": site.url("\(published.base)tags/\(slug)/")]
            },
            "media": post.media.map { media(for: $0, of: published, site: site) },
            "comment_count": commentCount,
            // The texts only when shown: a catalog look-up per post is not free at 100k posts.
            "comment_count_text": commentCount > 0
                ? site.catalog.plural("feed.comments", count: commentCount) : "",
            "has_comments": commentCount > 0,
            "reply_count": replyCount,
            "reply_count_text": replyCount > 0
                ? site.catalog.plural("feed.replies", count: replyCount) : "",
            "has_replies": replyCount > 0,
        ]
        if !post.visibility.isPublic {
            card["visibility_text"] = site.catalog.text(
                post.visibility == .direct
                    ? "feed.visibility.direct" : "feed.visibility.followers_only")
        }
        let warning = (post.summary ?? shown.summary).flatMap { $0.isEmpty ? nil : $0 }
        if let warning { card["content_warning"] = warning }
        // A content warning already hides everything behind a click; without one, sensitive
        // media get their own.
        if post.sensitive, warning == nil, !post.media.isEmpty { card["hide_media"] = true }
        if let original = published.boostedIndex(of: index) {
            card["boosted_url"] = site.url(published.postPath(original))
        } else if let boosted = post.boostedURI.flatMap(webURL) {
            card["boosted_url"] = boosted
        }
        if let original = post.url.flatMap(webURL) { card["original_url"] = original }
        if let location = post.location {
            card["location"] =
                ["name": location.name ?? "", "lat": location.latitude, "lon": location.longitude]
                as [String: Any]
        }
        if post.parentWithheld {
            card["reply_withheld"] = true
        } else if let parent = post.inReplyTo {
            if let parentIndex = published.postIndex(of: parent) {
                card["reply_to"] = ["url": site.url(published.postPath(parentIndex))]
            } else if let link = webURL(parent) {
                card["reply_to"] = ["url": link]
            }
        }
        let videos = embeds(post.contentHTML)
        if !videos.isEmpty { card["embeds"] = videos }
        return card
    }

    /// Click-to-load YouTube embeds for the video links in `html`.
    static func embeds(_ html: String) -> [[String: Any]] {
        guard mentionsYouTube(html) else { return [] }
        var seen: Set<String> = []
        return HTMLInspector.inspect(html).links.compactMap(YouTubeLink.videoID).compactMap { id in
            guard seen.insert(id).inserted else { return nil }
            return ["video_id": id, "watch_url": "https://www.youtube.com/watch?v=\(id)"]
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

    /// An attachment: the copied file's URL, the online URL of a medium that never was in the
    /// archive, or a placeholder (a medium the archive should hold but does not is never
    /// hotlinked).
    static func media(for media: FeedMedia, of published: PublishedFeed, site: SiteContext)
        -> [String: Any]
    {
        let alt = media.altText ?? ""
        var item: [String: Any] = [
            "alt": alt, "label": alt.isEmpty ? site.catalog.text("feed.attachment") : alt,
            "type": media.mediaType,
        ]
        if let url = mediaURL(media, of: published, resolve: site.url) {
            let kind = media.mediaType.split(separator: "/").first.map(String.init) ?? ""
            item["url"] = url
            item["is_image"] = kind == "image"
            item["is_video"] = kind == "video"
            item["is_audio"] = kind == "audio"
            item["is_other"] = !["image", "video", "audio"].contains(kind)
            if let width = media.width, width > 0 { item["width"] = width }
            if let height = media.height, height > 0 { item["height"] = height }
        } else {
            item["missing"] = true
        }
        return item
    }

    /// Where a medium is published: its copied file when it has a local path (`nil` when that
    /// file is missing), else its online URL.
    static func mediaURL(
        _ media: FeedMedia, of published: PublishedFeed, resolve: (String) -> String
    ) -> String? {
        if let path = media.localPath { return published.media[path].map(resolve) }
        return media.url.flatMap(webURL)
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

    /// A user as templates see it.
    static func author(_ id: String, of published: PublishedFeed, site: SiteContext) -> [String:
        Any]
    {
        let user = published.user(id)
        var value: [String: Any] = [
            "name": user.displayName, "username": user.username, "bio": user.bioHTML,
        ]
        if let path = published.userPath(id) { value["url"] = site.url(path) }
        if let community = user.community { value["community"] = community }
        if let profile = user.profileURL.flatMap(webURL) { value["profile_url"] = profile }
        if let avatar = user.avatar,
            let url = published.media[avatar].map(site.url) ?? webURL(avatar)
        {
            value["avatar"] = url
        }
        if let location = user.location?.name { value["location"] = location }
        return value
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
