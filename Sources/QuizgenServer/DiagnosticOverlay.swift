import QuizgenCore

/// The panel shown over every preview page while the last build failed: each diagnostic with
/// its `file:line:col`, message and source line, all HTML-escaped.
enum DiagnosticOverlay {
    /// The overlay's HTML, or `nil` when there is nothing to show.
    static func html(for diagnostics: Diagnostics) -> String {
        let errors = diagnostics.errorCount, warnings = diagnostics.warningCount
        var counts: [String] = []
        if errors > 0 { counts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { counts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        let entries = diagnostics.sorted.map { HTMLText.escape(text(for: $0, sources: diagnostics.sources)) }
        return """
            <div id="quizgen-overlay" role="alert" style="position:fixed;inset:0;z-index:2147483647;\
            overflow:auto;background:rgba(20,20,24,.94);color:#f4f4f5;padding:2rem;\
            font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace">
            <h2 style="color:#ff8a8a;margin-top:0">quizgen: build failed (\(counts.joined(separator: ", ")))</h2>
            <p>Still serving the last good build. Fix the file and save; this page reloads by itself.</p>
            \(entries.map { "<pre style=\"white-space:pre-wrap\">\($0)</pre>" }.joined(separator: "\n"))
            </div>

            """
    }

    /// One diagnostic as plain text: `path:line:col: severity: message`, the line and a caret.
    static func text(for diagnostic: Diagnostic, sources: [String: SourceText]) -> String {
        var text = diagnostic.text(sources: sources)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
