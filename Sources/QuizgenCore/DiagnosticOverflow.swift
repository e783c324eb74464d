/// The diagnostics of one kind (one code) in one file that a printer leaves out after the
/// first few, printed as one line: "and 597 more missing media files".
public struct DiagnosticOverflow: Sendable, Hashable {
    /// The file.
    public var path: String
    /// The kind of the diagnostics left out.
    public var code: String
    /// The most serious severity among them.
    public var severity: Diagnostic.Severity
    /// How many were left out.
    public var count: Int

    /// Creates an overflow line.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - code: The diagnostics' code.
    ///   - severity: The most serious severity left out.
    ///   - count: How many were left out.
    public init(path: String, code: String, severity: Diagnostic.Severity, count: Int) {
        self.path = path
        self.code = code
        self.severity = severity
        self.count = count
    }

    /// Nouns (singular, plural) for the codes that real content repeats most.
    static let nouns: [String: (String, String)] = [
        "feed.media-missing": ("missing media file", "missing media files"),
        "feed.skipped-activity": ("skipped activity", "skipped activities"),
        "feed.missing-field": ("record with a missing field", "records with a missing field"),
        "schema.unknown-key": ("unknown key", "unknown keys"),
    ]

    /// "and 597 more missing media files", or for a code without a noun of its own
    /// "and 12 more of the kind 'render.x'".
    public var message: String {
        if let (one, many) = Self.nouns[code] {
            return "and \(count) more \(count == 1 ? one : many)"
        }
        return "and \(count) more of the kind '\(code)'"
    }
}
