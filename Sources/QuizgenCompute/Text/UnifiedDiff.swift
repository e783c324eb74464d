/// A line-based unified diff (`diff -u`) between two texts, as `patch` and `git apply` read it.
public enum UnifiedDiff {
    enum Edit: Equatable {
        case same(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// The unified diff from `old` to `new`, or the empty string when they are equal.
    ///
    /// - Parameters:
    ///   - old: The original text.
    ///   - new: The changed text.
    ///   - oldLabel: The `---` line's name.
    ///   - newLabel: The `+++` line's name.
    ///   - context: Unchanged lines shown around each change.
    /// - Returns: `--- old`, `+++ new` and the hunks, each line ending in `\n`.
    public static func diff(
        _ old: String, _ new: String, oldLabel: String, newLabel: String, context: Int = 3
    ) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        // A last line without a newline differs from the same text with one, as in `diff`.
        let edits = script(a.map(\.key), b.map(\.key))
        var out = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(edits, context: context) {
            let slice = edits[hunk]
            let (oldBefore, newBefore) = counts(edits[..<hunk.lowerBound])
            let (oldCount, newCount) = counts(slice)
            out += "@@ -\(range(oldBefore, oldCount)) +\(range(newBefore, newCount)) @@\n"
            for edit in slice {
                switch edit {
                case .same(let i, _): out += " " + a[i].text + "\n" + marker(a[i])
                case .delete(let i): out += "-" + a[i].text + "\n" + marker(a[i])
                case .insert(let j): out += "+" + b[j].text + "\n" + marker(b[j])
                }
            }
        }
        return out
    }

    struct Line {
        var text: Substring
        var endsWithNewline: Bool
        var key: Substring { endsWithNewline ? text : text + "\u{0}" }
    }

    static func lines(_ text: String) -> [Line] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Line(text: $0, endsWithNewline: true)
        }
        if result.last?.text.isEmpty == true {
            result.removeLast()
        } else if !result.isEmpty {
            result[result.count - 1].endsWithNewline = false
        }
        return result
    }

    static func marker(_ line: Line) -> String {
        line.endsWithNewline ? "" : "\\ No newline at end of file\n"
    }

    /// `start,count` of a hunk side; an empty side names the line before it, as `diff -u` does.
    static func range(_ before: Int, _ count: Int) -> String {
        count == 0 ? "\(before),0" : "\(before + 1),\(count)"
    }

    /// How many old and new lines `edits` hold.
    static func counts(_ edits: ArraySlice<Edit>) -> (old: Int, new: Int) {
        var old = 0
        var new = 0
        for edit in edits {
            switch edit {
            case .same:
                old += 1
                new += 1
            case .delete: old += 1
            case .insert: new += 1
            }
        }
        return (old, new)
    }

    /// The shortest edit script by longest common subsequence, after the common ends are cut.
    static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
            a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        { suffix += 1 }
        let n = a.count - prefix - suffix
        let m = b.count - prefix - suffix
        // lcs[i][j]: the LCS length of a[prefix + i ..< n] and b[prefix + j ..< m], flattened.
        var lcs = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        if n > 0, m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i * (m + 1) + j] =
                        a[prefix + i] == b[prefix + j]
                        ? lcs[(i + 1) * (m + 1) + j + 1] + 1
                        : max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1])
                }
            }
        }
        var edits = (0..<prefix).map { Edit.same($0, $0) }
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[prefix + i] == b[prefix + j] {
                edits.append(.same(prefix + i, prefix + j))
                i += 1
                j += 1
            } else if j < m, i == n || lcs[i * (m + 1) + j + 1] >= lcs[(i + 1) * (m + 1) + j] {
                edits.append(.insert(prefix + j))
                j += 1
            } else {
                edits.append(.delete(prefix + i))
                i += 1
            }
        }
        // Deletions before insertions within a run of changes, as diff prints them.
        edits += (0..<suffix).map { .same(a.count - suffix + $0, b.count - suffix + $0) }
        return reorder(edits)
    }

    static func reorder(_ edits: [Edit]) -> [Edit] {
        var result: [Edit] = []
        var deletes: [Edit] = []
        var inserts: [Edit] = []
        func flush() {
            result += deletes + inserts
            deletes = []
            inserts = []
        }
        for edit in edits {
            switch edit {
            case .same:
                flush()
                result.append(edit)
            case .delete: deletes.append(edit)
            case .insert: inserts.append(edit)
            }
        }
        flush()
        return result
    }

    /// Index ranges of `edits`, each a change with up to `context` unchanged lines around it,
    /// merged where they touch.
    static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, edit) in edits.enumerated() {
            if case .same = edit { continue }
            let range = max(0, index - context)..<min(edits.count, index + context + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }
}
