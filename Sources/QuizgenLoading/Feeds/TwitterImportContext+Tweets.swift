import Foundation
import QuizgenCore
import QuizgenSystem

extension TwitterImportContext {
    /// Reads every tweet of one `tweets.js` / `tweet.js` / part file, each with the ids of the
    /// versions of its edit chain (`edit_info`; empty for a tweet never edited), one entry at a
    /// time (the file is never held as one parsed tree). A syntax error gives that one error
    /// and no tweets from the file, as a whole-file parse would.
    func readTweets(
        _ file: TwitterImportSources.File, diagnostics: inout Diagnostics
    ) -> [TwitterEditCollapser.Version] {
        var versions: [TwitterEditCollapser.Version] = []
        var found = Diagnostics()
        var batch: [JSONNode] = []
        let read = FeedJSONReader.forEachElement(
            file.data, displayPath: file.displayPath, scriptPrefix: true, diagnostics: &diagnostics
        ) { entry in
            batch.append(entry)
            if batch.count == 512 {
                interpret(&batch, path: file.displayPath, into: &versions, diagnostics: &found)
            }
        }
        guard read else { return [] }
        interpret(&batch, path: file.displayPath, into: &versions, diagnostics: &found)
        diagnostics.merge(found)
        return versions
    }

    /// Interprets a batch of entries in parallel chunks (each with its own date parsers),
    /// appending tweets and diagnostics in file order; empties the batch.
    private func interpret(
        _ batch: inout [JSONNode], path: String,
        into versions: inout [TwitterEditCollapser.Version],
        diagnostics: inout Diagnostics
    ) {
        let items = batch
        let sources = self.sources
        let accountID = self.accountID
        let username = self.username
        let chunks = ParallelChunks.map(count: items.count, chunkSize: 64) {
            range -> ([TwitterEditCollapser.Version], Diagnostics) in
            var context = TwitterImportContext(sources: sources)
            context.accountID = accountID
            context.username = username
            var tweets: [TwitterEditCollapser.Version] = []
            var found = Diagnostics()
            for index in range {
                let node = items[index]["tweet"] ?? items[index]
                if let post = context.tweet(node, path: path, diagnostics: &found) {
                    tweets.append(
                        TwitterEditCollapser.Version(
                            post: post, chain: context.editChain(node, id: post.id)))
                }
            }
            return (tweets, found)
        }
        for (tweets, found) in chunks {
            versions += tweets
            diagnostics.merge(found)
        }
        batch.removeAll(keepingCapacity: true)
    }

    /// The ids of every version of the tweet's edit chain, oldest first: `edit_info.initial`
    /// on the first version, `edit_info.edit.editControlInitial` on the later ones.
    private func editChain(_ node: JSONNode, id: String) -> [String] {
        guard let info = node["edit_info"] else { return [] }
        let control = info["initial"] ?? info["edit"]?["editControlInitial"]
        var ids = (control?["editTweetIds"]?.array ?? []).compactMap(\.string)
        if let initial = info["edit"]?["initialTweetId"]?.string, !ids.contains(initial) {
            ids.insert(initial, at: 0)
        }
        return ids.count > 1 ? ids : []
    }

