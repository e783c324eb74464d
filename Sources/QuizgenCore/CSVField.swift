import Foundation

/// The one way quizgen writes a CSV cell: RFC 4180 quoting, and a cell a spreadsheet would run
/// as a formula (OWASP's CSV injection) neutralised with a leading `'`.
public enum CSVField {
    /// `text` as one cell.
    ///
    /// A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with
    /// `'` unless it is a number (`-1.5` stays a number); a cell holding a comma, a quote or a
    /// line break is quoted, its quotes doubled. Works on Unicode scalars, so `\r\n` (one
    /// Character) is seen as a line break.
    ///
    /// - Parameter text: The cell's value.
    /// - Returns: The cell as written in the file.
    public static func cell(_ text: String) -> String {
        var text = text
        if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
            Double(text) == nil
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
}
