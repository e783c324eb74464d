import Foundation
import QuizgenCore
import QuizgenLoading

/// The one place that decides what of a feed is public.
///
/// With `publish_private` off, it removes private messages, followers-only and direct posts,
/// boosts of those posts, the comments on them, and the users who appear only in what was
/// removed. A reply to a removed post keeps no trace of its parent: `inReplyTo` is cleared and
/// `parentWithheld` set, so pages say "a post that is not public" without its URL or id; a link
/// to it in a published post's text becomes "[a post that is not public]". Every
/// page, count, thread, tag, feed entry and medium is made from the feed this returns.
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
        var kept: [FeedPost] = []
        for post in feed.posts {
            if post.visibility.isPublic {
                kept.append(post)
                continue
            }
            if post.visibility == .followersOnly {
                removed.followersOnly += 1
            } else {
                removed.direct += 1
            }
            hidden.insert(post.id)
            if let url = post.url { hidden.insert(url) }
        }
        // A boost of a withheld post would publish its URI: withhold it too.
        kept.removeAll { post in
            guard post.isBoost, let boosted = post.boostedURI, hidden.contains(boosted) else {
                return false
            }
            hidden.insert(post.id)
            return true
        }
        let sanitizer = HTMLSanitizer()
        let hiddenURLs = hidden.filter { $0.contains("://") }
        result.posts = kept.map { post in
            var copy = post
            if let parent = post.inReplyTo, hidden.contains(parent) {
                copy.inReplyTo = nil
                copy.parentWithheld = true
            }
            // A link in a published post's text to a withheld one goes, with its text (which
            // often spells the URL out), and so does the URL written out as plain text. Only
            // posts that may hold one are parsed again.
            if !hidden.isEmpty,
                mayLink(post.contentHTML, toAnyOf: hidden)
                    || mentions(post.contentHTML, anyOf: hiddenURLs)
            {
                copy.contentHTML = sanitizer.sanitize(
                    post.contentHTML, replacingLinksTo: hidden, with: "[a post that is not public]")
            }
            return copy
        }
        result.comments = feed.comments.filter { !hidden.contains($0.postID) }
        result.users = publicUsers(of: feed, posts: result.posts, comments: result.comments)
        return (result, removed)
    }

    /// Whether `html` (serialized by quizgen's sanitizer or Markdown renderer, so every link is
    /// written `href="…"`) may link one of `addresses`: a cheap pre-check, so that only those
    /// posts go through the HTML parser, which decides.
    static func mayLink(_ html: String, toAnyOf addresses: Set<String>) -> Bool {
        var rest = html[...]
        while let start = rest.range(of: "href=\"") {
            let value = rest[start.upperBound...]
            guard let end = value.firstIndex(of: "\"") else { return false }
            let href = String(value[..<end])
            if addresses.contains(href)
                || addresses.contains(href.replacingOccurrences(of: "&amp;", with: "&"))
            {
                return true
            }
            rest = value[value.index(after: end)...]
        }
        return false
    }

    /// Whether `html` spells out one of `urls` as text (followed by a space, markup or
    /// punctuation): a cheap pre-check, one pass over the text, before the parser removes them.
    static func mentions(_ html: String, anyOf urls: Set<String>) -> Bool {
        guard !urls.isEmpty else { return false }
        let bytes = Array(html.utf8)
        let stops: Set<UInt8> = Set(" \t\r\n<>\"'".utf8)
        let trailing: Set<UInt8> = Set(".,;:!?)]}".utf8)
        var index = 0
        while index + 2 < bytes.count {
            guard bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
                bytes[index + 2] == UInt8(ascii: "/")
            else {
                index += 1
                continue
            }
            var start = index
            while start > 0, isSchemeByte(bytes[start - 1]) { start -= 1 }
            var end = index + 3
            while end < bytes.count, !stops.contains(bytes[end]) { end += 1 }
            var candidateEnd = end
            while candidateEnd > index + 3 {
                let candidate = String(decoding: bytes[start..<candidateEnd], as: UTF8.self)
                if urls.contains(candidate)
                    || urls.contains(candidate.replacingOccurrences(of: "&amp;", with: "&"))
                {
                    return true
                }
                guard trailing.contains(bytes[candidateEnd - 1]) else { break }
                candidateEnd -= 1
            }
            index = end
        }
        return false
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// The users who appear in published content, or in no content at all (declared users);
    /// those seen only in withheld posts, comments or messages are left out.
    static func publicUsers(of feed: Feed, posts: [FeedPost], comments: [FeedComment]) -> [FeedUser]
    {
        var seenPublic = Set(posts.map(\.authorID))
        seenPublic.formUnion(comments.map(\.authorID))
        var seenAnywhere = Set(feed.posts.map(\.authorID))
        seenAnywhere.formUnion(feed.comments.map(\.authorID))
        for message in feed.messages {
            seenAnywhere.insert(message.senderID)
            seenAnywhere.insert(message.recipientID)
        }
        return feed.users.filter { seenPublic.contains($0.id) || !seenAnywhere.contains($0.id) }
    }
}
