import Foundation
import QuizgenCore

/// GFM tables held to a width and a number of filled-in cells before cmark-gfm parses them.
///
/// Debian's libcmark-gfm 0.29.0.gfm.6 appends each cell of a row by walking the row's list of
/// cells, and fills every short row up to the header's width with no limit: one row of 20,000
/// columns took 2 s, and a 14 KB table of 2,000 columns over 2,000 one-cell rows 9.7 s and 39 MB
/// of HTML (Benchmarks/pathological.sh). Later cmark-gfm releases stop a table after 0x80000
/// filled-in cells (`MAX_AUTOCOMPLETED_CELLS`); quizgen holds every Markdown text it parses
/// (pages, questions, posts) to tighter limits, in one pass over the text, before cmark sees it:
/// - a table of more than ``maximumColumns`` columns is not a table: its delimiter row gets a
///   `\` before its first `|`, so the rows stay as text;
/// - a row of a table with more than ``maximumColumns`` cells loses the cells past that (cells
///   past the header's width are dropped by GFM anyway);
/// - once a text's tables have been filled in with ``maximumFilledCells`` empty cells, the table
///   ends before the row that would pass it (as the later cmark-gfm does), so the rest is text.
///
/// Fenced code is left alone. A text with no `|` is returned as it is without a scan.
public enum MarkdownTableLimits {
    /// The widest table kept: far more than any page or question needs.
    public static let maximumColumns = 512
    /// The empty cells that short rows may be filled in with, over a whole text.
    public static let maximumFilledCells = 100_000

    /// One change, at a 1-based line of the text.
    public struct Change: Equatable, Sendable {
        public let line: Int
        public let message: String
    }

    /// The text held to the limits, and what was changed; `changes` is empty and `text` the
    /// same when every table is within them.
    public static func bounded(_ text: String) -> (text: String, changes: [Change]) {
        let hasPipe =
            text.utf8.withContiguousStorageIfAvailable { buffer in
                guard let base = buffer.baseAddress else { return false }
                return memchr(base, 0x7C, buffer.count) != nil
            } ?? text.utf8.contains(0x7C)
        guard hasPipe else { return (text, []) }
        var scan = Scan(Array(text.utf8))
        scan.run()
        guard !scan.changes.isEmpty else { return (text, []) }
        return (String(decoding: scan.output, as: UTF8.self), scan.changes)
    }

    /// Warnings for `markdown` (the body of `path` from `line`), one per change.
    public static func check(
        _ markdown: String, path: String, line: Int, into diagnostics: inout Diagnostics
    ) {
        for change in bounded(markdown).changes {
            diagnostics.warning(
                "markdown.table-limit", change.message,
                at: SourceLocation(path: path, line: line + change.line - 1, column: 1))
        }
    }

    private static let pipe = UInt8(ascii: "|")
    private static let backslash = UInt8(ascii: "\\")

    /// The pass over the lines of a text with at least one `|`.
    struct Scan {
        let bytes: [UInt8]
        var output: [UInt8] = []
        var changes: [Change] = []
        /// The open fence's character and length.
        var fence: (UInt8, Int)?
        /// The width of the table being read.
        var columns: Int?
        var filled = 0
        var filledStopped = false
        /// The previous line's content range (after `>` and indentation), if it was not blank.
        var previous: Range<Int>?

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            output.reserveCapacity(bytes.count + 16)
        }

