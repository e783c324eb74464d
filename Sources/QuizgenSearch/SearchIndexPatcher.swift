import QuizgenCore

/// Updates a published search index for documents whose text changed, writing only the files
/// that change, to the same bytes as ``SearchIndexWriter`` would write for the whole new set.
///
/// A changed document keeps its number (its path, title, kind and date are as they were), so
/// only the words it gained or lost change postings: the patch re-plans the word shards of
/// those words' first letters (read back from the published files), rewrites the shards whose
/// bytes change, the document's row in its document shard, and the manifest's hash. Whenever
/// the result could differ from a clean build's, it returns `nil` and the caller builds in full:
/// a record or file that is missing, damaged or of another build; a document the record does not
/// know; a shard plan that drops a shard (a split group that would fit again, a letter whose
/// last word goes: a patch writes files but removes none); a document leaving a word whose
/// postings were cut at the limit. A new first letter, or a shard over its budget that splits,
/// adds shard files (named by their keys, so no other file moves) and rewrites the manifest.
public struct SearchIndexPatcher: Sendable {
    /// The writer whose sizes the index was made with.
    public var writer: SearchIndexWriter
    /// Where the index lives below the site's root, ending with `/`.
    public var folder: String

    /// The files to replace, and what to append to the word record.
    public struct Patch: Sendable, Hashable {
        /// Changed files of the index (the manifest last), possibly none.
        public var files: [OutputFile]
        /// The update to append to the word record (empty when no file changed).
        public var record: [UInt8]
    }

    /// Creates a patcher.
    ///
    /// - Parameters:
    ///   - writer: The writer's sizes (the defaults unless the index was made otherwise).
    ///   - folder: The index's folder below the site's root.
    public init(writer: SearchIndexWriter = SearchIndexWriter(), folder: String = "search/") {
        self.writer = writer
        self.folder = folder
    }

    /// The files that change when `documents` replace the documents of the same paths.
    ///
    /// - Parameters:
    ///   - documents: The new versions of changed documents (same path, title, kind and date).
    ///   - record: The word record written with the published index, loaded for these
    ///     documents' paths.
    ///   - read: Reads a published file by its path below the site's root.
    /// - Returns: The patch, or `nil` when only a full build can be trusted to be right.
    public func patch(
        _ documents: [SearchDocument], record: SearchWordRecord,
        read: @Sendable (String) async -> [UInt8]?
    ) async -> Patch? {
        guard let manifestBytes = await read(folder + "index.json"),
            let manifest = SearchManifest(bytes: manifestBytes),
            manifest.hash.hex == record.hash, manifest.documents == record.documentCount,
            manifest.perShard == writer.documentsPerShard, manifest.limit == writer.postingsLimit,
            manifest.maximumLength == SearchTokenizer.maximumLength
        else { return nil }
        // Each document's number and the words it gained (true) or lost (false).
        var numbered: [(number: Int, document: SearchDocument)] = []
        var edits: [String: [(number: Int32, added: Bool)]] = [:]
        var newWords: [Int: [String]] = [:]
        for document in documents {
            guard let (number, old) = record.document(at: document.path),
                !numbered.contains(where: { $0.number == number })
            else { return nil }
            numbered.append((number, document))
            let new = SearchIndexWriter.words(of: document)
            let oldSet = Set(old)
            let newSet = Set(new)
            guard oldSet.count == old.count else { return nil }
            for word in newSet.subtracting(oldSet) {
                edits[word, default: []].append((Int32(number), true))
            }
            for word in oldSet.subtracting(newSet) {
                edits[word, default: []].append((Int32(number), false))
            }
            if oldSet != newSet { newWords[number] = new }
        }
        var hash = manifest.hash
        var files: [OutputFile] = []
        var shards = manifest.shards
        var shardsChanged = false
        // Word shards, one first letter at a time: a letter new to the index gets its shards, a
        // group over its budget splits into new ones.
        let letters = Set(edits.keys.compactMap(\.unicodeScalars.first))
        for letter in letters.sorted(by: { $0.value < $1.value }) {
            let group = manifest.shards.filter { $0.key.unicodeScalars.first == letter }
            guard
                let (changed, planned) = await patchGroup(
                    group, edits: edits.filter { $0.key.unicodeScalars.first == letter }, read: read
                )
            else { return nil }
            for (old, new) in changed {
                if let old { hash.remove(path: old.path, contents: old.contents) }
                hash.add(path: new.path, contents: new.contents)
                files.append(new)
            }
            if planned != group {
                shards.removeAll { $0.key.unicodeScalars.first == letter }
                shards += planned
                shardsChanged = true
            }
        }
        if shardsChanged { shards.sort(by: SearchManifest.Shard.order) }
        // Document rows, one document shard at a time.
        for shard in Set(numbered.map { $0.number / manifest.perShard }).sorted() {
            let path = "\(folder)d/\(shard).json"
            guard let old = await read(path),
                let rows = Self.rows(old),
                rows.count == min(manifest.perShard, manifest.documents - shard * manifest.perShard)
            else { return nil }
            var text = rows.map { Array(old[$0]) }
            for (number, document) in numbered where number / manifest.perShard == shard {
                let row = Array(writer.row(document).utf8)
                // The row as it was must be this document's: the same path, title, kind and date.
                guard let excerpt = Self.excerptRange(row),
                    let oldExcerpt = Self.excerptRange(text[number % manifest.perShard]),
                    row[..<excerpt.lowerBound].elementsEqual(
                        text[number % manifest.perShard][..<oldExcerpt.lowerBound]),
                    row[excerpt.upperBound...].elementsEqual(
                        text[number % manifest.perShard][oldExcerpt.upperBound...])
                else { return nil }
                text[number % manifest.perShard] = row
            }
            let contents = [0x5B] + Array(text.joined(separator: [0x2C])) + [0x5D]
            if contents != old {
                hash.remove(path: path, contents: old)
                hash.add(path: path, contents: contents)
                files.append(OutputFile(path: path, contents: contents))
            }
        }
        guard !files.isEmpty else { return Patch(files: [], record: []) }
        files.append(
            OutputFile(
                path: folder + "index.json",
                contents: manifest.replacing(hash: hash, shards: shardsChanged ? shards : nil)))
        return Patch(files: files, record: SearchWordRecord.update(hash: hash.hex, words: newWords))
    }

    /// The byte ranges of the rows of a document shard.
    static func rows(_ bytes: [UInt8]) -> [Range<Int>]? {
        var reader = SearchJSONReader(bytes)
        guard reader.take(0x5B) else { return nil }
        var rows: [Range<Int>] = []
        if !reader.take(0x5D) {
            repeat {
                let start = reader.at
                guard reader.skipValue() else { return nil }
                rows.append(start..<reader.at)
            } while reader.take(0x2C)
            guard reader.take(0x5D) else { return nil }
        }
        return reader.atEnd ? rows : nil
    }

    /// Where the excerpt (the fourth string) of a row is.
    static func excerptRange(_ row: [UInt8]) -> Range<Int>? {
        var reader = SearchJSONReader(row)
        guard reader.take(0x5B) else { return nil }
        for _ in 0..<3 { guard reader.string() != nil, reader.take(0x2C) else { return nil } }
        let start = reader.at
        guard reader.string() != nil else { return nil }
        return start..<reader.at
    }
}
