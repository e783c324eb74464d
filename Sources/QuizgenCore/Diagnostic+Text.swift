extension Diagnostic {
    /// The diagnostic as text: `path:line:col: severity: message`, then the source line and a
    /// caret under the column when the line is known. Lines end with `\n`.
    ///
    /// A long line is cut to about `SourceExcerpter.width` columns around the caret, with `…`
    /// where it is cut.
    ///
    /// - Parameter sources: File texts by display path (see `Diagnostics.sources`).
    /// - Returns: One to three lines of text.
    public func text(sources: [String: SourceText]) -> String {
        var excerpter = SourceExcerpter(sources: sources)
        return text(excerpter: &excerpter)
    }

    /// The diagnostic as text, quoting the source through `excerpter`, which printers reuse
    /// across a whole sorted list so that the source is not searched again for each line.
    ///
    /// - Parameter excerpter: Quotes source lines; keeps its tables between calls.
    /// - Returns: One to three lines of text.
    public func text(excerpter: inout SourceExcerpter) -> String {
        var out = ""
        if let location { out += "\(location): " }
        out += "\(severity.rawValue): \(message)\n"
        if let location { out += excerpter.excerpt(at: location) }
        return out
    }
}
