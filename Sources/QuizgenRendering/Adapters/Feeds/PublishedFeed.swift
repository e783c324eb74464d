import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenI18n

/// A feed ready to publish, with the lookups its pages need; shared (not copied) by every page
/// model of the feed.
///
/// Built once per build from a feed whose private content has already been removed when
/// `publish_private` is off. Every list is deterministic: posts newest first (time, then id).
public final class PublishedFeed: Sendable {
    /// The feed's declaration.
    public let config: FeedConfig
    /// The published content.
    public let feed: Feed
    /// The route of the feed's first timeline page, `/feeds/<name>/`.
    public let base: String
    /// Users by id.
    let users: [String: FeedUser]
    /// Each user's URL segment by id.
    let userSlugs: [String: String]
    /// Each post's URL segment, by index into `feed.posts`.
    let postSlugs: [String]
    /// Post index by id.
    let postIndex: [String: Int]
    /// Post index by the post's own page online (boosts name either).
    let postIndexByURL: [String: Int]
    /// All post indices, newest first.
    public let timeline: [Int]
    /// Comment indices per post id, oldest first.
    let comments: [String: [Int]]
    /// Direct replies per post id, oldest first.
    let replies: [String: [Int]]
    /// Post indices per author id, newest first.
    public let postsByUser: [String: [Int]]
    /// Tags, sorted by slug.
    public let tags: [FeedPostGroup]
    /// Communities of the authors, sorted by slug.
    public let communities: [FeedPostGroup]
    /// Posts near each other (within `radius_km`), by first post.
    public let places: [FeedPostGroup]
    /// Posts by calendar month (UTC), newest month first (slug `yyyy/mm`).
    public let months: [FeedPostGroup]
    /// Message indices per user id, then per partner id, oldest first.
    public let conversations: [String: [String: [Int]]]
    /// Published media routes by the file's path in the source.
    let media: [String: String]

    /// Indexes `feed` for publishing.
    ///
    /// - Parameters:
    ///   - config: The declaration.
    ///   - feed: The content to publish (private parts already removed if they must be).
    ///   - media: The route of each copied media file, by its path in the source.
    ///   - dates: The site's date texts, for the months' titles (English when `nil`).
    public init(config: FeedConfig, feed: Feed, media: [String: String], dates: DateTexts? = nil) {
        self.config = config
        self.feed = feed
        self.media = media
        base = "/feeds/\(config.name)/"
        users = Dictionary(feed.users.map { ($0.id, $0) }) { first, _ in first }
        userSlugs = Self.slugs(feed.users.map { ($0.id, $0.username) }, fallback: "user")
        let slugList = Self.slugs(
            feed.posts.enumerated().map { (String($0.offset), Self.slugName($0.element)) },
            fallback: "post")
        postSlugs = feed.posts.indices.map { slugList[String($0)] ?? "post-\($0)" }
        postIndex = Dictionary(feed.posts.enumerated().map { ($0.element.id, $0.offset) }) {
            first, _ in first
        }
        var byURL: [String: Int] = [:]
        for (index, post) in feed.posts.enumerated() where !post.isBoost {
            if let url = post.url, byURL[url] == nil { byURL[url] = index }
        }
        postIndexByURL = byURL
        let newest = Array(feed.posts.indices.reversed())
        timeline = newest
        var comments: [String: [Int]] = [:]
        for (index, comment) in feed.comments.enumerated() {
            comments[comment.postID, default: []].append(index)
        }
        self.comments = comments
        var replies: [String: [Int]] = [:]
        var byUser: [String: [Int]] = [:]
        var tagged: [String: (String, [Int])] = [:]
        var community: [String: (String, [Int])] = [:]
        for index in feed.posts.indices {
            let post = feed.posts[index]
            if let parent = post.inReplyTo { replies[parent, default: []].append(index) }
        }
        for index in newest {
            let post = feed.posts[index]
            byUser[post.authorID, default: []].append(index)
            for tag in Set(post.tags) {
                let slug = Slug.make(tag)
                if slug.isEmpty { continue }
                tagged[slug, default: ("#" + tag, [])].1.append(index)
            }
            if let name = users[post.authorID]?.community, !Slug.make(name).isEmpty {
                community[Slug.make(name), default: (name, [])].1.append(index)
            }
        }
        self.replies = replies
        postsByUser = byUser
        tags = tagged.keys.sorted().map {
            FeedPostGroup(title: tagged[$0]!.0, slug: $0, posts: tagged[$0]!.1)
        }
        communities = community.keys.sorted().map {
            FeedPostGroup(title: community[$0]!.0, slug: $0, posts: community[$0]!.1)
        }
        places = Self.places(feed: feed, users: users, radiusKm: config.radiusKm)
        months = Self.months(of: feed, newestFirst: newest, dates: dates)
        var talks: [String: [String: [Int]]] = [:]
        for (index, message) in feed.messages.enumerated() {
            talks[message.senderID, default: [:]][message.recipientID, default: []].append(index)
            if message.senderID != message.recipientID {
                talks[message.recipientID, default: [:]][message.senderID, default: []].append(
                    index)
            }
        }
        conversations = talks
    }

