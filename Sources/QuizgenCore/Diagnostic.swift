/// One problem found in the user's content, configuration or templates.
///
/// Diagnostics are collected, never thrown one at a time: every validator runs and the user sees
/// everything that is wrong in one go.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case error
        case warning
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// One sentence, lower-case start, no trailing period.
    public var message: String
    /// Where the problem is; `nil` for problems with no file (e.g. an unwritable output folder).
    public var location: SourceLocation?
    /// A stable machine-readable code such as `config.unknown-key`.
    public var code: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: Error, warning or note.
    ///   - code: Stable identifier of the kind of problem.
    ///   - message: The human-readable message.
    ///   - location: Where it is, if anywhere.
    public init(
        _ severity: Severity, code: String, _ message: String, at location: SourceLocation? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
    }

    /// An error diagnostic.
    public static func error(
        _ code: String, _ message: String, at location: SourceLocation? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code: code, message, at: location)
    }

    /// A warning diagnostic.
    public static func warning(
        _ code: String, _ message: String, at location: SourceLocation? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code: code, message, at: location)
    }
}
