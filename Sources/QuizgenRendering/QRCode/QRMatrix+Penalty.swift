extension QRMatrix {
    /// The penalty of the symbol by the four rules of ISO/IEC 18004 7.8.3: runs of five or more
    /// modules of one colour in a row or column (3, plus 1 for each module past five), 2 × 2
    /// blocks of one colour (3 each), finder-like 1:1:3:1:1 patterns with four light modules on
    /// one side (40 each; the space outside the symbol counts as light), and the share of dark
    /// modules away from half (10 for each 5 % step).
    func penalty() -> Int {
        var result = 0
        for y in 0..<size { result += linePenalty { modules[y][$0] } }
        for x in 0..<size { result += linePenalty { modules[$0][x] } }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let color = modules[y][x]
                if color == modules[y][x + 1] && color == modules[y + 1][x]
                    && color == modules[y + 1][x + 1]
                {
                    result += 3
                }
            }
        }
        let dark = modules.reduce(0) { $0 + $1.count(where: { $0 }) }
        let total = size * size
        // The smallest k with 45 − 5k ≤ dark% ≤ 55 + 5k.
        let k = (abs(dark * 20 - total * 10) + total - 1) / total - 1
        result += k * 10
        return result
    }

    /// Rules 1 and 3 along one row or column, `module(i)` giving its modules in order.
    private func linePenalty(_ module: (Int) -> Bool) -> Int {
        var result = 0
        var history = FinderHistory(size: size)
        var runColor = false
        var runLength = 0
        for index in 0..<size {
            if module(index) == runColor {
                runLength += 1
                if runLength == 5 {
                    result += 3
                } else if runLength > 5 {
                    result += 1
                }
            } else {
                history.add(runLength)
                if !runColor { result += history.finderPatterns() * 40 }
                runColor = module(index)
                runLength = 1
            }
        }
        result += history.terminate(color: runColor, length: runLength) * 40
        return result
    }
}

/// The lengths of the last seven runs of a line, newest first, to find 1:1:3:1:1 patterns
/// with light space on a side.
private struct FinderHistory {
    let size: Int
    var runs = [Int](repeating: 0, count: 7)

    /// Adds a run; the first run of a line is light and gets the light space before the line.
    mutating func add(_ length: Int) {
        let length = runs[0] == 0 ? length + size : length
        runs.removeLast()
        runs.insert(length, at: 0)
    }

    /// How many finder-like patterns end at the newest light run: dark 1:1:3:1:1 with at least
    /// four light modules before or after.
    func finderPatterns() -> Int {
        let n = runs[1]
        let core = n > 0 && runs[2] == n && runs[3] == n * 3 && runs[4] == n && runs[5] == n
        return (core && runs[0] >= n * 4 && runs[6] >= n ? 1 : 0)
            + (core && runs[6] >= n * 4 && runs[0] >= n ? 1 : 0)
    }

    /// Ends the line: the last run, then the light space after the line.
    mutating func terminate(color: Bool, length: Int) -> Int {
        var length = length
        if color {
            add(length)
            length = 0
        }
        add(length + size)
        return finderPatterns()
    }
}
