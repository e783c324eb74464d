import QuizgenCore

extension SearchIndexPatcher {
    /// A word read back from a shard: its count, its entry's text, and (for a word that changes)
    /// its documents as kept.
    struct ReadTerm {
        var count: Int
        var entry: String
        var documents: [Int32]?
    }

    /// Re-plans the word shards of one first letter (`group`, in the manifest's order, empty for
    /// a letter new to the index) with `edits` applied, and returns each file whose bytes change
    /// (old and new; a new shard has no old file) and the letter's shards as planned.
    ///
    /// - Returns: The changed files and shards, or `nil` when a file is missing or damaged, the
    ///   new plan drops one of the letter's shards (a patch removes no file), or a removal
    ///   cannot be made exactly.
    func patchGroup(
        _ group: [SearchManifest.Shard], edits: [String: [(number: Int32, added: Bool)]],
        read: @Sendable (String) async -> [UInt8]?
    ) async -> (changed: [(old: OutputFile?, new: OutputFile)], shards: [SearchManifest.Shard])? {
        let limit = writer.postingsLimit
        var olds: [String: OutputFile] = [:]
        var terms: [String: ReadTerm] = [:]
        for shard in group {
            let path = "\(folder)t/\(shard.file).json"
            guard let bytes = await read(path),
                Self.readTerms(bytes, limit: limit, decoding: edits, into: &terms)
            else { return nil }
            olds[shard.file] = OutputFile(path: path, contents: bytes)
        }
        for (word, changes) in edits {
            var term = terms[word] ?? ReadTerm(count: 0, entry: "", documents: [])
            guard var documents = term.documents else { return nil }
            for (number, added) in changes.sorted(by: { $0.number < $1.number }) {
                let kept = documents.firstIndex(of: number)
                if added {
                    guard kept == nil else { return nil }
                    // Kept when the list is not full or it comes before the last kept document.
                    if term.count < limit || number < (documents.last ?? -1) {
                        documents.insert(
                            number, at: documents.firstIndex { $0 > number } ?? documents.endIndex)
                        if documents.count > limit { documents.removeLast() }
                    }
                    term.count += 1
                } else {
                    if let kept {
                        // The document after the cut would take its place: unknown here.
                        guard term.count <= limit else { return nil }
                        documents.remove(at: kept)
                    } else {
                        guard term.count > limit, number > (documents.last ?? Int32.max) else {
                            return nil
                        }
                    }
                    term.count -= 1
                }
            }
            term.documents = documents
            terms[word] = term
        }
        let list = terms.compactMap { word, term -> SearchTerm? in
            guard term.count > 0 else { return nil }
            if edits[word] != nil, let documents = term.documents {
                return SearchTerm(word: word, count: term.count, documents: documents, limit: limit)
            }
            return SearchTerm(word: word, count: term.count, entry: term.entry)
        }.sorted(by: SearchTerm.scalarOrder)
        let plan = SearchShardPlan(
            terms: list, budget: writer.shardBudget, maximumDepth: SearchTokenizer.maximumLength)
        let planned = plan.shards.map {
            SearchManifest.Shard(
                key: $0.key, file: SearchIndexWriter.shardFile(key: $0.key), complete: $0.complete)
        }
        // A shard the new plan does not have would have to be removed: a full build.
        let kept = Set(planned.map(\.file))
        guard group.allSatisfy({ kept.contains($0.file) }) else { return nil }
        var changed: [(old: OutputFile?, new: OutputFile)] = []
        for (shard, entry) in zip(plan.shards, planned) {
            let body = Array(("{" + shard.terms.map(\.entry).joined(separator: ",") + "}").utf8)
            let path = "\(folder)t/\(entry.file).json"
            if let old = olds[entry.file] {
                if body != old.contents {
                    changed.append((old, OutputFile(path: path, contents: body)))
                }
            } else {
                changed.append((nil, OutputFile(path: path, contents: body)))
            }
        }
        return (changed, planned)
    }

    /// Reads the words of a word shard into `terms` (a word in a summary and in its own shard is
    /// read once), decoding the documents of the words in `decoding`.
    ///
    /// - Returns: `false` when the shard is damaged or disagrees with another.
    static func readTerms(
        _ bytes: [UInt8], limit: Int, decoding: [String: [(number: Int32, added: Bool)]],
        into terms: inout [String: ReadTerm]
    ) -> Bool {
        var reader = SearchJSONReader(bytes)
        guard reader.take(0x7B) else { return false }
        if !reader.take(0x7D) {
            repeat {
                let start = reader.at
                guard let word = reader.string(), reader.take(0x3A), let values = reader.integers(),
                    let count = values.first,
                    values.count - 1 == min(count, limit)
                else { return false }
                let entry = String(decoding: bytes[start..<reader.at], as: UTF8.self)
                if let known = terms[word] {
                    guard known.entry == entry else { return false }
                    continue
                }
                var documents: [Int32]?
                if decoding[word] != nil {
                    var list: [Int32] = []
                    var previous = -1
                    for (index, value) in values.dropFirst().enumerated() {
                        let number = index == 0 ? value : previous + value
                        guard number > previous, number <= Int(Int32.max) else { return false }
                        list.append(Int32(number))
                        previous = number
                    }
                    documents = list
                }
                terms[word] = ReadTerm(count: count, entry: entry, documents: documents)
            } while reader.take(0x2C)
            guard reader.take(0x7D) else { return false }
        }
        return reader.atEnd
    }
}
