import QuizgenCore

/// A post as templates see it (`feed-post-card` partial): a list item, a post page's `post`, its
/// `ancestors` and `replies`.
///
/// Its names, and those of its parts, are the only list of what a card can show:
/// `PostCardFragment.cardKeys` is made from them.
struct PostCard: KeyedTemplateView {
    enum Key: String, CaseIterable {
        case id, url, author
        case dateISO = "date_iso"
        case dateText = "date_text"
        case content
        case isBoost = "is_boost"
        case visibility
        case isPrivate = "is_private"
        case tags, media
        case commentCount = "comment_count"
        case commentCountText = "comment_count_text"
        case hasComments = "has_comments"
        case replyCount = "reply_count"
        case replyCountText = "reply_count_text"
        case hasReplies = "has_replies"
        case contentWarning = "content_warning"
        case hideMedia = "hide_media"
        case boostedURL = "boosted_url"
        case originalURL = "original_url"
        case location
        case replyWithheld = "reply_withheld"
        case replyTo = "reply_to"
        case embeds
        case visibilityText = "visibility_text"
    }

    /// A tag's link.
    struct Tag: KeyedTemplateView {
        enum Key: String, CaseIterable { case name, url }
        var name: String
        var url: String

        func value(_ key: Key) -> Any? {
            switch key {
            case .name: name
            case .url: url
            }
        }
    }

    /// The post's place.
    struct Location: KeyedTemplateView {
        enum Key: String, CaseIterable { case name, lat, lon }
        var name: String
        var lat: Double
        var lon: Double

        func value(_ key: Key) -> Any? {
            switch key {
            case .name: name
            case .lat: lat
            case .lon: lon
            }
        }
    }

    /// The post this one answers.
    struct Link: KeyedTemplateView {
        enum Key: String, CaseIterable { case url }
        var url: String

        func value(_ key: Key) -> Any? { url }
    }

    /// A click-to-load YouTube video.
    struct Embed: KeyedTemplateView {
        enum Key: String, CaseIterable {
            case videoID = "video_id"
            case watchURL = "watch_url"
        }
        var videoID: String
        var watchURL: String

        func value(_ key: Key) -> Any? {
            switch key {
            case .videoID: videoID
            case .watchURL: watchURL
            }
        }
    }

    var id: String
    var url: String
    var author: FeedUserView
    var dateISO: String
    var dateText: String
    /// The body, HTML; a boost without one shows the boosted post's.
    var content: String
    var isBoost: Bool
    var visibility: String
    var isPrivate: Bool
    var tags: [Tag]
    var media: [PostMedia]
    var commentCount: Int
    /// "3 comments", or "" when there are none (a catalog look-up per post is not free at 100k
    /// posts).
    var commentCountText: String
    var replyCount: Int
    /// "2 replies", or "" when there are none.
    var replyCountText: String
    var contentWarning: String?
    /// Sensitive media without a content warning: they get their own.
    var hideMedia = false
    var boostedURL: String?
    var originalURL: String?
    var location: Location?
    /// The post answers one the feed does not publish.
    var replyWithheld = false
    var replyTo: Link?
    var embeds: [Embed] = []
    /// "Followers only" or "Direct", for a post that is not public.
    var visibilityText: String?
    /// A reply's depth below the post page's post. Not a name of the card: a card rendered once
    /// for every page has none, so the page adds it (`depth`) and a card that reads it is rendered
    /// in place.
    var depth: Int?

