import Foundation

/// A deterministic Mastodon account export in the real shape: one-line `outbox.json` with
/// `Create` and `Announce` activities, every fifth post a reply, hashtags, mentions, image
/// attachments under `media_attachments/`, a few followers-only posts, and `actor.json`.
struct MastodonBenchData {
    /// Activities in the outbox.
    let posts: Int
    /// How many of the posts with media name a file that is left out of the archive.
    let missingMedia: Int

    static let host = "https://social.example.org"
    static let actor = "\(host)/users/river"
    static let publicAddress = "https://www.w3.org/ns/activitystreams#Public"

    /// Every `mediaEvery`-th post carries an image.
    var mediaEvery = 4

    /// Writes the export into `folder` (created if needed).
    func write(into folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let actorJSON = """
            {"@context":["https://www.w3.org/ns/activitystreams"],"id":"\(Self.actor)","type":"Person","following":"\(Self.actor)/following","followers":"\(Self.actor)/followers","inbox":"\(Self.actor)/inbox","outbox":"outbox.json","preferredUsername":"river","name":"River Watcher","summary":"<p>Posts about the river.</p>","url":"\(Self.host)/@river","published":"2016-01-01T00:00:00Z","icon":{"type":"Image","mediaType":"image/png","url":"avatar.png"}}
            """
        try Data(actorJSON.utf8).write(to: folder.appendingPathComponent("actor.json"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("avatar.png"))
        var text =
            "{\"@context\":\"https://www.w3.org/ns/activitystreams\",\"id\":\"outbox.json\",\"type\":\"OrderedCollection\",\"totalItems\":\(posts),\"orderedItems\":["
        text.reserveCapacity(posts * 1_700)
        var mediaWritten = 0
        let base = 1_500_000_000
        let dates = ISO8601DateFormatter()
        dates.formatOptions = [.withInternetDateTime]
        for index in 0..<posts {
            if index > 0 { text += "," }
            let id = 100_000_000_000_000_000 + index
            let published = dates.string(
                from: Date(timeIntervalSince1970: Double(base + index * 3_600)))
            if index % 10 == 9 {
                // A boost of someone else's post: its object is only a URI.
                text +=
                    "{\"id\":\"\(Self.actor)/statuses/\(id)/activity\",\"type\":\"Announce\",\"actor\":\"\(Self.actor)\",\"published\":\"\(published)\",\"to\":[\"\(Self.publicAddress)\"],\"cc\":[\"\(Self.host)/users/friend\(index % 13)\",\"\(Self.actor)/followers\"],\"object\":\"\(Self.host)/users/friend\(index % 13)/statuses/\(id - 7)\"}"
                continue
            }
            let followersOnly = index % 50 == 17
            let to = followersOnly ? "\"\(Self.actor)/followers\"" : "\"\(Self.publicAddress)\""
            let cc = followersOnly ? "" : "\"\(Self.actor)/followers\""
            let reply =
                index % 5 == 4 && index >= 5
                ? "\"\(Self.actor)/statuses/\(id - 3)\"" : "null"
            let tags = [index % 40, (index * 7) % 90].map { "t\($0)" }
            var attachment = ""
            if index % mediaEvery == 0 {
                let name = String(format: "%016x", UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
                let path =
                    "media_attachments/files/\(index / 1_000_000 % 1000)/\(index / 1000 % 1000)/\(index % 1000)/original/\(name).jpg"
                if mediaWritten >= missingMedia {
                    let file = folder.appendingPathComponent(path)
                    try manager.createDirectory(
                        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: file)
                }
                mediaWritten += 1
                attachment =
                    "{\"type\":\"Document\",\"mediaType\":\"image/jpeg\",\"url\":\"/\(path)\",\"name\":\"The river at dawn, photo \(index)\",\"blurhash\":\"UTGRVb~pWBjGxGX9kXkWDiM{xuxunNWBRjRj\",\"width\":1478,\"height\":1109}"
            }
            let hashtags = tags.map {
                "<a href=\\\"\(Self.host)/tags/\($0)\\\" class=\\\"mention hashtag\\\" rel=\\\"tag\\\">#<span>\($0)</span></a>"
            }.joined(separator: " ")
            let mention =
                index % 3 == 0
                ? "<span class=\\\"h-card\\\"><a href=\\\"\(Self.host)/@friend\(index % 13)\\\" class=\\\"u-url mention\\\">@<span>friend\(index % 13)</span></a></span> "
                : ""
            let content =
                "<p>\(mention)Post number \(index) about the river: the water is \(index % 17 + 3) degrees today &amp; the herons are back. <a href=\\\"https://example.org/river/\(index)\\\" rel=\\\"nofollow noopener\\\" target=\\\"_blank\\\"><span class=\\\"invisible\\\">https://</span><span class=\\\"\\\">example.org/river/\(index)</span></a></p><p>\(hashtags)</p>"
            let tagJSON =
                tags.map {
                    "{\"type\":\"Hashtag\",\"href\":\"\(Self.host)/tags/\($0)\",\"name\":\"#\($0)\"}"
                }
                + (index % 3 == 0
                    ? [
                        "{\"type\":\"Mention\",\"href\":\"\(Self.host)/users/friend\(index % 13)\",\"name\":\"@friend\(index % 13)\"}"
                    ] : [])
            let status = "\(Self.actor)/statuses/\(id)"
            text +=
                "{\"id\":\"\(status)/activity\",\"type\":\"Create\",\"actor\":\"\(Self.actor)\",\"published\":\"\(published)\",\"to\":[\(to)],\"cc\":[\(cc)],\"object\":{\"id\":\"\(status)\",\"type\":\"Note\",\"summary\":null,\"inReplyTo\":\(reply),\"published\":\"\(published)\",\"url\":\"\(Self.host)/@river/\(id)\",\"attributedTo\":\"\(Self.actor)\",\"to\":[\(to)],\"cc\":[\(cc)],\"sensitive\":false,\"atomUri\":\"\(status)\",\"inReplyToAtomUri\":\(reply),\"conversation\":\"tag:social.example.org,2017-07-14:objectId=\(index / 3):objectType=Conversation\",\"content\":\"\(content)\",\"contentMap\":{\"en\":\"\(content)\"},\"attachment\":[\(attachment)],\"tag\":[\(tagJSON.joined(separator: ","))],\"replies\":{\"id\":\"\(status)/replies\",\"type\":\"Collection\",\"first\":{\"type\":\"CollectionPage\",\"next\":\"\(status)/replies?only_other_accounts=true&page=true\",\"partOf\":\"\(status)/replies\",\"items\":[]}}}}"
        }
        text += "]}"
        try Data(text.utf8).write(to: folder.appendingPathComponent("outbox.json"))
    }
}