        mutating func run() {
            var start = 0
            var number = 1
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                line(start..<end, number: number)
                if end < bytes.count { output.append(UInt8(ascii: "\n")) }
                start = end + 1
                number += 1
            }
        }

        /// Reads one line (without its `\n`) and writes it, changed or not, to `output`.
        mutating func line(_ whole: Range<Int>, number: Int) {
            var lower = whole.lowerBound
            while lower < whole.upperBound, Self.isBlank(bytes[lower]) || bytes[lower] == 0x3E {
                lower += 1
            }
            var upper = whole.upperBound
            while upper > lower, Self.isBlank(bytes[upper - 1]) || bytes[upper - 1] == 0x0D {
                upper -= 1
            }
            let content = lower..<upper
            defer { previous = content.isEmpty || fence != nil ? nil : content }
            if let (mark, length) = fence {
                if run(of: mark, at: content) >= length,
                    bytes[content].allSatisfy({ $0 == mark })
                {
                    fence = nil
                }
                output.append(contentsOf: bytes[whole])
                return
            }
            for mark in [UInt8(ascii: "`"), UInt8(ascii: "~")] where run(of: mark, at: content) >= 3
            {
                fence = (mark, run(of: mark, at: content))
                columns = nil
                output.append(contentsOf: bytes[whole])
                return
            }
            if content.isEmpty {
                columns = nil
                output.append(contentsOf: bytes[whole])
                return
            }
            if let width = columns {
                row(whole, content: content, width: width, number: number)
                return
            }
            if let header = previous, isDelimiterRow(content) {
                let width = cells(in: content)
                if width == cells(in: header) {
                    if width > maximumColumns {
                        let first = bytes[content].firstIndex(of: pipe)!
                        output.append(contentsOf: bytes[whole.lowerBound..<first])
                        output.append(backslash)
                        output.append(contentsOf: bytes[first..<whole.upperBound])
                        changes.append(
                            Change(
                                line: number,
                                message:
                                    "a table of \(width) columns is kept as text: quizgen makes tables of at most \(maximumColumns) columns"
                            ))
                        return
                    }
                    columns = width
                }
            }
            output.append(contentsOf: bytes[whole])
        }

        /// A body row of a table `width` columns wide.
        mutating func row(_ whole: Range<Int>, content: Range<Int>, width: Int, number: Int) {
            let count = cells(in: content)
            if count > maximumColumns {
                // Cut after the pipe that ends the last cell kept.
                var seen = 0
                var cut = content.upperBound
                for index in content where isSeparator(at: index) {
                    seen += 1
                    if seen > maximumColumns {
                        cut = index + 1
                        break
                    }
                }
                output.append(contentsOf: bytes[whole.lowerBound..<cut])
                changes.append(
                    Change(
                        line: number,
                        message:
                            "a table row of \(count) cells is cut after \(maximumColumns): quizgen makes tables of at most \(maximumColumns) columns"
                    ))
                return
            }
            if count < width {
                filled += width - count
                if filled > maximumFilledCells {
                    // A blank line ends the table; this row and the rest are text.
                    output.append(UInt8(ascii: "\n"))
                    columns = nil
                    if !filledStopped {
                        filledStopped = true
                        changes.append(
                            Change(
                                line: number,
                                message:
                                    "the table ends before this row: its short rows would be filled in with more than \(maximumFilledCells) empty cells"
                            ))
                    }
                }
            }
            output.append(contentsOf: bytes[whole])
        }

        /// A space or a tab.
        static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

        /// How many times `mark` repeats at the start of `range`.
        func run(of mark: UInt8, at range: Range<Int>) -> Int {
            var index = range.lowerBound
            while index < range.upperBound, bytes[index] == mark { index += 1 }
            return index - range.lowerBound
        }

        /// A `|` not escaped by a `\`.
        func isSeparator(at index: Int) -> Bool {
            bytes[index] == pipe && (index == 0 || bytes[index - 1] != backslash)
        }

        /// The cells of a row: its separators, less a leading and a trailing one.
        func cells(in range: Range<Int>) -> Int {
            var separators = 0
            for index in range where isSeparator(at: index) { separators += 1 }
            var count = separators + 1
            if isSeparator(at: range.lowerBound) { count -= 1 }
            if range.count > 1, isSeparator(at: range.upperBound - 1) { count -= 1 }
            return max(count, 1)
        }

        /// Only `|`, `-`, `:` and blanks, with a `|` and a `-`.
        func isDelimiterRow(_ range: Range<Int>) -> Bool {
            var pipes = false
            var dashes = false
            for byte in bytes[range] {
                switch byte {
                case pipe: pipes = true
                case UInt8(ascii: "-"): dashes = true
                case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): break
                default: return false
                }
            }
            return pipes && dashes
        }
    }
}