    private func tweet(_ node: JSONNode, path: String, diagnostics: inout Diagnostics) -> FeedPost?
    {
        let location = node.location(in: path)
        guard case .object = node.value else {
            diagnostics.error(
                "feed.wrong-type", "tweet entry is \(node.kindName), expected an object",
                at: location)
            return nil
        }
        guard let id = node["id_str"]?.string ?? node["id"]?.string else {
            diagnostics.error("feed.missing-field", "tweet has no 'id_str'; skipped", at: location)
            return nil
        }
        guard let dateNode = node["created_at"], let dateText = dateNode.string else {
            diagnostics.error(
                "feed.missing-field", "tweet '\(id)' has no 'created_at'; skipped", at: location)
            return nil
        }
        guard let published = dates.twitterDate(dateText) else {
            diagnostics.error(
                "feed.bad-date",
                "'\(dateText)' is not a tweet date like 'Sat Sep 10 01:52:13 +0000 2022'; tweet '\(id)' skipped",
                at: dateNode.location(in: path))
            return nil
        }
        let text = node["full_text"]?.string ?? node["text"]?.string ?? ""
        let entities = node["entities"]
        var linked: [TwitterTextRenderer.Entity] = []
        func indices(_ entity: JSONNode) -> (Int, Int)? {
            guard let pair = entity["indices"]?.array, pair.count == 2,
                let start = pair[0].int, let end = pair[1].int
            else { return nil }
            return (start, end)
        }
        func add(_ key: String, _ make: (JSONNode) -> TwitterTextRenderer.Entity.Kind?) {
            for entity in entities?[key]?.array ?? [] {
                guard let (start, end) = indices(entity), let kind = make(entity) else {
                    diagnostics.warning(
                        "feed.bad-entity", "tweet '\(id)': malformed \(key) entity; ignored",
                        at: entity.location(in: path))
                    continue
                }
                linked.append(
                    .init(start: start, end: end, kind: kind, location: entity.location(in: path)))
            }
        }
        add("urls") { entity in
            entity["url"]?.string.map {
                .url(
                    short: $0, expanded: entity["expanded_url"]?.string,
                    display: entity["display_url"]?.string)
            }
        }
        add("user_mentions") { $0["screen_name"]?.string.map { .mention(screenName: $0) } }
        add("hashtags") { $0["text"]?.string.map { .hashtag(text: $0) } }
        // The t.co link to the media: from `entities.media`, else the first extended one (all
        // extended media share one link).
        if entities?["media"]?.array == nil,
            let first = node["extended_entities"]?["media"]?.array?.first,
            let short = first["url"]?.string, let (start, end) = indices(first)
        {
            linked.append(
                .init(
                    start: start, end: end, kind: .media(short: short),
                    location: first.location(in: path)))
        }
        add("media") { $0["url"]?.string.map { .media(short: $0) } }
        let html = TwitterTextRenderer.render(
            text, entities: linked, tweetID: id, diagnostics: &diagnostics)

        var media: [FeedMedia] = []
        let mediaNodes =
            node["extended_entities"]?["media"]?.array ?? entities?["media"]?.array ?? []
        for item in mediaNodes {
            let type = item["type"]?.string ?? "photo"
            var url = item["media_url_https"]?.string ?? item["media_url"]?.string
            var mediaType: String?
            if type == "video" || type == "animated_gif" {
                let variants = (item["video_info"]?["variants"]?.array ?? [])
                    .filter { $0["content_type"]?.string == "video/mp4" }
                if let best = variants.max(by: {
                    ($0["bitrate"]?.double ?? 0) < ($1["bitrate"]?.double ?? 0)
                }),
                    let variantURL = best["url"]?.string
                {
                    url = variantURL
                    mediaType = "video/mp4"
                }
            }
            guard let url else {
                diagnostics.warning(
                    "feed.missing-field", "tweet '\(id)': media without a URL; ignored",
                    at: item.location(in: path))
                continue
            }
            var medium = self.media(
                url: url, ownerID: id, folder: sources.tweetMedia, mediaType: mediaType,
                altText: item["ext_alt_text"]?.string, location: item.location(in: path),
                diagnostics: &diagnostics)
            let size = item["original_info"] ?? item["sizes"]?["large"]
            medium.width = size?["width"]?.int ?? size?["w"]?.int
            medium.height = size?["height"]?.int ?? size?["h"]?.int
            media.append(medium)
        }

        var boostedURI: String?
        if let original = node["retweeted_status"], let originalID = original["id_str"]?.string {
            let author = original["user"]?["screen_name"]?.string ?? "i/web"
            boostedURI = "https://twitter.com/\(author)/status/\(originalID)"
        }
        let isBoost = boostedURI != nil || text.hasPrefix("RT @")
        let tags = (entities?["hashtags"]?.array ?? []).compactMap { $0["text"]?.string }
        let replyTo =
            node["in_reply_to_status_id_str"]?.string ?? node["in_reply_to_status_id"]?.string
        var place: FeedLocation?
        if let coordinates = node["coordinates"]?["coordinates"]?.array, coordinates.count == 2,
            let longitude = coordinates[0].double, let latitude = coordinates[1].double
        {
            place = FeedLocation(latitude: latitude, longitude: longitude)
        }
        // `possibly_sensitive` hides the media behind a click, like Mastodon's `sensitive`.
        let sensitive: Bool
        if case .bool(let flag)? = node["possibly_sensitive"]?.value {
            sensitive = flag
        } else {
            sensitive = node["possibly_sensitive"]?.string == "true"
        }
        return FeedPost(
            id: id, authorID: accountID, published: published, contentHTML: html,
            sensitive: sensitive, media: media,
            location: place, visibility: .public, inReplyTo: replyTo, tags: tags,
            isBoost: isBoost, boostedURI: boostedURI,
            url: "https://twitter.com/\(username ?? "i/web")/status/\(id)",
            sourceLocation: node.location(in: path))
    }
}
