import Foundation
import QuizgenCore

extension ConfigLoader {
    /// Keys accepted for one feed under `feeds:`.
    static let feedKeys = ["title", "source", "format", "publish_private", "radius_km", "mapping"]
    /// Our field names per record kind, the keys accepted under `mapping.<kind>`.
    public static let feedFields: [String: [String]] = [
        "users": ["id", "username", "name", "bio", "avatar", "community", "location", "url"],
        "posts": [
            "id", "author", "time", "visibility", "reply_to", "tags", "content_warning",
            "sensitive",
            "location", "media", "text", "url",
        ],
        "comments": ["id", "post", "author", "time", "text"],
        "messages": ["id", "conversation", "from", "to", "time", "text", "media"],
    ]

    func readFeeds(_ node: LocatedNode, into diagnostics: inout Diagnostics) -> [FeedConfig] {
        guard let entries = node.entries else {
            diagnostics.error(
                "schema.type",
                "'feeds' must map feed names to settings, found \(node.kindDescription)",
                at: node.location)
            return []
        }
        var result: [FeedConfig] = []
        for entry in entries {
            let name = entry.key
            guard !name.isEmpty, Slug.make(name) == name else {
                diagnostics.error(
                    "config.feed-name",
                    "feed name '\(name)' must be lower-case letters, digits and '-' (it names the URL /feeds/\(name)/)",
                    at: entry.keyNode.location)
                continue
            }
            var feed = FeedConfig(name: name, location: entry.keyNode.location)
            if entry.value.isNull {
                result.append(feed)
                continue
            }
            guard
                var map = MappingReader(
                    entry.value, what: "feed '\(name)'", knownKeys: Self.feedKeys,
                    diagnostics: &diagnostics)
            else { continue }
            if let title = map.string("title") { feed.title = title }
            if let source = map.string("source"), let node = map.value("source") {
                if let problem = sourceProblem(source) {
                    map.diagnostics.error("config.feed-source", problem, at: node.location)
                    map.finish(into: &diagnostics)
                    continue
                } else {
                    feed.source = source
                }
            }
            if let format = map.choice("format", of: FeedFormat.allCases.map(\.rawValue)) {
                feed.format = FeedFormat(rawValue: format) ?? .quizgen
            }
            if let flag = map.bool("publish_private") { feed.publishPrivate = flag }
            if let radius = map.double("radius_km", in: 0.001...20_000) { feed.radiusKm = radius }
            if var mapping = map.mapping("mapping", knownKeys: Self.feedFields.keys.sorted()) {
                feed.mapping = readMapping(&mapping)
                mapping.finish(into: &map.diagnostics)
            }
            map.finish(into: &diagnostics)
            result.append(feed)
        }
        return result.sorted { $0.name < $1.name }
    }

    private func readMapping(_ mapping: inout MappingReader) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for kind in Self.feedFields.keys.sorted() {
            guard var fields = mapping.mapping(kind, knownKeys: Self.feedFields[kind] ?? []) else {
                continue
            }
            var renames: [String: String] = [:]
            for field in Self.feedFields[kind] ?? [] {
                if let theirs = fields.string(field) { renames[field] = theirs }
            }
            fields.finish(into: &mapping.diagnostics)
            result[kind] = renames
        }
        return result
    }

    /// Why `source` is not acceptable: it must name a path inside the site root, also once its
    /// links are followed (`SitePathGuard`).
    func sourceProblem(_ source: String) -> String? {
        let root = reader.root.standardizedFileURL.path
        let target = reader.root.appendingPathComponent(source).standardizedFileURL
        let base = root.hasSuffix("/") ? root : root + "/"
        if source.hasPrefix("/") || !(target.path + "/").hasPrefix(base) || target.path == root
            || reader.pathGuard.escape(of: target) != nil
        {
            return "source '\(source)' must be a folder or .zip inside the site root"
        }
        return nil
    }
}
