import QuizgenCore
import QuizgenSystem

/// Reads the records of a quizgen-format list file (`users.json`, `posts.json`,
/// `comments.json`, `messages.json`) one at a time through the project's JSON parser, so a
/// 100,000-post file is never held as one tree.
///
/// The records read as they did when the whole file went through Yams: the same values (see
/// `LocatedNode`), the same locations, an empty file or `{}` is no records, and a key written
/// twice rejects the file with Yams's `yaml.duplicate-key` error. A file rejected as a whole (a
/// syntax error, a duplicate key, a root that is not a list) reports only that error.
enum QuizgenRecordStream {
    /// Reads each record of `source` with `body`, in batches whose records are read in
    /// parallel chunks; the results and diagnostics keep the file's order.
    ///
    /// - Parameters:
    ///   - source: The file's checked text.
    ///   - listName: The file's name for messages (`posts.json`).
    ///   - diagnostics: Receives the records' diagnostics, or only the error that rejected the
    ///     file.
    ///   - body: Reads one record with a date parser of its thread, reporting into the
    ///     diagnostics it is given. It runs on several threads at once.
    /// - Returns: What `body` returned for each record, or `nil` when the file was rejected as
    ///   a whole.
    static func read<T: Sendable>(
        _ source: SourceText, listName: String, diagnostics: inout Diagnostics,
        _ body: (LocatedNode, FeedDateParser, inout Diagnostics) -> T?
    ) -> [T]? {
        let bytes = Array(source.text.utf8)
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return [] }
        var reader = JSONStreamReader(bytes: bytes)
        var found = Diagnostics()
        var results: [T] = []
        do {
            guard reader.next == UInt8(ascii: "[") else {
                let root = try reader.value()
                try reader.finish()
                if let duplicate = root.firstDuplicateKey() {
                    diagnostics.append(error(for: duplicate, path: source.path))
                    return nil
                }
                let node = LocatedNode(json: root, path: source.path)
                if node.entries?.isEmpty == true { return [] }
                diagnostics.error(
                    "schema.type",
                    "\(listName) must be a list of records, found \(node.kindDescription)",
                    at: node.location)
                return nil
            }
            try reader.enterArray()
            var batch: [LocatedNode] = []
            while try reader.nextElement() {
                let item = try reader.value()
                if let duplicate = item.firstDuplicateKey() {
                    diagnostics.append(error(for: duplicate, path: source.path))
                    return nil
                }
                batch.append(LocatedNode(json: item, path: source.path))
                if batch.count == 512 {
                    interpret(&batch, into: &results, diagnostics: &found, body)
                }
            }
            interpret(&batch, into: &results, diagnostics: &found, body)
            try reader.finish()
        } catch {
            diagnostics.error(
                "yaml.syntax", "invalid JSON: \(error.message)",
                at: SourceLocation(path: source.path, line: error.line, column: error.column))
            return nil
        }
        diagnostics.merge(found)
        return results
    }

    /// Reads a batch of records in parallel chunks, appending in order; empties the batch.
    private static func interpret<T: Sendable>(
        _ batch: inout [LocatedNode], into results: inout [T], diagnostics: inout Diagnostics,
        _ body: (LocatedNode, FeedDateParser, inout Diagnostics) -> T?
    ) {
        let items = batch
        let chunks = ParallelChunks.map(count: items.count, chunkSize: 64) {
            range -> ([T], Diagnostics) in
            let dates = FeedDateParser()
            var values: [T] = []
            var found = Diagnostics()
            for index in range {
                if let value = body(items[index], dates, &found) { values.append(value) }
            }
            return (values, found)
        }
        for (values, found) in chunks {
            results += values
            diagnostics.merge(found)
        }
        batch.removeAll(keepingCapacity: true)
    }

    /// Yams's error for a duplicate key, at the second occurrence.
    static func error(for duplicate: JSONNode.DuplicateKey, path: String) -> Diagnostic {
        .error(
            "yaml.duplicate-key",
            "duplicate key '\(duplicate.key)' (first written at line \(duplicate.first.line)); later values would silently replace earlier ones",
            at: SourceLocation(
                path: path, line: duplicate.second.line, column: duplicate.second.column))
    }
}
