/// The parts of a published `search/index.json` that a patch checks and keeps.
struct SearchManifest: Sendable {
    /// One word shard: its key, its file's name, whether it holds every word of its prefix.
    struct Shard: Sendable, Hashable {
        var key: String
        var file: String
        var complete: Bool

        /// Whether `lhs` comes before `rhs` in the manifest (and the writer's plan): by the
        /// keys' scalars, a prefix before the keys it starts.
        static func order(_ lhs: Shard, _ rhs: Shard) -> Bool {
            lhs.key.unicodeScalars.lexicographicallyPrecedes(rhs.key.unicodeScalars) {
                $0.value < $1.value
            }
        }
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
    /// The word shards, in the manifest's order.
    var shards: [Shard]
    /// Where the shards' object starts (past `"shards":{`).
    var shardsStart: Int

    /// Reads a manifest the writer wrote; `nil` for anything else.
    init?(bytes: [UInt8]) {
        self.bytes = bytes
        var reader = SearchJSONReader(bytes)
        var hash: SearchHash?
        var numbers: [String: Int] = [:]
        var shards: [Shard] = []
        var shardsStart = 0
        var last = ""
        let read = reader.members { key, reader in
            last = key
            switch key {
            case "hash":
                hash = reader.string().flatMap { SearchHash(hex: $0) }
                return hash != nil
            case "documents", "per_shard", "limit", "max_length", "version":
                guard let value = reader.integer() else { return false }
                numbers[key] = value
                return true
            case "shards":
                shardsStart = reader.at + 1
                return reader.members { key, reader in
                    guard reader.take(0x5B), let file = reader.string(),
                        file == SearchIndexWriter.shardFile(key: key), reader.take(0x2C),
                        let complete = reader.integer(), complete == 0 || complete == 1,
                        reader.take(0x5D)
                    else { return false }
                    shards.append(Shard(key: key, file: file, complete: complete == 1))
                    return true
                }
            default: return reader.skipValue()
            }
        }
        guard read, reader.atEnd, bytes.starts(with: SearchIndexWriter.manifestStart.utf8),
            numbers["version"] == 2, let hash,
            let documents = numbers["documents"], let perShard = numbers["per_shard"],
            let limit = numbers["limit"],
            let maximumLength = numbers["max_length"]
        else { return nil }
        // The writer's order, each key once: the shards' object is the manifest's last member.
        guard shards == shards.sorted(by: Shard.order),
            Set(shards.map(\.file)).count == shards.count,
            last == "shards", bytes.count >= 2, bytes.suffix(2) == [0x7D, 0x7D], shardsStart > 0,
            bytes[shardsStart - 1] == 0x7B
        else { return nil }
        self.shardsStart = shardsStart
        self.hash = hash
        self.documents = documents
        self.perShard = perShard
        self.limit = limit
        self.maximumLength = maximumLength
        self.shards = shards
    }

    /// The manifest with another hash and, when given, other shards (in their order), all else
    /// as it was.
    func replacing(hash: SearchHash, shards: [Shard]? = nil) -> [UInt8] {
        let start = SearchIndexWriter.manifestStart.utf8.count
        var result = Array(bytes[..<start]) + Array(hash.hex.utf8)
        guard let shards else { return result + Array(bytes[(start + 16)...]) }
        result += bytes[(start + 16)..<shardsStart]
        result += Array(
            shards.map { SearchIndexWriter.shardEntry(key: $0.key, complete: $0.complete) }
                .joined(separator: ",").utf8)
        return result + [0x7D, 0x7D]
    }
}
