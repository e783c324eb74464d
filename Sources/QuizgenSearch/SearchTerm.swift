/// One word of the index with the documents that hold it, encoded as it is written in a shard.
struct SearchTerm: Sendable, Hashable {
    /// The folded word.
    var word: String
    /// Its Unicode scalars (shard keys are prefixes of these).
    var scalars: [Unicode.Scalar]
    /// In how many documents it occurs.
    var count: Int
    /// `"word":[count,first,gap,gap,…]`, at most the writer's limit of documents, first ones
    /// first.
    var entry: String

    /// Encodes `word` with its ascending document numbers, keeping the first `limit`.
    init(word: String, documents: [Int32], limit: Int) {
        self.init(word: word, count: documents.count, documents: documents, limit: limit)
    }

    /// Encodes `word`, found in `count` documents of which `documents` are the first (ascending),
    /// keeping the first `limit` of those.
    init(word: String, count: Int, documents: [Int32], limit: Int) {
        self.word = word
        self.scalars = Array(word.unicodeScalars)
        self.count = count
        var entry = SearchJSON.string(word) + ":[" + String(count)
        var previous: Int32 = 0
        for (index, document) in documents.prefix(limit).enumerated() {
            entry += "," + String(index == 0 ? document : document - previous)
            previous = document
        }
        self.entry = entry + "]"
    }

    /// A term as read back from a shard: `entry` is its text there, unchanged.
    init(word: String, count: Int, entry: String) {
        self.word = word
        self.scalars = Array(word.unicodeScalars)
        self.count = count
        self.entry = entry
    }

    /// Orders terms by their scalars, so that every prefix's terms are one run.
    static func scalarOrder(_ lhs: SearchTerm, _ rhs: SearchTerm) -> Bool {
        lhs.scalars.lexicographicallyPrecedes(rhs.scalars) { $0.value < $1.value }
    }
}
