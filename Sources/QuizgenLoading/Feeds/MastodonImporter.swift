import Foundation
import QuizgenCore

/// Imports a Mastodon account export (`outbox.json`, `actor.json`, `media_attachments/`).
///
/// Reads an unpacked folder or the `.zip` Mastodon offers for download. `likes.json` and
/// `bookmarks.json` are ignored: they list other people's posts by URI only.
///
/// Traps handled: a key written twice in `outbox.json` (`"orderedItems": []` then the real list:
/// the non-empty occurrence wins, the last one otherwise); `totalItems` that disagrees with the
/// list; items out of date order (posts are sorted); `Announce` (boost) activities whose `object`
/// is a URI; legacy `tag:` URIs and `conversation: null`. Visibility derives from `to`/`cc`.
/// Post and bio HTML goes through `HTMLSanitizer`. A media file named in a post but absent from
/// the archive is a warning, as Mastodon exports often leave media out.
public struct MastodonImporter: Sendable {
    /// The ActivityStreams public collection and its compact aliases.
    static let publicAddresses: Set<String> = [
        "https://www.w3.org/ns/activitystreams#Public", "as:Public", "Public",
    ]

    /// Creates an importer.
    public init() {}

    /// Imports the export at `url`.
    ///
    /// - Parameter url: An unpacked export folder or a `.zip` file.
    /// - Returns: The feed and the diagnostics; a missing `outbox.json` gives an empty feed and
    ///   an error.
    public func importArchive(at url: URL) -> FeedImport {
        var diagnostics = Diagnostics()
        guard let archive = FeedArchive.open(url, diagnostics: &diagnostics) else {
            return FeedImport(feed: Feed(name: url.lastPathComponent), diagnostics: diagnostics)
        }
        var context = MastodonImportContext(archive: archive)
        let user = context.readActor(diagnostics: &diagnostics)
        var posts: [FeedPost] = []
        if archive.contains("outbox.json") {
            if let outbox = FeedJSONReader.bytes(
                "outbox.json", from: archive, diagnostics: &diagnostics)
            {
                posts = context.readOutbox(outbox, diagnostics: &diagnostics)
            }
        } else {
            diagnostics.error(
                "feed.missing-file", "no outbox.json in the archive; is this a Mastodon export?",
                at: SourceLocation(path: archive.displayName))
        }
        posts = FeedPostChecks.finish(posts, diagnostics: &diagnostics)
        var users: [FeedUser] = []
        if let user {
            users.append(user)
        } else if let authorID = posts.first?.authorID {
            let handle = authorID.split(separator: "/").last.map(String.init) ?? authorID
            users.append(FeedUser(id: authorID, username: handle, displayName: handle))
        }
        let name = users.first?.username ?? archive.displayName
        return FeedImport(
            feed: Feed(name: name, users: users, posts: posts), diagnostics: diagnostics)
    }
}
