import Foundation
import QuizgenCore

/// The state of one Twitter import.
struct TwitterImportContext {
    let sources: TwitterImportSources
    let dates = FeedDateParser()
    /// The account's id, the author of every tweet.
    var accountID = ""
    /// The account's handle, for tweet URLs.
    var username: String?

    init(sources: TwitterImportSources) {
        self.sources = sources
    }

    /// The top-level array of a `.js` archive file, or `nil` after a diagnostic.
    func entries(of file: TwitterImportSources.File, diagnostics: inout Diagnostics) -> [JSONNode]?
    {
        guard
            let root = FeedJSONReader.parse(
                file.data, displayPath: file.displayPath, scriptPrefix: true,
                diagnostics: &diagnostics)
        else { return nil }
        guard let items = root.array else {
            diagnostics.error(
                "feed.wrong-type", "expected an array, found \(root.kindName)",
                at: root.location(in: file.displayPath))
            return nil
        }
        return items
    }

    /// Reads the account from `account.js`, else from `manifest.js`'s `userInfo`.
    mutating func readAccount(diagnostics: inout Diagnostics) -> FeedUser? {
        if let file = sources.account, let items = entries(of: file, diagnostics: &diagnostics) {
            for item in items {
                let account = item["account"] ?? item
                guard let id = account["accountId"]?.string else {
                    diagnostics.error(
                        "feed.missing-field", "account entry has no 'accountId'",
                        at: item.location(in: file.displayPath))
                    continue
                }
                let handle = account["username"]?.string ?? id
                accountID = id
                username = account["username"]?.string
                return FeedUser(
                    id: id, username: handle,
                    displayName: account["accountDisplayName"]?.string ?? handle,
                    profileURL: username.map { "https://twitter.com/\($0)" },
                    sourceLocation: item.location(in: file.displayPath))
            }
            return nil
        }
        if let file = sources.manifest,
            let root = FeedJSONReader.parse(
                file.data, displayPath: file.displayPath, scriptPrefix: true,
                diagnostics: &diagnostics),
            let info = root["userInfo"], let id = info["accountId"]?.string
        {
            let handle = info["userName"]?.string ?? id
            accountID = id
            username = info["userName"]?.string
            return FeedUser(
                id: id, username: handle, displayName: info["displayName"]?.string ?? handle,
                profileURL: username.map { "https://twitter.com/\($0)" },
                sourceLocation: info.location(in: file.displayPath))
        }
        diagnostics.warning(
            "feed.missing-file",
            "no account.js (or manifest.js) names the account; tweets are attributed to '\(TwitterImporter.handle(fromArchiveName: sources.name))', the archive's name",
            at: SourceLocation(path: sources.name))
        return nil
    }

    /// A `FeedMedia` for a file that the archive stores as `<folder>/<ownerID>-<name>`.
    func media(
        url: String, ownerID: String, folder: TwitterImportSources.MediaFolder?,
        mediaType: String? = nil, altText: String? = nil, location: SourceLocation?,
        diagnostics: inout Diagnostics
    ) -> FeedMedia {
        let fileName =
            url.split(separator: "?").first.flatMap { $0.split(separator: "/").last }
            .map(String.init) ?? ""
        var localPath: String?
        if !fileName.isEmpty {
            // Archives ship every medium: one that is not there is a placeholder, never a
            // hotlink to Twitter's servers (without a media folder, `importFiles` was given
            // none: placeholders, no warning each).
            let path = "\(folder?.localPrefix ?? "tweets_media")/\(ownerID)-\(fileName)"
            localPath = path
            // A link out of the archive, or a kind the site does not publish, is refused
            // (never copied): a placeholder too.
            let allowed =
                sources.archive?.admitsMedium(
                    path, declaredType: mediaType, at: location, diagnostics: &diagnostics) ?? true
            if allowed, let folder, !folder.exists(path) {
                diagnostics.warning(
                    "feed.media-missing", "media file '\(path)' is not in the archive", at: location
                )
            }
        }
        return FeedMedia(
            url: url, localPath: localPath,
            mediaType: mediaType ?? FeedPostChecks.mediaType(forFileName: fileName),
            altText: altText)
    }
}
