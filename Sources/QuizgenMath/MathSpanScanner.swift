#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the formulas in Markdown source: `$…$`, `$$…$$`, `\(…\)` and `\[…\]`.
///
/// Dollars follow Pandoc's `tex_math_dollars` rules, so prices in prose stay text: an opening `$`
/// needs a non-space character right after it, a closing `$` a non-space character right before
/// it and no digit right after it (`$5 and $10` is text). `\$` is a dollar sign. Inline math stays
/// on one line; display math may span lines but never a blank line; no formula reaches across a
/// backtick. Code spans and fenced code blocks are skipped; what an indented code block holds is
/// put back by the renderer.
public enum MathSpanScanner {
    /// Whether `text` may hold a formula at all: the cheap test that keeps math free for pages
    /// without any.
    public static func mayContainMath(_ text: String) -> Bool {
        // Called for every page more than once: memchr finds most pages free of both `$` and `\`
        // without a loop over their bytes.
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            if memchr(base, 0x24, bytes.count) != nil { return true }
            guard memchr(base, 0x5C, bytes.count) != nil else { return false }
            return backslashFormula(bytes)
        }
    }

    /// Whether `bytes` hold `\(…\)` or `\[…\]`.
    static func backslashFormula(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // `\(` or `\[` alone is common in code (Swift's "\(x)" interpolation, regexes); a formula
        // needs its closing `\)` or `\]` after it. Only the bytes after backslashes are read,
        // each backslash found with `memchr` (a byte at a time, three times a page, was 1.5 % of
        // a build's CPU).
        guard let base = bytes.baseAddress else { return false }
        if memchr(base, 0x24, bytes.count) != nil { return true }
        var openedParen = false
        var openedBracket = false
        var position = 0
        while position < bytes.count,
            let found = memchr(base + position, 0x5C, bytes.count - position)
        {
            let slash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard slash + 1 < bytes.count else { return false }
            switch base[slash + 1] {
            case UInt8(ascii: "("): openedParen = true
            case UInt8(ascii: "["): openedBracket = true
            case UInt8(ascii: ")") where openedParen: return true
            case UInt8(ascii: "]") where openedBracket: return true
            default: break  // an escaped backslash escapes nothing after it: both are passed
            }
            position = slash + 2
        }
        return false
    }

    /// The formulas in `markdown`, in order.
    public static func spans(in markdown: String) -> [MathSpan] {
        guard mayContainMath(markdown) else { return [] }
        var scanner = Scanner(Array(markdown.unicodeScalars))
        return scanner.scan()
    }

    struct Scanner {
        let s: [Unicode.Scalar]
        var lineStarts: [Int] = [0]
        var spans: [MathSpan] = []

        init(_ scalars: [Unicode.Scalar]) {
            self.s = scalars
            for (index, c) in scalars.enumerated() where c == "\n" { lineStarts.append(index + 1) }
        }

        func at(_ index: Int) -> Unicode.Scalar? { index >= 0 && index < s.count ? s[index] : nil }

        static func isSpace(_ c: Unicode.Scalar?) -> Bool {
            guard let c else { return true }
            return c == " " || c == "\t" || c == "\n" || c == "\r"
        }

        /// Whether the line starting after the newline at `index` is blank.
        func blankLineFollows(_ index: Int) -> Bool {
            var k = index + 1
            while let c = at(k), c != "\n" {
                if c != " " && c != "\t" && c != "\r" { return false }
                k += 1
            }
            return true
        }

        /// The end of the line holding `index` (the newline's index, or the text's end).
        func lineEnd(_ index: Int) -> Int {
            var k = index
            while let c = at(k), c != "\n" { k += 1 }
            return k
        }

        mutating func scan() -> [MathSpan] {
            var i = 0
            var fence: (mark: Unicode.Scalar, count: Int)?
            var atLineStart = true
            while i < s.count {
                if atLineStart {
                    atLineStart = false
                    var j = i
                    while let c = at(j), c == " " || c == "\t" || c == ">" { j += 1 }
                    var run = 0
                    if let mark = at(j), mark == "`" || mark == "~" {
                        while at(j + run) == mark { run += 1 }
                        if run >= 3 {
                            if let open = fence {
                                if mark == open.mark, run >= open.count { fence = nil }
                            } else {
                                fence = (mark, run)
                            }
                            i = lineEnd(i)
                            continue
                        }
                    }
                    if fence != nil {
                        i = lineEnd(i)
                        continue
                    }
                }
                let c = s[i]
                switch c {
                case "\n":
                    atLineStart = true
                    i += 1
                case "\\":
                    if let next = at(i + 1), next == "(" || next == "[",
                        let end = closeBackslash(from: i + 2, display: next == "[")
                    {
                        add(
                            from: i, texStart: i + 2, texEnd: end, to: end + 2, display: next == "["
                        )
                        i = end + 2
                    } else {
                        i += at(i + 1) == "\n" ? 1 : 2
                    }
                case "`":
                    var run = 0
                    while at(i + run) == "`" { run += 1 }
                    i = closeCode(from: i + run, run: run) ?? (i + run)
                case "$":
                    if at(i + 1) == "$" {
                        if let end = closeDisplayDollars(from: i + 2) {
                            add(from: i, texStart: i + 2, texEnd: end, to: end + 2, display: true)
                            i = end + 2
                        } else {
                            i += 2
                        }
                    } else if !Self.isSpace(at(i + 1)), let end = closeDollar(from: i + 1) {
                        add(from: i, texStart: i + 1, texEnd: end, to: end + 1, display: false)
                        i = end + 1
                    } else {
                        i += 1
                    }
                default:
                    i += 1
                }
            }
            return spans
        }

        mutating func add(from start: Int, texStart: Int, texEnd: Int, to end: Int, display: Bool) {
            let line = (lineStarts.lastIndex { $0 <= texStart } ?? 0)
            let tex = String(String.UnicodeScalarView(s[texStart..<texEnd]))
            spans.append(
                MathSpan(
                    range: start..<end, tex: tex, display: display, line: line + 1,
                    column: texStart - lineStarts[line] + 1))
        }

        /// The index of the closing `\)` or `\]`.
        func closeBackslash(from start: Int, display: Bool) -> Int? {
            var k = start
            let close: Unicode.Scalar = display ? "]" : ")"
            while let c = at(k) {
                if c == "\n", !display || blankLineFollows(k) { return nil }
                if c == "\\" {
                    if at(k + 1) == close { return k > start ? k : nil }
                    k += 2
                    continue
                }
                k += 1
            }
            return nil
        }

        /// The index of the closing `$$`.
        func closeDisplayDollars(from start: Int) -> Int? {
            var k = start
            while let c = at(k), c != "`" {
                if c == "\n", blankLineFollows(k) { return nil }
                if c == "\\" {
                    k += 2
                    continue
                }
                if c == "$" { return at(k + 1) == "$" && k > start ? k : nil }
                k += 1
            }
            return nil
        }

        /// The index of a closing `$` by Pandoc's rules, on the same line.
        func closeDollar(from start: Int) -> Int? {
            var k = start
            while let c = at(k), c != "\n", c != "`" {
                if c == "\\" {
                    k += 2
                    continue
                }
                if c == "$" {
                    if !Self.isSpace(at(k - 1)),
                        !(at(k + 1).map { ("0"..."9").contains($0) } ?? false)
                    {
                        return k
                    }
                }
                k += 1
            }
            return nil
        }

        /// The index after the code span's closing backticks, if the span closes.
        func closeCode(from start: Int, run: Int) -> Int? {
            var k = start
            while let c = at(k) {
                if c == "\n", blankLineFollows(k) { return nil }
                if c == "`" {
                    var length = 0
                    while at(k + length) == "`" { length += 1 }
                    if length == run { return k + length }
                    k += length
                    continue
                }
                k += 1
            }
            return nil
        }
    }
}
