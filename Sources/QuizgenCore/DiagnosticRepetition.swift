/// Diagnostics with the same code and message in many files, counted in one line after the
/// first few (10,000 pages with the same unknown front-matter key give 20 warnings and a count,
/// not 10,000 warnings).
public struct DiagnosticRepetition: Sendable, Hashable {
    /// The diagnostics' code.
    public var code: String
    /// Their message.
    public var message: String
    /// The most serious severity among those left out.
    public var severity: Diagnostic.Severity
    /// How many were left out.
    public var count: Int
    /// In how many files those left out are.
    public var files: Int

    /// Creates a repetition line.
    public init(
        code: String, message: String, severity: Diagnostic.Severity, count: Int, files: Int
    ) {
        self.code = code
        self.message = message
        self.severity = severity
        self.count = count
        self.files = files
    }

    /// "the same in 9,980 more files: unknown key 'tags' in front matter".
    public var text: String {
        let places =
            count == files
            ? "\(count) more \(count == 1 ? "file" : "files")"
            : "\(count) more places in \(files) files"
        return "the same in \(places): \(message) [\(code)]"
    }
}
