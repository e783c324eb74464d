import QuizgenCore

/// Cross-record checks of a quizgen-format feed: duplicate ids, unknown authors, senders and
/// recipients, replies and comments that point at missing posts. All are located errors.
enum FeedReferenceChecks {
    /// Checks `feed` and returns it with later duplicates removed and everything sorted
    /// (posts and comments by time then id, messages by time then id, users by id).
    static func check(_ feed: Feed, diagnostics: inout Diagnostics) -> Feed {
        var result = feed
        result.users = unique(
            feed.users, kind: "user", id: \.id, at: \.sourceLocation, &diagnostics)
        result.posts = unique(
            feed.posts, kind: "post", id: \.id, at: \.sourceLocation, &diagnostics)
        result.comments = unique(
            feed.comments, kind: "comment", id: \.id, at: \.sourceLocation, &diagnostics)
        result.messages = unique(
            feed.messages, kind: "message", id: \.id, at: \.sourceLocation, &diagnostics)
        let users = Set(result.users.map(\.id))
        let posts = Set(result.posts.map(\.id))
        func known(_ id: String, _ role: String, of what: String, at location: SourceLocation?) {
            guard !users.contains(id) else { return }
            diagnostics.error(
                "feed.unknown-user",
                "\(what) has the unknown \(role) '\(id)'\(Suggestion.didYouMean(id, in: users))",
                at: location)
        }
        for post in result.posts {
            known(post.authorID, "author", of: "post '\(post.id)'", at: post.sourceLocation)
            if let parent = post.inReplyTo, !posts.contains(parent) {
                diagnostics.error(
                    "feed.missing-parent",
                    "post '\(post.id)' replies to '\(parent)', which is not in the feed",
                    at: post.sourceLocation)
            }
        }
        for comment in result.comments {
            known(
                comment.authorID, "author", of: "comment '\(comment.id)'",
                at: comment.sourceLocation)
            if !posts.contains(comment.postID) {
                diagnostics.error(
                    "feed.missing-post",
                    "comment '\(comment.id)' is on the post '\(comment.postID)', which is not in the feed",
                    at: comment.sourceLocation)
            }
        }
        for message in result.messages {
            known(
                message.senderID, "sender", of: "message '\(message.id)'",
                at: message.sourceLocation)
            known(
                message.recipientID, "recipient", of: "message '\(message.id)'",
                at: message.sourceLocation)
        }
        result.users.sort { $0.id < $1.id }
        result.posts.sort { ($0.published, $0.id) < ($1.published, $1.id) }
        result.comments.sort { ($0.published, $0.id) < ($1.published, $1.id) }
        result.messages.sort { ($0.sent, $0.id) < ($1.sent, $1.id) }
        return result
    }

    private static func unique<T>(
        _ items: [T], kind: String, id: KeyPath<T, String>, at place: KeyPath<T, SourceLocation?>,
        _ diagnostics: inout Diagnostics
    ) -> [T] {
        var seen: [String: SourceLocation?] = [:]
        var result: [T] = []
        result.reserveCapacity(items.count)
        for item in items {
            let key = item[keyPath: id]
            if let first = seen[key] {
                let firstPlace = first.map { " (first at \($0))" } ?? ""
                diagnostics.error(
                    "feed.duplicate-id", "duplicate \(kind) id '\(key)'\(firstPlace)",
                    at: item[keyPath: place])
                continue
            }
            seen[key] = item[keyPath: place]
            result.append(item)
        }
        return result
    }
}
