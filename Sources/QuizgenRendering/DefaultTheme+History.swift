extension DefaultTheme {
    /// The history table from the text of `ThemeHistory.tsv`: lines of a file, a SHA-256 and a
    /// commit, separated by tabs; lines starting with `#` are comments.
    static func historyTable(_ text: String) -> [String: [String: String]] {
        var table: [String: [String: String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 3 else { continue }
            table[String(fields[0]), default: [:]][String(fields[1])] = String(fields[2])
        }
        return table
    }
}
