import Foundation
import Testing

/// Small sites for the privacy property: each holds one withheld thing (a followers-only or
/// direct post, a private message) with marker strings in its id, text, URL, media and tag, and
/// public content that points at it (a reply, a boost, a comment, a commenter seen only there).
enum FeedPrivacyFixtures {
    /// What is withheld, in which source format.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case mastodonFollowers, mastodonDirect, quizgenFollowers, quizgenDirect, quizgenMessage,
            twitterMessage

        var testDescription: String { rawValue }
    }

    /// The strings of the withheld item that must not appear in any output file.
    static func markers(_ kind: Kind) -> [String] {
        switch kind {
        case .mastodonFollowers, .mastodonDirect:
            // Its id (and permalink segment), URL, text, medium and tag.
            return [
                "statuses/70001", "70001", "@ann/70001", "withheld-text-70001", "secret70001",
                "hidetag70001",
            ]
        case .quizgenFollowers, .quizgenDirect:
            return [
                "hidden-post-70001", "withheld-text-70001", "secret70001", "hidetag70001",
                "onlyhidden70003",
            ]
        case .quizgenMessage:
            return ["withheld-text-70001", "secret70001", "dmpartner70003"]
        case .twitterMessage:
            return ["70001", "withheld-text-70001", "secret70001", "70003"]
        }
    }

    static let actor = "https://social.example/users/ann"

    /// The site's files: `quizgen.yaml` and the feed's source.
    static func files(_ kind: Kind, publishPrivate: Bool) -> [String: String] {
        let format: String
        var files: [String: String]
        switch kind {
        case .mastodonFollowers, .mastodonDirect:
            format = "mastodon"
            files = mastodon(direct: kind == .mastodonDirect)
        case .quizgenFollowers, .quizgenDirect, .quizgenMessage:
            format = "quizgen"
            files = quizgen(kind)
        case .twitterMessage:
            format = "twitter"
            files = twitter()
        }
        files["quizgen.yaml"] = """
            title: T
            base_url: https://example.org/
            page_size: 50
            feeds:
              campus:
                format: \(format)
                source: in/campus
                publish_private: \(publishPrivate)
            """
        return files
    }

    static func status(
        _ n: Int, day: String, content: String, to: [String], cc: [String], replyTo: Int? = nil,
        media: String? = nil, tag: String? = nil
    ) -> String {
        let reply = replyTo.map { "\"\(actor)/statuses/\($0)\"" } ?? "null"
        let attachment =
            media.map {
                "[{\"type\": \"Document\", \"mediaType\": \"image/png\", \"url\": \"\($0)\", \"name\": \"a chart\", \"width\": 640, \"height\": 480}]"
            } ?? "[]"
        let tags =
            tag.map {
                "[{\"type\": \"Hashtag\", \"href\": \"https://social.example/tags/\($0)\", \"name\": \"#\($0)\"}]"
            } ?? "[]"
        func list(_ items: [String]) -> String {
            "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
        return """
            {"id": "\(actor)/statuses/\(n)/activity", "type": "Create", "actor": "\(actor)", "published": "\(day)T10:00:00Z",
             "object": {"id": "\(actor)/statuses/\(n)", "type": "Note", "published": "\(day)T10:00:00Z",
              "url": "https://social.example/@ann/\(n)", "attributedTo": "\(actor)", "to": \(list(to)), "cc": \(list(cc)),
              "inReplyTo": \(reply), "content": "\(content)", "attachment": \(attachment), "tag": \(tags)}}
            """
    }

    static func mastodon(direct: Bool) -> [String: String] {
        let publicAddress = "https://www.w3.org/ns/activitystreams#Public"
        let hiddenTo = direct ? ["https://other.example/users/bo"] : ["\(actor)/followers"]
        let items = [
            status(
                1, day: "2022-11-14", content: "<p>A public post with #open</p>",
                to: [publicAddress], cc: [], tag: "open"),
            status(
                70001, day: "2023-05-01", content: "<p>withheld-text-70001 #hidetag70001</p>",
                to: hiddenTo, cc: [],
                media: "/media_attachments/files/secret70001.png", tag: "hidetag70001"),
            // Problem 1: a public reply to the withheld post.
            status(
                2, day: "2023-05-02", content: "<p>A public answer</p>", to: [publicAddress],
                cc: [], replyTo: 70001),
            status(
                3, day: "2023-05-03", content: "<p>An unlisted one</p>", to: ["\(actor)/followers"],
                cc: [publicAddress]),
            // A public post linking the withheld one, in Mastodon's shortened-link markup.
            status(
                5, day: "2023-05-05",
                content:
                    #"<p>See <a href=\"https://social.example/@ann/70001\" rel=\"nofollow noopener noreferrer\" target=\"_blank\"><span class=\"invisible\">https://</span><span class=\"\">social.example/@ann/70001</span><span class=\"invisible\"></span></a></p>"#,
                to: [publicAddress], cc: []),
            // A public post spelling the withheld one's URL out as text, not as a link.
            status(
                6, day: "2023-05-06",
                content: "<p>Earlier: <code>https://social.example/@ann/70001</code>.</p>",
                to: [publicAddress], cc: []),
            """
            {"id": "\(actor)/statuses/4/activity", "type": "Announce", "actor": "\(actor)", "published": "2023-05-04T10:00:00Z",
             "to": ["\(publicAddress)"], "cc": [], "object": "\(actor)/statuses/70001"}
            """,
        ]
        return [
            "in/campus/actor.json": """
            {"id": "\(actor)", "type": "Person", "preferredUsername": "ann", "name": "Ann", "followers": "\(actor)/followers", "summary": "<p>Hi</p>"}
            """,
            "in/campus/outbox.json": """
            {"type": "OrderedCollection", "totalItems": \(items.count), "orderedItems": [
            \(items.joined(separator: ",\n"))
            ]}
            """,
            "in/campus/media_attachments/files/secret70001.png": "PNG secret",
        ]
    }

    static func quizgen(_ kind: Kind) -> [String: String] {
        let visibility = kind == .quizgenDirect ? "direct" : "followers"
        var posts = [
            #"{"id": "open-1", "author": "ann", "time": "2022-11-14T10:00:00Z", "text": "A public post", "tags": ["open"]}"#,
            #"{"id": "open-2", "author": "bo", "time": "2023-05-02T10:00:00Z", "text": "Another public post"}"#,
        ]
        var comments = [
            #"{"id": "c1", "post": "open-1", "author": "bo", "time": "2023-05-02T11:00:00Z", "text": "Nice"}"#
        ]
        var messages: [String] = []
        var users = [
            #"{"id": "ann", "name": "Ann", "community": "Austria"}"#,
            #"{"id": "bo", "name": "Bo", "community": "Sweden"}"#,
        ]
        if kind == .quizgenMessage {
            users.append(
                #"{"id": "dmpartner70003", "name": "dmpartner70003", "community": "dmpartner70003"}"#
            )
            messages = [
                #"{"id": "m1", "from": "ann", "to": "dmpartner70003", "time": "2023-05-05T09:00:00Z", "text": "withheld-text-70001", "media": ["media/secret70001.png"]}"#
            ]
        } else {
            users.append(
                #"{"id": "onlyhidden70003", "name": "onlyhidden70003", "community": "onlyhidden70003"}"#
            )
            posts += [
                #"{"id": "hidden-post-70001", "author": "ann", "time": "2023-05-01T10:00:00Z", "visibility": "\#(visibility)", "text": "withheld-text-70001", "tags": ["hidetag70001"], "media": ["media/secret70001.png"], "url": "https://social.example/hidden-post-70001"}"#,
                #"{"id": "open-3", "author": "bo", "time": "2023-05-03T10:00:00Z", "reply_to": "hidden-post-70001", "text": "A public answer"}"#,
                #"{"id": "open-4", "author": "bo", "time": "2023-05-04T10:00:00Z", "text": "Earlier: `https://social.example/hidden-post-70001`, and https://social.example/hidden-post-70001."}"#,
            ]
            comments.append(
                #"{"id": "c2", "post": "hidden-post-70001", "author": "onlyhidden70003", "time": "2023-05-02T12:00:00Z", "text": "withheld comment"}"#
            )
        }
        return [
            "in/campus/users.json": "[" + users.joined(separator: ",\n") + "]",
            "in/campus/posts.json": "[" + posts.joined(separator: ",\n") + "]",
            "in/campus/comments.json": "[" + comments.joined(separator: ",\n") + "]",
            "in/campus/messages.json": "[" + messages.joined(separator: ",\n") + "]",
            "in/campus/media/secret70001.png": "PNG secret",
        ]
    }

    static func twitter() -> [String: String] {
        let tweet = #"""
            {"tweet": {"id_str": "11", "created_at": "Mon Nov 14 10:00:00 +0000 2022", "full_text": "A public tweet", "entities": {"hashtags": [], "urls": [], "user_mentions": []}}}
            """#
        let message = #"""
            {"dmConversation": {"conversationId": "10-70003", "messages": [{"messageCreate": {
              "id": "70001", "senderId": "10", "recipientId": "70003", "createdAt": "2023-05-05T09:00:00.000Z",
              "text": "withheld-text-70001", "mediaUrls": ["https://ton.twitter.com/dm/70001/70001/secret70001.png"], "urls": []}}]}}
            """#
        return [
            "in/campus/data/account.js": #"""
            window.YTD.account.part0 = [{"account": {"accountId": "10", "username": "ann", "accountDisplayName": "Ann"}}]
            """#,
            "in/campus/data/tweets.js": "window.YTD.tweets.part0 = [\(tweet)]",
            "in/campus/data/direct-messages.js": "window.YTD.direct_messages.part0 = [\(message)]",
            "in/campus/data/direct_messages_media/70001-secret70001.png": "PNG secret",
        ]
    }
}