    /// The route of post `index`.
    public func postPath(_ index: Int) -> String { "\(base)posts/\(postSlugs[index])/" }

    /// The route of a user's first page, or `nil` for an unknown user.
    public func userPath(_ id: String) -> String? { userSlugs[id].map { "\(base)users/\($0)/" } }

    /// The route of a user's conversations page.
    public func conversationsPath(_ id: String) -> String? {
        userSlugs[id].map { "\(base)messages/\($0)/" }
    }

    /// A user by id, or a stand-in for an id the feed does not describe.
    public func user(_ id: String) -> FeedUser {
        users[id] ?? FeedUser(id: id, username: id, displayName: id)
    }

    /// The post with `id`, if published.
    public func postIndex(of id: String) -> Int? { postIndex[id] }

    /// The post boosted by post `index`, when the feed publishes it.
    public func boostedIndex(of index: Int) -> Int? {
        let post = feed.posts[index]
        guard post.isBoost, let uri = post.boostedURI else { return nil }
        return (postIndex[uri] ?? postIndexByURL[uri]).flatMap { $0 == index ? nil : $0 }
    }

    /// What a post's URL segment is made from: the last segment of its id. A boost whose id
    /// ends in `/activity` (Mastodon's Announce ids) uses `boost-` and the segment before it,
    /// the boost's own status id, else the boosted post's last segment: never a counter, so a
    /// boost's permalink and Atom id do not depend on the other posts.
    static func slugName(_ post: FeedPost) -> String {
        guard post.isBoost else { return lastSegment(post.id) }
        var segments = post.id.split(whereSeparator: { $0 == "/" || $0 == ":" }).map(String.init)
        var stripped = false
        while let last = segments.last,
            ["activity", "activities", "announce"].contains(last.lowercased())
        {
            segments.removeLast()
            stripped = true
        }
        guard stripped else { return lastSegment(post.id) }
        if let own = segments.last, !Slug.make(own).isEmpty { return "boost-\(own)" }
        return "boost-\(post.boostedURI.map(lastSegment) ?? "")"
    }

    static func lastSegment(_ id: String) -> String {
        let trimmed = id.hasSuffix("/") ? String(id.dropLast()) : id
        return trimmed.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? id
    }

    /// Unique slugs by key, in key order of `items`; clashes get `-2`, `-3`, ...
    static func slugs(_ items: [(key: String, name: String)], fallback: String) -> [String: String]
    {
        var used: Set<String> = []
        var result: [String: String] = [:]
        // The next suffix to try per slug, so that 10,000 items of one slug (boosts) are not
        // 50 million probes.
        var nextSuffix: [String: Int] = [:]
        for (position, item) in items.enumerated() {
            var slug = Slug.make(item.name)
            if slug.isEmpty { slug = "\(fallback)-\(position + 1)" }
            var candidate = slug
            var n = nextSuffix[slug] ?? 2
            if used.contains(candidate) {
                candidate = "\(slug)-\(n)"
                n += 1
            }
            while used.contains(candidate) {
                candidate = "\(slug)-\(n)"
                n += 1
            }
            nextSuffix[slug] = n
            used.insert(candidate)
            result[item.key] = candidate
        }
        return result
    }

    static func places(feed: Feed, users: [String: FeedUser], radiusKm: Double) -> [FeedPostGroup] {
        let located = feed.posts.indices.compactMap { index -> (Int, FeedLocation)? in
            let post = feed.posts[index]
            return (post.location ?? users[post.authorID]?.location).map { (index, $0) }
        }
        let groups = ProximityGrouper(radiusKm: radiusKm).groups(
            located.map { ($0.1.latitude, $0.1.longitude) })
        return groups.enumerated().map { number, members in
            let first = located[members[0]].1
            let name =
                members.lazy.compactMap { located[$0].1.name }.first
                ?? String(format: "%.2f, %.2f", first.latitude, first.longitude)
            return FeedPostGroup(
                title: name, slug: "\(number + 1)", posts: members.map { located[$0].0 }.reversed())
        }
    }
}
