import Foundation
import QuizgenCore

/// Reads one record of a quizgen-format feed file through the feed's field mapping, reporting
/// every problem at its line and column.
struct FeedRecordReader {
    /// The record's reader (keys are the export's names).
    var map: MappingReader
    let config: FeedConfig
    let kind: String
    let dates: FeedDateParser

    /// Starts reading `node` as a record of `kind` (`users`, `posts`, `comments`, `messages`).
    init?(
        _ node: LocatedNode, kind: String, what: String, config: FeedConfig, dates: FeedDateParser,
        diagnostics: inout Diagnostics
    ) {
        let known = (ConfigLoader.feedFields[kind] ?? []).map { config.field($0, of: kind) }
        guard var map = MappingReader(node, what: what, knownKeys: known, diagnostics: &diagnostics)
        else { return nil }
        map.unknownKeySeverity = .warning
        self.map = map
        self.config = config
        self.kind = kind
        self.dates = dates
    }

    /// Where the record starts.
    var location: SourceLocation { map.node.location }

    func key(_ ours: String) -> String { config.field(ours, of: kind) }

    /// The raw node of one of our fields.
    func value(_ ours: String) -> LocatedNode? { map.value(key(ours)) }

    mutating func string(_ ours: String, required: Bool = false) -> String? {
        map.string(key(ours), required: required)
    }

    mutating func strings(_ ours: String) -> [String] { map.strings(key(ours)) ?? [] }

    mutating func bool(_ ours: String) -> Bool? { map.bool(key(ours)) }

    /// An ISO 8601 date and time with a zone.
    mutating func date(_ ours: String) -> Date? {
        guard let text = string(ours, required: true), let node = value(ours) else { return nil }
        if let date = dates.iso8601(text) { return date }
        map.diagnostics.error(
            "feed.time",
            "'\(key(ours))' must be an ISO 8601 date and time with a zone, like 2024-05-01T10:00:00+02:00, found '\(text)'",
            at: node.location)
        return nil
    }

    /// A `{lat, lon, name}` mapping; numbers may be written as text.
    mutating func location(_ ours: String) -> FeedLocation? {
        guard let node = value(ours), !node.isNull else { return nil }
        guard
            var place = MappingReader(
                node, what: "'\(key(ours))'", knownKeys: ["lat", "lon", "name"],
                diagnostics: &map.diagnostics)
        else { return nil }
        let lat = Self.number(place.value("lat"), "lat", -90...90, &place.diagnostics)
        let lon = Self.number(place.value("lon"), "lon", -180...180, &place.diagnostics)
        let name = place.string("name")
        if place.value("lat") == nil || place.value("lon") == nil {
            place.diagnostics.error(
                "schema.missing-key", "a location needs both 'lat' and 'lon'", at: node.location)
        }
        place.finish(into: &map.diagnostics)
        guard let lat, let lon else { return nil }
        return FeedLocation(latitude: lat, longitude: lon, name: name)
    }

    static func number(
        _ node: LocatedNode?, _ key: String, _ range: ClosedRange<Double>,
        _ diagnostics: inout Diagnostics
    ) -> Double? {
        guard let node else { return nil }
        guard
            let value = node.double
                ?? node.string.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }),
            value.isFinite
        else {
            diagnostics.error(
                "schema.type",
                "'\(key)' must be a number, found '\(node.string ?? node.kindDescription)'",
                at: node.location)
            return nil
        }
        guard range.contains(value) else {
            diagnostics.error(
                "schema.range",
                "'\(key)' must be between \(Int(range.lowerBound)) and \(Int(range.upperBound)), found \(node.string ?? "")",
                at: node.location)
            return nil
        }
        return value
    }

    /// Attachments: a list of paths or of `{path, url, alt, type}` mappings.
    mutating func media(_ ours: String) -> [(FeedMedia, SourceLocation)] {
        guard let node = value(ours), !node.isNull else { return [] }
        guard let items = node.items else {
            map.diagnostics.error(
                "schema.type", "'\(key(ours))' must be a list, found \(node.kindDescription)",
                at: node.location)
            return []
        }
        var result: [(FeedMedia, SourceLocation)] = []
        for item in items {
            if item.entries == nil, let path = item.string, !item.isNull {
                result.append(
                    (
                        FeedMedia(
                            localPath: path, mediaType: FeedPostChecks.mediaType(forFileName: path)),
                        item.location
                    ))
                continue
            }
            guard
                var entry = MappingReader(
                    item, what: "a media item", knownKeys: ["path", "url", "alt", "type"],
                    diagnostics: &map.diagnostics)
            else { continue }
            let path = entry.string("path")
            let url = entry.string("url")
            if path == nil, url == nil {
                entry.diagnostics.error(
                    "schema.missing-key", "a media item needs 'path' or 'url'", at: item.location)
            }
            let type =
                entry.string("type") ?? FeedPostChecks.mediaType(forFileName: path ?? url ?? "")
            let media = FeedMedia(
                url: url, localPath: path, mediaType: type, altText: entry.string("alt"))
            entry.finish(into: &map.diagnostics)
            if path != nil || url != nil { result.append((media, item.location)) }
        }
        return result
    }

    /// `public` (default), `unlisted`, `followers` or `direct`.
    mutating func visibility() -> FeedVisibility {
        switch map.choice(key("visibility"), of: ["public", "unlisted", "followers", "direct"]) {
        case "unlisted": .unlisted
        case "followers": .followersOnly
        case "direct": .direct
        default: .public
        }
    }

    /// Hands over the problems; unknown keys are reported only when the feed has no mapping for
    /// this kind (a custom export may carry many fields we do not use).
    mutating func finish(into diagnostics: inout Diagnostics) {
        if config.mapping[kind] == nil {
            map.finish(into: &diagnostics)
        } else {
            diagnostics.merge(map.diagnostics)
            map.diagnostics = Diagnostics()
        }
    }
}
