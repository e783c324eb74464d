import Foundation
import QuizgenCore

/// Imports a Twitter/X archive: tweets, the account and direct messages.
///
/// Handles both layouts: `tweet.js` + `tweet_media/` (before late 2022) and `tweets.js` +
/// `tweets_media/` (after), split `-partN.js` files, the `window.YTD.<name>.part0 = ` prefix,
/// entries wrapped as `{"tweet": {...}}` or not, and numbers written as strings. Tweet text is
/// plain text: it is decoded, escaped, and its t.co links, @mentions and #hashtags are linked
/// from the entities (see `TwitterTextRenderer`). All tweets are public; messages are private.
///
/// Retweets: archives keep only the text `RT @user: …` (truncated) and drop `retweeted_status`.
/// Such tweets become boosts (`isBoost`) that keep that text as content, since the original is
/// not in the archive; `boostedURI` is set only when `retweeted_status` is present.
public struct TwitterImporter: Sendable {
    /// Creates an importer.
    public init() {}

    /// Imports the archive at `url`.
    ///
    /// - Parameter url: An unpacked archive folder or its `.zip`; the files may sit at the root
    ///   or under `data/`.
    /// - Returns: The feed and the diagnostics.
    public func importArchive(at url: URL) -> FeedImport {
        var diagnostics = Diagnostics()
        guard let archive = FeedArchive.open(url, diagnostics: &diagnostics) else {
            return FeedImport(feed: Feed(name: url.lastPathComponent), diagnostics: diagnostics)
        }
        let sources = TwitterImportSources.discover(in: archive, diagnostics: &diagnostics)
        return run(sources, diagnostics: diagnostics)
    }

    /// Imports explicitly named files.
    ///
    /// - Parameters:
    ///   - files: The archive's files.
    ///   - name: The feed's name when the account does not give one.
    /// - Returns: The feed and the diagnostics.
    public func importFiles(_ files: TwitterArchiveFiles, name: String = "twitter") -> FeedImport {
        var diagnostics = Diagnostics()
        let sources = TwitterImportSources.files(files, name: name, diagnostics: &diagnostics)
        return run(sources, diagnostics: diagnostics)
    }

    /// `birds.zip` -> `birds`; a name no handle can be made of gives `twitter`.
    static func handle(fromArchiveName name: String) -> String {
        let stem = name.hasSuffix(".zip") ? String(name.dropLast(4)) : name
        let trimmed = stem.trimmingCharacters(in: CharacterSet(charactersIn: "@/ "))
        return trimmed.isEmpty ? "twitter" : trimmed
    }

    private func run(_ sources: TwitterImportSources, diagnostics: Diagnostics) -> FeedImport {
        var diagnostics = diagnostics
        var context = TwitterImportContext(sources: sources)
        var user = context.readAccount(diagnostics: &diagnostics)
        if user == nil {
            // No account.js or manifest.js: the archive's name is the best handle there is.
            let handle = Self.handle(fromArchiveName: sources.name)
            context.accountID = handle
            user = FeedUser(id: handle, username: handle, displayName: handle)
        }
        var versions: [TwitterEditCollapser.Version] = []
        for file in sources.tweets {
            versions += context.readTweets(file, diagnostics: &diagnostics)
        }
        var posts = TwitterEditCollapser.latest(versions, diagnostics: &diagnostics)
        posts = FeedPostChecks.finish(posts, diagnostics: &diagnostics)
        var messages: [FeedMessage] = []
        for file in sources.directMessages {
            messages += context.readMessages(file, diagnostics: &diagnostics)
        }
        messages = TwitterImportContext.finish(messages, diagnostics: &diagnostics)
        var users: [FeedUser] = user.map { [$0] } ?? []
        var known = Set(users.map(\.id))
        for message in messages {
            for id in [message.senderID, message.recipientID]
            where !id.isEmpty && !known.contains(id) {
                known.insert(id)
                users.append(FeedUser(id: id, username: id, displayName: id))
            }
        }
        let feed = Feed(
            name: user?.username ?? sources.name, users: users, posts: posts, messages: messages)
        return FeedImport(feed: feed, diagnostics: diagnostics)
    }
}
