import ArgumentParser

/// How diagnostics are printed.
public enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// `path:line:col: error: message`, the source line and a caret, on standard error.
    case text
    /// One JSON document on standard output.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`) on standard output.
    case github
}
