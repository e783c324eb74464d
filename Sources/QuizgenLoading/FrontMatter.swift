import QuizgenCore

/// Splits a Markdown file into YAML front matter and body.
public struct FrontMatter: Sendable {
    /// The front matter's YAML text (without the `---` fences), or `nil` when there is none.
    public var yaml: String?
    /// The Markdown body.
    public var body: String
    /// The 1-based line where the body starts.
    public var bodyLine: Int

    /// Splits `text`. Front matter starts with `---` on the first line and ends at the next line
    /// that is exactly `---` or `...`.
    ///
    /// - Returns: The parts, or `nil` when an opening fence is never closed.
    public static func split(_ text: String) -> FrontMatter? {
        guard text.hasPrefix("---\n") || text == "---" else {
            return FrontMatter(yaml: nil, body: text, bodyLine: 1)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeFirst()
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingTrailingSpaces
            if trimmed == "---" || trimmed == "..." {
                let yaml = lines[..<index].joined(separator: "\n")
                let body = lines[(index + 1)...].joined(separator: "\n")
                return FrontMatter(yaml: yaml, body: body, bodyLine: index + 3)
            }
        }
        return nil
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: Substring {
        var s = self
        while let last = s.last, last == " " || last == "\t" { s.removeLast() }
        return s
    }
}
