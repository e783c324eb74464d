import Foundation

/// The one way quizgen writes a CSV cell: RFC 4180 quoting, and a cell a spreadsheet would run
/// as a formula (OWASP's CSV injection) neutralised with a leading `'`.
public enum CSVField {
    /// `text` as one cell.
    ///
    /// A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with
    /// `'` unless it is a plain decimal number as quizgen writes them (`-1.5` stays a number;
    /// `-inf`, `-nan` or `-0x1p3`, which `Double` reads but a spreadsheet does not, are text);
    /// a cell holding a comma, a quote or a line break is quoted, its quotes doubled. Works on
    /// Unicode scalars, so `\r\n` (one Character) is seen as a line break.
    ///
    /// - Parameter text: The cell's value.
    /// - Returns: The cell as written in the file.
    public static func cell(_ text: String) -> String {
        var text = text
        if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
            !isDecimal(text)
        {
            text = "'" + text
        }
        guard
            text.unicodeScalars.contains(where: {
                $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r"
            })
        else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Whether `text` is a sign, digits and at most one `.` between digits (`-1.5`, `+3`).
    static func isDecimal(_ text: String) -> Bool {
        let body = text.utf8.dropFirst()
        let parts = body.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard let sign = text.utf8.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"),
            (1...2).contains(parts.count)
        else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty
                && part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
    }
}
