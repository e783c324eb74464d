import QuizgenCore

/// Reads the records of a quizgen-format list file (`users.json`, `posts.json`,
/// `comments.json`, `messages.json`) one at a time through the project's JSON parser, so a
/// 100,000-post file is never held as one tree.
///
/// The records read as they did when the whole file went through Yams: the same values (see
/// `LocatedNode`), the same locations, an empty file or `{}` is no records, and a key written
/// twice rejects the file with Yams's `yaml.duplicate-key` error. A file rejected as a whole (a
/// syntax error, a duplicate key, a root that is not a list) reports only that error.
enum QuizgenRecordStream {
    /// Hands each record of `source` to `body`, in file order.
    ///
    /// - Parameters:
    ///   - source: The file's checked text.
    ///   - listName: The file's name for messages (`posts.json`).
    ///   - diagnostics: Receives the records' diagnostics, or only the error that rejected the
    ///     file.
    ///   - body: Reads one record, reporting into the diagnostics it is given.
    /// - Returns: `false` when the file was rejected as a whole: whatever `body` built must
    ///   then be dropped.
    static func read(
        _ source: SourceText, listName: String, diagnostics: inout Diagnostics,
        _ body: (LocatedNode, inout Diagnostics) -> Void
    ) -> Bool {
        let bytes = Array(source.text.utf8)
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return true }
        var reader = JSONStreamReader(bytes: bytes)
        var found = Diagnostics()
        do {
            guard reader.next == UInt8(ascii: "[") else {
                let root = try reader.value()
                try reader.finish()
                if let duplicate = root.firstDuplicateKey() {
                    diagnostics.append(error(for: duplicate, path: source.path))
                    return false
                }
                let node = LocatedNode(json: root, path: source.path)
                if node.entries?.isEmpty == true { return true }
                diagnostics.error(
                    "schema.type", "\(listName) must be a list of records, found \(node.kindDescription)",
                    at: node.location)
                return false
            }
            try reader.enterArray()
            while try reader.nextElement() {
                let item = try reader.value()
                if let duplicate = item.firstDuplicateKey() {
                    diagnostics.append(error(for: duplicate, path: source.path))
                    return false
                }
                body(LocatedNode(json: item, path: source.path), &found)
            }
            try reader.finish()
        } catch {
            diagnostics.error(
                "yaml.syntax", "invalid JSON: \(error.message)",
                at: SourceLocation(path: source.path, line: error.line, column: error.column))
            return false
        }
        diagnostics.merge(found)
        return true
    }

    /// Yams's error for a duplicate key, at the second occurrence.
    static func error(for duplicate: JSONNode.DuplicateKey, path: String) -> Diagnostic {
        .error(
            "yaml.duplicate-key",
            "duplicate key '\(duplicate.key)' (first written at line \(duplicate.first.line)); later values would silently replace earlier ones",
            at: SourceLocation(path: path, line: duplicate.second.line, column: duplicate.second.column))
    }
}
