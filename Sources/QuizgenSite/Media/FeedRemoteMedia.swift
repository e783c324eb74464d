import Foundation
import QuizgenCore
import QuizgenRendering

/// The remote media of an imported feed: attachments that only name a URL, avatars given as
/// URLs (Mastodon and Twitter archives often), and images in posts' HTML (a quizgen feed's
/// Markdown). Fetched by `load-feeds` through `RemoteMediaPublisher`; the feed pages show the
/// copies (`FeedViews.remoteURL`).
enum FeedRemoteMedia {
    /// What `feed` names online, each at the post, message or user that names it.
    static func requests(of feed: Feed) -> [RemoteMediaRequest] {
        var requests: [RemoteMediaRequest] = []
        for user in feed.users {
            if let avatar = user.avatar, RemoteMediaRoutes.host(of: avatar) != nil {
                requests.append(
                    RemoteMediaRequest(
                        url: avatar, what: "avatar of user '\(user.username)'",
                        location: user.sourceLocation))
            }
            for url in imageSources(in: user.bioHTML) {
                requests.append(
                    RemoteMediaRequest(
                        url: url, what: "image in the bio of user '\(user.username)'",
                        location: user.sourceLocation))
            }
        }
        for post in feed.posts {
            requests += remoteMedia(
                post.media, what: "media of post '\(post.id)'", at: post.sourceLocation)
            for url in imageSources(in: post.contentHTML) {
                requests.append(
                    RemoteMediaRequest(
                        url: url, what: "image in post '\(post.id)'", location: post.sourceLocation)
                )
            }
        }
        for message in feed.messages {
            requests += remoteMedia(
                message.media, what: "media of message '\(message.id)'",
                at: message.sourceLocation)
        }
        return requests
    }

    /// The attachments of `media` known only by a remote URL, each at `location`.
    private static func remoteMedia(
        _ media: [FeedMedia], what: String, at location: SourceLocation?
    ) -> [RemoteMediaRequest] {
        media.compactMap { media in
            guard media.localPath == nil, let url = media.url,
                RemoteMediaRoutes.host(of: url) != nil
            else { return nil }
            return RemoteMediaRequest(url: url, what: what, location: location)
        }
    }

    /// Points the images in the feed's HTML (posts, bios) at the site's copies.
    static func rewriteImages(in feed: inout Feed, sources: RemoteMediaSources) {
        for index in feed.posts.indices where feed.posts[index].contentHTML.contains("<img") {
            feed.posts[index].contentHTML = rewrite(feed.posts[index].contentHTML, sources)
        }
        for index in feed.users.indices where feed.users[index].bioHTML.contains("<img") {
            feed.users[index].bioHTML = rewrite(feed.users[index].bioHTML, sources)
        }
    }

    /// The remote `src` of each `<img` in `html`, unescaped.
    static func imageSources(in html: String) -> [String] {
        guard html.contains("<img") else { return [] }
        var result: [String] = []
        var rest = Substring(html)
        while let tag = rest.range(of: "<img") {
            rest = rest[tag.upperBound...]
            let end = rest.firstIndex(of: ">") ?? rest.endIndex
            let attributes = rest[..<end]
            if let src = attributes.range(of: "src=\"") {
                let value = attributes[src.upperBound...].prefix { $0 != "\"" }
                let url = unescape(String(value))
                if RemoteMediaRoutes.host(of: url) != nil { result.append(url) }
            }
            rest = rest[end...]
        }
        return result
    }

    private static func rewrite(_ html: String, _ sources: RemoteMediaSources) -> String {
        var html = html
        for url in Set(imageSources(in: html)) {
            guard let local = sources.source(for: url) else { continue }
            html = html.replacingOccurrences(
                of: "src=\"\(MarkupEscaping.htmlAttribute(url))\"",
                with: "src=\"\(MarkupEscaping.htmlAttribute(local))\"")
            html = html.replacingOccurrences(
                of: "src=\"\(url)\"", with: "src=\"\(MarkupEscaping.htmlAttribute(local))\"")
        }
        return html
    }

    private static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(
                of: "&amp;", with: "&")
    }
}
