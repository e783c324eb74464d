import QuizgenCore

/// Removes what a feed must not publish when `publish_private` is off: private messages,
/// followers-only and direct posts, and the comments on those posts.
struct FeedPrivacyFilter {
    /// What was removed, for the build summary.
    struct Removed: Equatable {
        var messages = 0
        var followersOnly = 0
        var direct = 0

        /// `3 private messages, 2 followers-only posts` or `nil` when nothing was removed.
        var summary: String? {
            var parts: [String] = []
            func count(_ n: Int, _ one: String, _ many: String) {
                if n > 0 { parts.append("\(n) \(n == 1 ? one : many)") }
            }
            count(messages, "private message", "private messages")
            count(followersOnly, "followers-only post", "followers-only posts")
            count(direct, "direct post", "direct posts")
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
    }

    /// The publishable part of `feed` and what was left out.
    static func filter(_ feed: Feed, publishPrivate: Bool) -> (Feed, Removed) {
        guard !publishPrivate else { return (feed, Removed()) }
        var removed = Removed()
        var result = feed
        removed.messages = feed.messages.count
        result.messages = []
        var hidden: Set<String> = []
        result.posts = feed.posts.filter { post in
            switch post.visibility {
            case .public, .unlisted: return true
            case .followersOnly: removed.followersOnly += 1
            case .direct: removed.direct += 1
            }
            hidden.insert(post.id)
            return false
        }
        if !hidden.isEmpty { result.comments = feed.comments.filter { !hidden.contains($0.postID) } }
        return (result, removed)
    }
}
