import Foundation
import QuizgenCore

extension MastodonImportContext {
    /// One outbox activity as a post or a boost; `nil` (after a diagnostic) when unusable.
    func post(from item: JSONNode, path: String, diagnostics: inout Diagnostics) -> FeedPost? {
        let location = item.location(in: path)
        guard case .object = item.value else {
            diagnostics.error(
                "feed.wrong-type", "outbox item is \(item.kindName), expected an activity object",
                at: location)
            return nil
        }
        let type = item["type"]?.string ?? ""
        switch type {
        case "Create":
            return created(item, location: location, path: path, diagnostics: &diagnostics)
        case "Announce":
            return announced(item, location: location, path: path, diagnostics: &diagnostics)
        default:
            diagnostics.append(
                Diagnostic(
                    .note, code: "feed.skipped-activity",
                    "activity of type '\(type)' is not a post; skipped", at: location))
            return nil
        }
    }

    private func created(
        _ item: JSONNode, location: SourceLocation, path: String, diagnostics: inout Diagnostics
    ) -> FeedPost? {
        guard let object = item["object"], case .object = object.value else {
            let uri = item["object"]?.string.map { " '\($0)'" } ?? ""
            diagnostics.error(
                "feed.missing-field",
                "Create activity has no embedded post object\(uri); skipped", at: location)
            return nil
        }
        let objectLocation = object.location(in: path)
        guard let id = object["id"]?.string else {
            diagnostics.error(
                "feed.missing-field", "post has no 'id'; skipped", at: objectLocation)
            return nil
        }
        guard
            let published = date(
                object["published"] ?? item["published"], path: path,
                owner: id, fallback: objectLocation, diagnostics: &diagnostics)
        else { return nil }
        let content =
            object["content"]?.string
            ?? object["contentMap"].flatMap { map -> String? in
                if case .object(let fields) = map.value { return fields.first?.node.string }
                return nil
            } ?? ""
        var media: [FeedMedia] = []
        for attachment in object["attachment"]?.array ?? [] {
            guard let reference = attachment["url"]?.string ?? attachment["href"]?.string else {
                diagnostics.warning(
                    "feed.missing-field", "attachment of '\(id)' has no 'url'; skipped",
                    at: attachment.location(in: path))
                continue
            }
            let resolved = mediaReference(
                reference, declaredType: attachment["mediaType"]?.string,
                at: attachment.location(in: path), diagnostics: &diagnostics)
            guard resolved.url != nil || resolved.path != nil else { continue }
            media.append(
                FeedMedia(
                    url: resolved.url, localPath: resolved.path,
                    mediaType: attachment["mediaType"]?.string
                        ?? FeedPostChecks.mediaType(forFileName: reference),
                    altText: attachment["name"]?.string.flatMap { $0.isEmpty ? nil : $0 },
                    width: attachment["width"]?.int, height: attachment["height"]?.int))
        }
        let tags = (object["tag"]?.array ?? []).compactMap { tag -> String? in
            guard tag["type"]?.string == "Hashtag", let name = tag["name"]?.string else {
                return nil
            }
            return name.hasPrefix("#") ? String(name.dropFirst()) : name
        }
        let (summary, sensitive) = warning(
            of: object, id: id, path: path, diagnostics: &diagnostics)
        let url: String? = object["url"]?.string ?? object["url"]?["href"]?.string
        return FeedPost(
            id: id,
            authorID: object["attributedTo"]?.string ?? item["actor"]?.string ?? "",
            published: published,
            contentHTML: sanitizer.sanitize(content),
            summary: summary,
            sensitive: sensitive,
            media: media,
            location: self.location(object["location"]),
            visibility: visibility(object["to"] != nil || object["cc"] != nil ? object : item),
            inReplyTo: object["inReplyTo"]?.string ?? object["inReplyTo"]?["id"]?.string,
            tags: tags,
            url: url,
            sourceLocation: objectLocation)
    }

    private func announced(
        _ item: JSONNode, location: SourceLocation, path: String, diagnostics: inout Diagnostics
    ) -> FeedPost? {
        guard let id = item["id"]?.string else {
            diagnostics.error("feed.missing-field", "boost has no 'id'; skipped", at: location)
            return nil
        }
        let boosted = item["object"]?.string ?? item["object"]?["id"]?.string
        if boosted == nil {
            diagnostics.warning(
                "feed.missing-field", "boost '\(id)' does not say what it boosts", at: location)
        }
        guard
            let published = date(
                item["published"], path: path, owner: id, fallback: location,
                diagnostics: &diagnostics)
        else { return nil }
        return FeedPost(
            id: id, authorID: item["actor"]?.string ?? "", published: published,
            visibility: visibility(item), isBoost: true, boostedURI: boosted,
            sourceLocation: location)
    }

    /// The content warning (`summary`) and whether the media are `sensitive`. A value of the
    /// wrong type is a warning and errs on the side of hiding: the post is still shown behind a
    /// click, never openly.
    private func warning(
        of object: JSONNode, id: String, path: String, diagnostics: inout Diagnostics
    ) -> (summary: String?, sensitive: Bool) {
        var summary: String?
        var sensitive = false
        if let node = object["summary"], !node.isNull {
            if case .string(let text) = node.value {
                summary = text.isEmpty ? nil : text
            } else {
                diagnostics.warning(
                    "feed.wrong-type",
                    "'summary' (the content warning) of '\(id)' is \(node.kindName), expected a string; the post is shown behind a generic warning",
                    at: node.location(in: path))
                summary = "Content warning"
            }
        }
        if let node = object["sensitive"], !node.isNull {
            switch node.value {
            case .bool(let flag): sensitive = flag
            default:
                diagnostics.warning(
                    "feed.wrong-type",
                    "'sensitive' of '\(id)' is \(node.kindName), expected true or false; its media are hidden behind a click",
                    at: node.location(in: path))
                sensitive = true
            }
        }
        return (summary, sensitive || summary != nil)
    }

    private func date(
        _ node: JSONNode?, path: String, owner: String, fallback: SourceLocation,
        diagnostics: inout Diagnostics
    ) -> Date? {
        guard let node, let text = node.string else {
            diagnostics.error(
                "feed.missing-field", "'\(owner)' has no 'published' date; skipped", at: fallback)
            return nil
        }
        guard let date = dates.iso8601(text) else {
            diagnostics.error(
                "feed.bad-date",
                "'\(text)' is not an ISO 8601 date with a time zone; '\(owner)' skipped",
                at: node.location(in: path))
            return nil
        }
        return date
    }

    /// Mastodon's visibility from the addressing: public in `to` is public, in `cc` unlisted,
    /// a followers collection only is followers-only, anything else is direct.
    func visibility(_ node: JSONNode) -> FeedVisibility {
        func addresses(_ key: String) -> [String] {
            guard let value = node[key] else { return [] }
            if let single = value.string { return [single] }
            return (value.array ?? []).compactMap(\.string)
        }
        let to = addresses("to")
        let cc = addresses("cc")
        if to.contains(where: MastodonImporter.publicAddresses.contains) { return .public }
        if cc.contains(where: MastodonImporter.publicAddresses.contains) { return .unlisted }
        let followers = (to + cc).contains { address in
            address == followersCollection || address.hasSuffix("/followers")
        }
        return followers ? .followersOnly : .direct
    }
}
