import Foundation
import QuizgenCore
import QuizgenSystem

extension MastodonImportContext {
    /// One `orderedItems` list as it streamed past: where it starts, how many activities it
    /// held, and the posts and diagnostics they gave.
    struct OutboxList {
        var line: Int
        var column: Int
        var count = 0
        var posts: [FeedPost] = []
        var diagnostics = Diagnostics()
    }

    /// Reads every activity of `outbox.json` into posts (unsorted), one activity at a time:
    /// the outbox is never held as one parsed tree.
    ///
    /// A key written twice (`"orderedItems": []` then the real list) is read twice; the last
    /// non-empty list wins (the last one otherwise), and only its activities' diagnostics are
    /// kept. A syntax error anywhere gives that one error and no posts, as a whole-file parse
    /// would.
    func readOutbox(_ bytes: [UInt8], diagnostics: inout Diagnostics) -> [FeedPost] {
        if let posts = readOutbox(bytes, diagnostics: &diagnostics, splitting: true) {
            return posts
        }
        return readOutbox(bytes, diagnostics: &diagnostics, splitting: false) ?? []
    }

    /// `readOutbox`, with each `orderedItems` list either split at its elements' boundaries and
    /// parsed and interpreted on every core (`splitting`), or parsed a batch at a time on one
    /// core. Returns `nil`, having reported nothing, when a split list's element does not parse:
    /// the caller then reads the file again without splitting, for the error a whole-file parse
    /// gives.
    private func readOutbox(_ bytes: [UInt8], diagnostics: inout Diagnostics, splitting: Bool)
        -> [FeedPost]?
    {
        let path = archive.displayPath("outbox.json")
        guard
            var reader = FeedJSONReader.streamReader(
                bytes: bytes, displayPath: path, diagnostics: &diagnostics)
        else { return [] }
        var fields: [JSONField] = []
        var lists: [OutboxList] = []
        let root: JSONNode
        do {
            guard reader.next == UInt8(ascii: "{") else {
                root = try reader.value()
                try reader.finish()
                diagnostics.error(
                    "feed.missing-field", "outbox.json has no 'orderedItems' list",
                    at: root.location(in: path))
                return []
            }
            let line = reader.line
            let column = reader.column
            try reader.enterObject()
            while let key = try reader.nextKey() {
                guard key == "orderedItems", reader.next == UInt8(ascii: "[") else {
                    fields.append(JSONField(key: key, node: try reader.value()))
                    continue
                }
                var list = OutboxList(line: reader.line, column: reader.column)
                if splitting, let positions = reader.elementPositions() {
                    guard
                        interpret(
                            positions, of: reader.bytes, depth: reader.depth + 1, into: &list,
                            path: path)
                    else { return nil }
                    fields.append(
                        JSONField(
                            key: key,
                            node: JSONNode(value: .array([]), line: list.line, column: list.column))
                    )
                    lists.append(list)
                    continue
                }
                try reader.enterArray()
                var batch: [JSONNode] = []
                while try reader.nextElement() {
                    batch.append(try reader.value())
                    list.count += 1
                    if batch.count == Self.batchSize { interpret(&batch, into: &list, path: path) }
                }
                interpret(&batch, into: &list, path: path)
                // The list's place, without its items (they are already read).
                fields.append(
                    JSONField(
                        key: key,
                        node: JSONNode(value: .array([]), line: list.line, column: list.column)))
                lists.append(list)
            }
            try reader.finish()
            root = JSONNode(value: .object(fields), line: line, column: column)
        } catch {
            FeedJSONReader.malformed(error, displayPath: path, diagnostics: &diagnostics)
            return []
        }
        return choose(lists, in: root, path: path, diagnostics: &diagnostics)
    }

    /// Parses and interprets the activities that start at `positions` in parallel chunks (each
    /// with its own date parsers), appending posts and diagnostics in file order; `false` when
    /// an activity does not parse.
    private func interpret(
        _ positions: [JSONParser.Position], of bytes: [UInt8], depth: Int,
        into list: inout OutboxList, path: String
    ) -> Bool {
        let archive = self.archive
        let followers = followersCollection
        let chunks = ParallelChunks.map(count: positions.count, chunkSize: 64) {
            range -> ([FeedPost], Diagnostics)? in
            var context = MastodonImportContext(archive: archive)
            context.followersCollection = followers
            var posts: [FeedPost] = []
            var diagnostics = Diagnostics()
            for index in range {
                var parser = JSONParser(bytes: bytes, at: positions[index])
                guard let item = try? parser.parseValue(depth: depth) else { return nil }
                if let post = context.post(from: item, path: path, diagnostics: &diagnostics) {
                    posts.append(post)
                }
            }
            return (posts, diagnostics)
        }
        list.count = positions.count
        for chunk in chunks {
            guard let (posts, diagnostics) = chunk else { return false }
            list.posts += posts
            list.diagnostics.merge(diagnostics)
        }
        return true
    }

    /// Activities parsed before they are interpreted together, on every core.
    static let batchSize = 512

    /// Interprets a batch of activities in parallel chunks (each with its own date parsers),
    /// appending posts and diagnostics in file order; empties the batch.
    private func interpret(_ batch: inout [JSONNode], into list: inout OutboxList, path: String) {
        let items = batch
        let archive = self.archive
        let followers = followersCollection
        let chunks = ParallelChunks.map(count: items.count, chunkSize: 64) {
            range -> ([FeedPost], Diagnostics) in
            var context = MastodonImportContext(archive: archive)
            context.followersCollection = followers
            var posts: [FeedPost] = []
            var diagnostics = Diagnostics()
            for index in range {
                if let post = context.post(
                    from: items[index], path: path, diagnostics: &diagnostics)
                {
                    posts.append(post)
                }
            }
            return (posts, diagnostics)
        }
        for (posts, diagnostics) in chunks {
            list.posts += posts
            list.diagnostics.merge(diagnostics)
        }
        batch.removeAll(keepingCapacity: true)
    }

    /// Picks the list that holds the posts and notes duplicates and a wrong `totalItems`.
    private func choose(
        _ lists: [OutboxList], in outbox: JSONNode, path: String, diagnostics: inout Diagnostics
    ) -> [FeedPost] {
        let occurrences = outbox.all("orderedItems")
        guard !occurrences.isEmpty else {
            diagnostics.error(
                "feed.missing-field", "outbox.json has no 'orderedItems' list",
                at: outbox.location(in: path))
            return []
        }
        // Prefer the last non-empty list: some exports write `"orderedItems": []` first.
        guard let chosen = lists.last(where: { $0.count > 0 }) ?? lists.last else {
            diagnostics.error(
                "feed.wrong-type",
                "'orderedItems' is \(occurrences[0].kindName), expected an array",
                at: occurrences[0].location(in: path))
            return []
        }
        let location = SourceLocation(path: path, line: chosen.line, column: chosen.column)
        if occurrences.count > 1 {
            diagnostics.append(
                Diagnostic(
                    .note, code: "feed.duplicate-key",
                    "'orderedItems' appears \(occurrences.count) times; using the one at line \(chosen.line) with \(chosen.count) items",
                    at: location))
        }
        if let totalNode = outbox["totalItems"], totalNode.int != chosen.count {
            diagnostics.append(
                Diagnostic(
                    .note, code: "feed.total-mismatch",
                    "'totalItems' says \(totalNode.string ?? totalNode.kindName) but the outbox lists \(chosen.count) activities",
                    at: totalNode.location(in: path)))
        }
        diagnostics.merge(chosen.diagnostics)
        return chosen.posts
    }
}
