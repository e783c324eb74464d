import Foundation
import QuizgenCore

/// The state of one quizgen-format feed load: the archive, display paths and record readers.
struct QuizgenFeedReading {
    let archive: FeedArchive
    let base: String
    let config: FeedConfig
    let reader: SourceReader
    let renderMarkdown: @Sendable (String) -> String
    let dates = FeedDateParser()

    func displayPath(_ path: String) -> String { "\(base)/\(path)" }

    /// Reads one file of the archive as checked UTF-8 text, or `nil` when absent or broken.
    func source(_ path: String, diagnostics: inout Diagnostics) -> SourceText? {
        guard archive.contains(path) else { return nil }
        let data: Data
        do {
            data = try archive.read(path)
        } catch {
            diagnostics.error(
                "file.unreadable", "cannot read file: \(error.localizedDescription)",
                at: SourceLocation(path: displayPath(path)))
            return nil
        }
        return reader.decode(data, path: displayPath(path), into: &diagnostics)
    }

    /// Reads every record of a JSON list file with `read`, one batch of records at a time:
    /// the file is never held as one parsed tree, and the records of a batch are read in
    /// parallel (see `QuizgenRecordStream`), so `read` must only read what it shares.
    func records<T: Sendable>(
        _ path: String, diagnostics: inout Diagnostics,
        _ read: (inout FeedRecordReader, inout Diagnostics) -> T?
    ) -> [T] {
        guard let source = source(path, diagnostics: &diagnostics) else { return [] }
        let kind = String(path.dropLast(".json".count))
        let what = String(kind.dropLast())
        let config = self.config
        return QuizgenRecordStream.read(source, listName: path, diagnostics: &diagnostics) {
            item, dates, found in
            guard
                var record = FeedRecordReader(
                    item, kind: kind, what: what, config: config, dates: dates, diagnostics: &found)
            else { return nil }
            let value = read(&record, &found)
            record.finish(into: &found)
            return value
        } ?? []
    }

    func user(_ record: inout FeedRecordReader, diagnostics: inout Diagnostics) -> FeedUser? {
        guard let id = record.string("id", required: true) else { return nil }
        MathChecker.check(record.value("bio"), source: nil, into: &diagnostics)
        let username = record.string("username") ?? id
        let url = record.string("url").flatMap(Self.webURL)
        return FeedUser(
            id: id, username: username, displayName: record.string("name") ?? username,
            avatar: record.string("avatar"), location: record.location("location"),
            community: record.string("community"),
            bioHTML: record.string("bio").map(renderMarkdown) ?? "",
            profileURL: url, sourceLocation: record.location)
    }

    func post(
        _ record: inout FeedRecordReader, body: String?, defaultID: String? = nil,
        diagnostics: inout Diagnostics
    ) -> FeedPost? {
        let id = record.string("id", required: defaultID == nil) ?? defaultID
        let author = record.string("author", required: true)
        let published = record.date("time")
        let text = body ?? record.string("text") ?? ""
        if body == nil { MathChecker.check(record.value("text"), source: nil, into: &diagnostics) }
        let media = record.media("media")
        var post = FeedPost(
            id: id ?? "", authorID: author ?? "", published: published ?? .distantPast,
            contentHTML: renderMarkdown(text), summary: record.string("content_warning"),
            sensitive: record.bool("sensitive") ?? false, media: media.map(\.0),
            location: record.location("location"), visibility: record.visibility(),
            inReplyTo: record.string("reply_to"),
            tags: record.strings("tags").map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 },
            url: record.string("url").flatMap(Self.webURL), sourceLocation: record.location)
        guard id != nil, author != nil, published != nil else { return nil }
        if MathPlaceholders(text) != nil {
            post.plainText = MarkdownPlainText.text(text).split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
        }
        return post
    }

    /// Posts written as `posts/*.md`: front matter with the post's fields, the body as its text.
    func markdownPosts(diagnostics: inout Diagnostics) -> [FeedPost] {
        var posts: [FeedPost] = []
        for name in archive.fileNames(in: "posts") where name.lowercased().hasSuffix(".md") {
            let path = "posts/\(name)"
            guard let source = source(path, diagnostics: &diagnostics) else { continue }
            guard let parts = FrontMatter.split(source.text), let yaml = parts.yaml else {
                diagnostics.error(
                    "feed.front-matter",
                    "a post file needs front matter between '---' lines (author, time, ...)",
                    at: SourceLocation(path: source.path, line: 1, column: 1))
                continue
            }
            guard
                let node = StructuredTextParser.parse(
                    yaml, path: source.path, lineOffset: 1, into: &diagnostics),
                var record = FeedRecordReader(
                    node, kind: "posts", what: "post front matter", config: config, dates: dates,
                    diagnostics: &diagnostics)
            else { continue }
            MathChecker.check(
                parts.body, path: source.path, line: parts.bodyLine, into: &diagnostics)
            let stem = String(name.dropLast(3))
            if let post = post(
                &record, body: parts.body, defaultID: stem, diagnostics: &diagnostics)
            {
                var located = post
                located.sourceLocation = SourceLocation(path: source.path, line: 1, column: 1)
                posts.append(located)
            }
            record.finish(into: &diagnostics)
        }
        return posts
    }

    func comment(_ record: inout FeedRecordReader, diagnostics: inout Diagnostics) -> FeedComment? {
        guard let id = record.string("id", required: true),
            let post = record.string("post", required: true),
            let author = record.string("author", required: true), let time = record.date("time")
        else { return nil }
        return FeedComment(
            id: id, postID: post, authorID: author, published: time,
            text: record.string("text", required: true) ?? "",
            sourceLocation: record.location)
    }

    func message(_ record: inout FeedRecordReader, diagnostics: inout Diagnostics) -> FeedMessage? {
        guard let id = record.string("id", required: true),
            let from = record.string("from", required: true),
            let to = record.string("to", required: true), let time = record.date("time")
        else { return nil }
        let media = record.media("media")
        let conversation =
            record.string("conversation") ?? [from, to].sorted().joined(separator: "--")
        return FeedMessage(
            id: id, conversationID: conversation, senderID: from, recipientID: to, sent: time,
            text: record.string("text", required: true) ?? "", media: media.map(\.0),
            sourceLocation: record.location)
    }

    /// A missing media file is a warning: the page shows a placeholder instead. A medium or an
    /// avatar that a link takes outside the source, or of a kind the site does not publish
    /// (`MediaPolicy`), is an error (and never copied).
    func checkMedia(_ feed: Feed, diagnostics: inout Diagnostics) {
        for user in feed.users {
            guard let avatar = user.avatar, Self.webURL(avatar) == nil else { continue }
            _ = archive.admitsMedium(
                avatar, declaredType: nil, at: user.sourceLocation, diagnostics: &diagnostics)
        }
        let places =
            feed.posts.flatMap { post in post.media.map { ($0, post.sourceLocation) } }
            + feed.messages.flatMap { message in message.media.map { ($0, message.sourceLocation) }
            }
        for case (let media, let location) in places {
            guard let path = media.localPath,
                archive.admitsMedium(
                    path, declaredType: media.mediaType, at: location, diagnostics: &diagnostics),
                !archive.contains(path)
            else { continue }
            diagnostics.warning(
                "feed.media-missing",
                "media file '\(path)' is not in \(base); a placeholder is shown instead",
                at: location)
        }
    }

    /// `text` when it is an absolute http(s) URL, else `nil` (no `javascript:` links).
    static func webURL(_ text: String) -> String? {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
            ? text.trimmingCharacters(in: .whitespaces) : nil
    }
}
