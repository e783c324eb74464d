import Foundation
import QuizgenCore

/// The files of one Twitter import, read into memory, wherever they came from.
struct TwitterImportSources {
    /// A file's display path and bytes.
    struct File {
        var displayPath: String
        var data: Data
    }

    /// A media folder: the prefix for `FeedMedia.localPath` and how to check a file exists.
    struct MediaFolder {
        var localPrefix: String
        var exists: (String) -> Bool
    }

    var name: String
    /// The archive the files come from (`nil` for explicitly named files).
    var archive: FeedArchive?
    var tweets: [File] = []
    var account: File?
    var manifest: File?
    var directMessages: [File] = []
    var tweetMedia: MediaFolder?
    var directMessageMedia: MediaFolder?

    /// Finds the files in an archive: at its root or under `data/`, `tweets.js` (since late
    /// 2022) or `tweet.js` (before), each possibly split into `-partN.js` files.
    static func discover(in archive: FeedArchive, diagnostics: inout Diagnostics)
        -> TwitterImportSources
    {
        var sources = TwitterImportSources(name: archive.displayName, archive: archive)
        let base = archive.fileNames(in: "data").isEmpty ? "" : "data"
        func path(_ name: String) -> String { base.isEmpty ? name : "\(base)/\(name)" }
        let names = archive.fileNames(in: base)
        func read(_ name: String) -> File? {
            do {
                return File(
                    displayPath: archive.displayPath(path(name)), data: try archive.read(path(name))
                )
            } catch {
                diagnostics.error(
                    "feed.unreadable-file",
                    "cannot read '\(path(name))': \(error.localizedDescription)",
                    at: SourceLocation(path: archive.displayPath(path(name))))
                return nil
            }
        }
        let tweetFiles = parts(of: ["tweets", "tweet"], in: names)
        sources.tweets = tweetFiles.compactMap(read)
        sources.directMessages = parts(of: ["direct-messages"], in: names).compactMap(read)
        if names.contains("account.js") { sources.account = read("account.js") }
        if archive.contains("manifest.js") {
            do {
                sources.manifest = File(
                    displayPath: archive.displayPath("manifest.js"),
                    data: try archive.read("manifest.js"))
            } catch {
                diagnostics.error(
                    "feed.unreadable-file",
                    "cannot read 'manifest.js': \(error.localizedDescription)",
                    at: SourceLocation(path: archive.displayPath("manifest.js")))
            }
        }
        if tweetFiles.isEmpty {
            diagnostics.error(
                "feed.missing-file",
                "no tweets.js or tweet.js in the archive; is this a Twitter archive?",
                at: SourceLocation(path: archive.displayName))
        }
        // The folder present wins; with none, name the one this layout would have.
        let mediaName =
            ["tweets_media", "tweet_media"].first { archive.containsFolder(path($0)) }
            ?? (tweetFiles.first?.hasPrefix("tweets") == true ? "tweets_media" : "tweet_media")
        sources.tweetMedia = MediaFolder(localPrefix: path(mediaName), exists: archive.contains)
        sources.directMessageMedia = MediaFolder(
            localPrefix: path("direct_messages_media"), exists: archive.contains)
        return sources
    }

    /// `stem.js` then `stem-part1.js`, `stem-part2.js`... for the first stem that has any.
    static func parts(of stems: [String], in names: [String]) -> [String] {
        for stem in stems {
            var found: [(Int, String)] = []
            for name in names where name.hasSuffix(".js") {
                let bare = name.dropLast(3)
                if bare == stem {
                    found.append((0, name))
                } else if bare.hasPrefix(stem + "-part"),
                    let number = Int(bare.dropFirst(stem.count + 5))
                {
                    found.append((number, name))
                }
            }
            if !found.isEmpty { return found.sorted { $0.0 < $1.0 }.map(\.1) }
        }
        return []
    }

    /// Reads explicitly named files.
    static func files(_ files: TwitterArchiveFiles, name: String, diagnostics: inout Diagnostics)
        -> TwitterImportSources
    {
        var sources = TwitterImportSources(name: name)
        func read(_ url: URL) -> File? {
            // Regular files only, without blocking (a FIFO named here must not hang the import).
            if let bytes = SitePathGuard.regularFileBytes(atPath: url.path) {
                return File(displayPath: url.lastPathComponent, data: Data(bytes))
            }
            diagnostics.error(
                "feed.unreadable-file",
                "cannot read '\(url.path)': \(SourceReader.reason(url: url))",
                at: SourceLocation(path: url.lastPathComponent))
            return nil
        }
        sources.tweets = files.tweets.compactMap(read)
        sources.account = files.account.flatMap(read)
        sources.manifest = files.manifest.flatMap(read)
        sources.directMessages = files.directMessages.compactMap(read)
        func folder(_ url: URL?) -> MediaFolder? {
            guard let url else { return nil }
            return MediaFolder(localPrefix: url.lastPathComponent) { relative in
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
            }
        }
        sources.tweetMedia = folder(files.tweetMedia)
        sources.directMessageMedia = folder(files.directMessageMedia)
        return sources
    }
}
