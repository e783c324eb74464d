import QuizgenCore

/// Keeps one post per edited tweet: the latest version.
///
/// Since 2022 an edited tweet is in the archive once per version, each with `edit_info` naming
/// the chain's ids. Only the last version present is published, under its own id; the earlier
/// versions are left out, and replies to them point at the latest one. A note says how many
/// versions were left out.
enum TwitterEditCollapser {
    /// A tweet and the ids of its edit chain, oldest first (empty when never edited).
    struct Version {
        var post: FeedPost
        var chain: [String]
    }

    /// The posts with every earlier version of an edited tweet removed.
    static func latest(_ versions: [Version], diagnostics: inout Diagnostics) -> [FeedPost] {
        let present = Set(versions.map(\.post.id))
        // Each id of a chain -> the chain's latest version present in the archive.
        var latestOf: [String: String] = [:]
        var firstLocation: SourceLocation?
        for version in versions where !version.chain.isEmpty {
            guard let newest = version.chain.last(where: present.contains) else { continue }
            for id in version.chain where id != newest { latestOf[id] = newest }
        }
        var dropped = 0
        var posts: [FeedPost] = []
        for version in versions {
            if latestOf[version.post.id] != nil {
                dropped += 1
                if firstLocation == nil { firstLocation = version.post.sourceLocation }
                continue
            }
            var post = version.post
            if let parent = post.inReplyTo, let newest = latestOf[parent] {
                post.inReplyTo = newest
            }
            posts.append(post)
        }
        if dropped > 0 {
            diagnostics.append(
                Diagnostic(
                    .note, code: "feed.edited",
                    "\(dropped) earlier \(dropped == 1 ? "version" : "versions") of edited tweets left out; each edited tweet is published once, in its latest version",
                    at: firstLocation))
        }
        return posts
    }
}
