import Synchronization

/// Finds the nearest known name for a misspelt one ("did you mean 'weight'?").
public enum Suggestion {
    /// The candidate nearest to `name`, if it is close enough to be a likely typo.
    ///
    /// - Parameters:
    ///   - name: What the user wrote.
    ///   - candidates: The names that would have been accepted.
    /// - Returns: The closest candidate within an edit distance of about a third of its length.
    public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        // The same unknown key is usually written on many pages (a Hugo site's `tags` with
        // taxonomies off): its answer is remembered, not measured again on every page.
        let candidates = Array(candidates)
        var key = name
        for candidate in candidates {
            key.append("\u{0}")
            key.append(candidate)
        }
        if let known = memo.withLock({ $0[key] }) { return known }
        let found = measureNearest(to: name, in: candidates)
        memo.withLock { memo in
            if memo.count >= 1_024 { memo.removeAll() }
            memo[key] = .some(found)
        }
        return found
    }

    /// Answers already given, by name and candidates.
    private static let memo = Mutex<[String: String?]>([:])

    private static func measureNearest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        let loweredCount = lowered.count
        var best: (String, Int)?
        for candidate in candidates.sorted() {
            let candidateLowered = candidate.lowercased()
            let distance = editDistance(lowered, candidateLowered)
            let limit = max(2, candidate.count / 3)
            let isPrefix = loweredCount >= 3 && candidateLowered.hasPrefix(lowered)
            if distance <= limit || isPrefix, best.map({ distance < $0.1 }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// `"; did you mean 'x'?"` or the empty string.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance between two strings, by characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        // ASCII without carriage returns: a byte is a character (a page's unknown key is
        // measured against every known key, on every page that has it).
        let plain = { (text: String) in text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
        if plain(a), plain(b) { return distance(Array(a.utf8), Array(b.utf8)) }
        return distance(Array(a), Array(b))
    }

    private static func distance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
