/// How the words are cut into shards that each stay under a byte budget.
///
/// Words are grouped by their first letter; a group too big for the budget is split by the next
/// letter, and so on (a trie cut where it gets too big). A group that was split keeps a shard of
/// its own with its most frequent words (its "summary"), for the query words that are that short
/// while the reader types: `t` loads the summary of `t`, `the` loads the shard of `the`. So every
/// query word loads exactly one shard, at most the budget.
struct SearchShardPlan: Sendable {
    /// One shard: its key (the common prefix), whether it holds every word with that prefix
    /// (`complete`) or only the most frequent ones (a summary), and its words.
    struct Shard: Sendable {
        var key: String
        var complete: Bool
        var terms: [SearchTerm]
    }

    /// The shards, in the order their files are numbered.
    private(set) var shards: [Shard] = []

    /// Plans the shards of `terms`, sorted by ``SearchTerm/scalarOrder(_:_:)``.
    init(terms: [SearchTerm], budget: Int, maximumDepth: Int) {
        plan(terms[...], depth: 0, budget: budget, maximumDepth: maximumDepth)
    }

    /// The bytes of a shard holding `terms`: `{` entries joined by `,` `}`.
    static func size<C: Collection>(of terms: C) -> Int where C.Element == SearchTerm {
        terms.reduce(1) { $0 + $1.entry.utf8.count + 1 }
    }

    private mutating func plan(
        _ terms: ArraySlice<SearchTerm>, depth: Int, budget: Int, maximumDepth: Int
    ) {
        guard let first = terms.first else { return }
        let key = String(String.UnicodeScalarView(first.scalars.prefix(depth)))
        if depth > 0, depth >= maximumDepth || Self.size(of: terms) <= budget {
            shards.append(Shard(key: key, complete: true, terms: Array(terms)))
            return
        }
        if depth > 0 {
            shards.append(
                Shard(
                    key: key, complete: false,
                    terms: Self.summary(of: terms, depth: depth, budget: budget)))
        }
        // The words as long as the key are in its summary; the rest go by their next letter.
        var start = terms.startIndex
        while start < terms.endIndex, terms[start].scalars.count <= depth { start += 1 }
        while start < terms.endIndex {
            let letter = terms[start].scalars[depth]
            var end = start + 1
            while end < terms.endIndex, terms[end].scalars[depth] == letter { end += 1 }
            plan(terms[start..<end], depth: depth + 1, budget: budget, maximumDepth: maximumDepth)
            start = end
        }
    }

    /// The most frequent of `terms` that fit in `budget` (the word equal to the prefix always
    /// first), in scalar order.
    static func summary(of terms: ArraySlice<SearchTerm>, depth: Int, budget: Int) -> [SearchTerm] {
        let ranked = terms.sorted { lhs, rhs in
            let lhsExact = lhs.scalars.count == depth
            let rhsExact = rhs.scalars.count == depth
            if lhsExact != rhsExact { return lhsExact }
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            return SearchTerm.scalarOrder(lhs, rhs)
        }
        var chosen: [SearchTerm] = []
        var size = 1
        for term in ranked {
            let next = size + term.entry.utf8.count + 1
            if next > budget { continue }
            chosen.append(term)
            size = next
        }
        return chosen.sorted(by: SearchTerm.scalarOrder)
    }
}
