extension Diagnostic {
    /// The diagnostic as text: `path:line:col: severity: message`, then the source line and a
    /// caret under the column when the line is known. Lines end with `\n`.
    ///
    /// - Parameter sources: File texts by display path (see `Diagnostics.sources`).
    /// - Returns: One to three lines of text.
    public func text(sources: [String: SourceText]) -> String {
        var out = ""
        if let location { out += "\(location): " }
        out += "\(severity.rawValue): \(message)\n"
        guard let location, location.line > 0, let line = sources[location.path]?.line(location.line) else { return out }
        let number = String(location.line)
        out += " \(number) | \(line)\n"
        if location.column > 0 {
            // Keep tabs so the caret lines up with the text above it.
            let prefix = line.unicodeScalars.prefix(location.column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
            out += " \(String(repeating: " ", count: number.count)) | \(prefix)^\n"
        }
        return out
    }
}
