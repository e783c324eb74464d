import Foundation
import QuizgenCore

/// The state of one Mastodon import: the archive, parsers and what `actor.json` said.
struct MastodonImportContext {
    let archive: FeedArchive
    let sanitizer = HTMLSanitizer()
    let dates = FeedDateParser()
    /// The actor's followers collection, to recognise followers-only posts.
    var followersCollection: String?

    init(archive: FeedArchive) {
        self.archive = archive
    }

    /// Reads `actor.json` into the account's user, or warns that it is missing.
    mutating func readActor(diagnostics: inout Diagnostics) -> FeedUser? {
        guard archive.contains("actor.json") else {
            diagnostics.warning(
                "feed.missing-file", "no actor.json in the archive; the author has no profile",
                at: SourceLocation(path: archive.displayName))
            return nil
        }
        guard
            let actor = FeedJSONReader.read("actor.json", from: archive, diagnostics: &diagnostics)
        else { return nil }
        let path = archive.displayPath("actor.json")
        guard let id = actor["id"]?.string else {
            diagnostics.error(
                "feed.missing-field", "actor.json has no 'id'", at: actor.location(in: path))
            return nil
        }
        followersCollection = actor["followers"]?.string
        let username =
            actor["preferredUsername"]?.string
            ?? id.split(separator: "/").last.map(String.init) ?? id
        var avatar: String?
        if let icon = actor["icon"]?["url"]?.string ?? actor["icon"]?.string {
            avatar =
                mediaReference(
                    icon, at: actor["icon"]?.location(in: path), diagnostics: &diagnostics
                ).path
        }
        return FeedUser(
            id: id, username: username,
            displayName: actor["name"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? username,
            avatar: avatar,
            location: location(actor["location"]),
            bioHTML: sanitizer.sanitize(actor["summary"]?.string ?? ""),
            profileURL: actor["url"]?.string,
            sourceLocation: actor.location(in: path))
    }

    /// A `FeedLocation` from an ActivityStreams `Place`.
    func location(_ node: JSONNode?) -> FeedLocation? {
        guard let node, let latitude = node["latitude"]?.double,
            let longitude = node["longitude"]?.double
        else { return nil }
        return FeedLocation(latitude: latitude, longitude: longitude, name: node["name"]?.string)
    }

    /// Maps a media URL to a path inside the archive when it is local (`/media_attachments/...`,
    /// `avatar.jpg`), warning when that file is missing; absolute URLs stay URLs. A local file
    /// the site does not publish (a link out, a `.html` file, `mediaType: text/html`) is an
    /// error, and keeps its path so that the page shows a placeholder.
    func mediaReference(
        _ reference: String, declaredType: String? = nil, at location: SourceLocation?,
        diagnostics: inout Diagnostics
    ) -> (url: String?, path: String?) {
        let lower = reference.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return (reference, nil) }
        // Exports write archive paths with a leading slash (`/media_attachments/...`): they are
        // relative to the archive's root, not to the file system's.
        let relative = String(reference.drop { $0 == "/" })
        guard let path = FeedArchive.safeRelativePath(relative) else {
            diagnostics.warning(
                "feed.unsafe-path", "media path '\(reference)' points outside the archive; ignored",
                at: location)
            return (nil, nil)
        }
        // Refused: never copied, shown as a placeholder.
        guard
            archive.admitsMedium(
                path, declaredType: declaredType, at: location, diagnostics: &diagnostics)
        else {
            return (nil, path)
        }
        if !archive.contains(path) {
            diagnostics.warning(
                "feed.media-missing", "media file '\(path)' is not in the archive", at: location)
        }
        return (nil, path)
    }
}
