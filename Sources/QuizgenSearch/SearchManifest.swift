/// The parts of a published `search/index.json` that a patch checks and keeps.
struct SearchManifest: Sendable {
    /// One word shard: its key, its file's number, whether it holds every word of its prefix.
    struct Shard: Sendable, Hashable {
        var key: String
        var number: Int
        var complete: Bool
    }

    /// The file as read.
    var bytes: [UInt8]
    /// The index's hash.
    var hash: SearchHash
    /// The number of documents, per document shard, the postings limit and longest word.
    var documents: Int
    var perShard: Int
    var limit: Int
    var maximumLength: Int
    /// The word shards, by number.
    var shards: [Shard]

    /// Reads a manifest the writer wrote; `nil` for anything else.
    init?(bytes: [UInt8]) {
        self.bytes = bytes
        var reader = SearchJSONReader(bytes)
        var hash: SearchHash?
        var numbers: [String: Int] = [:]
        var shards: [Shard] = []
        let read = reader.members { key, reader in
            switch key {
            case "hash":
                hash = reader.string().flatMap { SearchHash(hex: $0) }
                return hash != nil
            case "documents", "per_shard", "limit", "max_length", "version":
                guard let value = reader.integer() else { return false }
                numbers[key] = value
                return true
            case "shards":
                return reader.members { key, reader in
                    guard let pair = reader.integers(), pair.count == 2 else { return false }
                    shards.append(Shard(key: key, number: pair[0], complete: pair[1] == 1))
                    return true
                }
            default: return reader.skipValue()
            }
        }
        guard read, reader.atEnd, bytes.starts(with: SearchIndexWriter.manifestStart.utf8),
            numbers["version"] == 1, let hash,
            let documents = numbers["documents"], let perShard = numbers["per_shard"],
            let limit = numbers["limit"],
            let maximumLength = numbers["max_length"]
        else { return nil }
        shards.sort { $0.number < $1.number }
        guard shards.enumerated().allSatisfy({ $0.offset == $0.element.number }) else { return nil }
        self.hash = hash
        self.documents = documents
        self.perShard = perShard
        self.limit = limit
        self.maximumLength = maximumLength
        self.shards = shards
    }

    /// The manifest with another hash, all else as it was.
    func replacingHash(with hash: SearchHash) -> [UInt8] {
        let start = SearchIndexWriter.manifestStart.utf8.count
        return Array(bytes[..<start]) + Array(hash.hex.utf8) + Array(bytes[(start + 16)...])
    }
}