    func value(_ key: Key) -> Any? {
        switch key {
        case .id: id
        case .url: url
        case .author: author
        case .dateISO: dateISO
        case .dateText: dateText
        case .content: content
        case .isBoost: isBoost
        case .visibility: visibility
        case .isPrivate: isPrivate
        case .tags: tags
        case .media: media
        case .commentCount: commentCount
        case .commentCountText: commentCountText
        case .hasComments: commentCount > 0
        case .replyCount: replyCount
        case .replyCountText: replyCountText
        case .hasReplies: replyCount > 0
        // Flags and lists are left out when false or empty, as the dictionaries did.
        case .contentWarning: contentWarning
        case .hideMedia: hideMedia ? true : nil
        case .boostedURL: boostedURL
        case .originalURL: originalURL
        case .location: location
        case .replyWithheld: replyWithheld ? true : nil
        case .replyTo: replyTo
        case .embeds: embeds.isEmpty ? nil : embeds
        case .visibilityText: visibilityText
        }
    }

    func child(named name: String) -> Any? {
        if name == "depth" { return depth }
        return Key(rawValue: name).flatMap(value)
    }

    var templateKeys: [String] {
        Key.allCases.map(\.rawValue) + (depth == nil ? [] : ["depth"])
    }

    /// Every name a card, its author, tags, media, place, reply link and embeds answer.
    static var allKeyNames: Set<String> {
        keyNames.union(FeedUserView.keyNames).union(Tag.keyNames).union(PostMedia.keyNames)
            .union(Location.keyNames).union(Link.keyNames).union(Embed.keyNames)
    }
}

extension PostCard {
    /// Post `index` of `published` as a card.
    init(_ index: Int, of published: PublishedFeed, site: SiteContext) {
        let post = published.feed.posts[index]
        // A boost shows the boosted post when the feed has it: its body, warning and sensitivity.
        let shown =
            post.isBoost && post.contentHTML.isEmpty
            ? published.boostedIndex(of: index).map { published.feed.posts[$0] } ?? post : post
        let commentCount = published.comments[post.id]?.count ?? 0
        let replyCount = published.replies[post.id]?.count ?? 0
        id = post.id
        url = site.url(published.postPath(index))
        author = FeedUserView(post.authorID, of: published, site: site)
        dateISO = FeedDateFormat.rfc3339(post.published)
        dateText = site.dates.dateTime(post.published)
        content = site.markdown.images.sized(html: shown.contentHTML)
        isBoost = post.isBoost
        visibility = post.visibility.rawValue
        isPrivate = !post.visibility.isPublic
        tags = post.tags.compactMap { tag in
            let slug = Slug.make(tag)
            return slug.isEmpty
                ? nil : Tag(name: tag, url: site.url("\(published.base)tags/\(slug)/"))
        }
        media = post.media.map { PostMedia($0, of: published, site: site) }
        self.commentCount = commentCount
        commentCountText =
            commentCount > 0 ? site.catalog.plural("feed.comments", count: commentCount) : ""
        self.replyCount = replyCount
        replyCountText =
            replyCount > 0 ? site.catalog.plural("feed.replies", count: replyCount) : ""
        if !post.visibility.isPublic {
            visibilityText = site.catalog.text(
                post.visibility == .direct
                    ? "feed.visibility.direct" : "feed.visibility.followers_only")
        }
        let warning = (post.summary ?? shown.summary).flatMap { $0.isEmpty ? nil : $0 }
        contentWarning = warning
        // A content warning already hides everything behind a click; without one, sensitive
        // media get their own.
        hideMedia = post.sensitive && warning == nil && !post.media.isEmpty
        if let original = published.boostedIndex(of: index) {
            boostedURL = site.url(published.postPath(original))
        } else {
            boostedURL = post.boostedURI.flatMap(FeedViews.webURL)
        }
        originalURL = post.url.flatMap(FeedViews.webURL)
        location = post.location.map {
            Location(name: $0.name ?? "", lat: $0.latitude, lon: $0.longitude)
        }
        if post.parentWithheld {
            replyWithheld = true
        } else if let parent = post.inReplyTo {
            if let parentIndex = published.postIndex(of: parent) {
                replyTo = Link(url: site.url(published.postPath(parentIndex)))
            } else {
                replyTo = FeedViews.webURL(parent).map(Link.init)
            }
        }
        embeds = FeedViews.embeds(post.contentHTML)
    }
}
