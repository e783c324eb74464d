/// Finds the nearest known name for a misspelt one ("did you mean 'weight'?").
public enum Suggestion {
    /// The candidate nearest to `name`, if it is close enough to be a likely typo.
    ///
    /// - Parameters:
    ///   - name: What the user wrote.
    ///   - candidates: The names that would have been accepted.
    /// - Returns: The closest candidate within an edit distance of about a third of its length.
    public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        // A Hugo site with taxonomies off writes the same unknown key (`tags`) on every page, so
        // this runs once per page: ASCII names are measured over their bytes, lowercased as
        // they are read, and a candidate whose length alone puts it out of reach is not
        // measured.
        let lowered = name.lowercased()
        let loweredBytes = isPlain(lowered) ? Array(lowered.utf8) : nil
        let loweredCount = loweredBytes?.count ?? lowered.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let measured =
                loweredBytes.flatMap { name in
                    candidate.utf8.withContiguousStorageIfAvailable { bytes in
                        measureASCII(name, against: bytes)
                    } ?? nil
                } ?? measure(lowered, count: loweredCount, against: candidate)
            guard let distance = measured else { continue }
            // The nearest; of equally near ones, the first in sorted order.
            if let current = best,
                current.distance < distance
                    || (current.distance == distance && current.candidate <= candidate)
            {
                continue
            }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The distance from `lowered` to `candidate` when it is within the candidate's limit or the
    /// candidate begins with `lowered`; `nil` otherwise.
    private static func measure(
        _ lowered: String, count loweredCount: Int, against candidate: String
    )
        -> Int?
    {
        let candidateLowered = candidate.lowercased()
        let isPrefix = loweredCount >= 3 && candidateLowered.hasPrefix(lowered)
        let limit = max(2, candidate.count / 3)
        // The distance is at least the difference of the lengths.
        if !isPrefix, abs(candidateLowered.count - loweredCount) > limit { return nil }
        let distance = editDistance(lowered, candidateLowered)
        return distance <= limit || isPrefix ? distance : nil
    }

    /// `measure` over bytes, for a plain lowered name; `nil` also when `candidate` is not plain
    /// (then `measure` answers).
    private static func measureASCII(_ name: [UInt8], against candidate: UnsafeBufferPointer<UInt8>)
        -> Int??
    {
        guard candidate.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        let lower = { (byte: UInt8) in byte &- 0x41 < 26 ? byte | 0x20 : byte }
        let isPrefix =
            name.count >= 3 && candidate.count >= name.count
            && name.indices.allSatisfy { lower(candidate[$0]) == name[$0] }
        let limit = max(2, candidate.count / 3)
        if !isPrefix, abs(candidate.count - name.count) > limit { return .some(nil) }
        let distance = name.withUnsafeBufferPointer { name in
            Self.distance(name, candidate.lazy.map(lower), giveUpAbove: isPrefix ? nil : limit)
        }
        return .some(distance <= limit || isPrefix ? distance : nil)
    }

    /// ASCII without carriage returns: a byte is a character.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// `"; did you mean 'x'?"` or the empty string.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance between two strings, by characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        // ASCII without carriage returns: a byte is a character (a page's unknown key is
        // measured against every known key, on every page that has it).
        if isPlain(a), isPlain(b),
            let bytes = a.utf8.withContiguousStorageIfAvailable({ a in
                b.utf8.withContiguousStorageIfAvailable { b in distance(a, b) }
            }) ?? nil
        {
            return bytes
        }
        return distance(Array(a), Array(b))
    }

    /// Levenshtein distance over two rows kept on the stack; past `bound`, any distance over it
    /// (a row's smallest entry never decreases further down).
    private static func distance<A: RandomAccessCollection, B: RandomAccessCollection>(
        _ a: A, _ b: B, giveUpAbove bound: Int? = nil
    ) -> Int where A.Element: Equatable, B.Element == A.Element, A.Index == Int, B.Index == Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { rows in
            guard var previous = rows.baseAddress else { return 0 }
            var current = previous + width
            for j in 0..<width { previous[j] = j }
            for i in 1...a.count {
                current[0] = i
                let left = a[a.startIndex + i - 1]
                var smallest = i
                for j in 1..<width {
                    let cost = left == b[b.startIndex + j - 1] ? 0 : 1
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    smallest = min(smallest, current[j])
                }
                if let bound, smallest > bound { return smallest }
                swap(&previous, &current)
            }
            return previous[b.count]
        }
    }
}
