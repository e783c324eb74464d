import QuizgenCore

/// Checks shared by the importers once every post is read.
enum FeedPostChecks {
    /// Drops later duplicates (with a warning), sorts by date then id, and adds a note for each
    /// reply whose parent is not in the archive (archives are partial: not an error).
    static func finish(_ posts: [FeedPost], diagnostics: inout Diagnostics) -> [FeedPost] {
        var seen: [String: FeedPost] = [:]
        var unique: [FeedPost] = []
        for post in posts {
            if let first = seen[post.id] {
                let firstPlace = first.sourceLocation.map { " (first at \($0))" } ?? ""
                diagnostics.warning(
                    "feed.duplicate-id",
                    "duplicate post id '\(post.id)'\(firstPlace); this copy is skipped",
                    at: post.sourceLocation)
                continue
            }
            seen[post.id] = post
            unique.append(post)
        }
        unique.sort { ($0.published, $0.id) < ($1.published, $1.id) }
        for post in unique {
            if let parent = post.inReplyTo, seen[parent] == nil {
                diagnostics.append(
                    Diagnostic(
                        .note, code: "feed.reply-outside-archive",
                        "post '\(post.id)' replies to '\(parent)', which is not in the archive",
                        at: post.sourceLocation))
            }
        }
        return unique
    }

    /// The MIME type for a file name's extension (`MediaPolicy`'s table).
    static func mediaType(forFileName name: String) -> String {
        MediaPolicy.type(forFileName: name.split(separator: "?").first.map(String.init) ?? name)
    }
}
