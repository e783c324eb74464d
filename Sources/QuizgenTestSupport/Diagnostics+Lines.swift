import QuizgenCore

extension Diagnostics {
    /// Each diagnostic as `path:line:col: severity: message`, sorted, for exact assertions.
    public var lines: [String] {
        sorted.map { d in
            (d.location.map { "\($0): " } ?? "") + "\(d.severity.rawValue): \(d.message)"
        }
    }
}
