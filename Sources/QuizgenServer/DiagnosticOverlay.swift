import QuizgenCore

/// The panel shown over every preview page while the last build failed: each diagnostic with
/// its `file:line:col`, message and source line, all HTML-escaped.
///
/// Accessible (checked by axe in `AccessibilityStateTests`): announced as an alert, named by its
/// heading, reachable and scrollable by keyboard (`tabindex="0"`), light text on a near-opaque dark
/// panel (about 15:1; the heading about 8:1), and long lines (paths, minified source) wrap instead
/// of running off the side, also at 200 % zoom and on a 390 px screen.
enum DiagnosticOverlay {
    /// The overlay's HTML, or `nil` when there is nothing to show.
    static func html(for diagnostics: Diagnostics) -> String {
        let errors = diagnostics.errorCount
        let warnings = diagnostics.warningCount
        var counts: [String] = []
        if errors > 0 { counts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { counts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        let entries = diagnostics.sorted.map {
            MarkupEscaping.html(text(for: $0, sources: diagnostics.sources))
        }
        return """
            <div id="quizgen-overlay" role="alert" aria-labelledby="quizgen-overlay-heading" tabindex="0" \
            style="position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(20,20,24,.97);\
            color:#f4f4f5;padding:clamp(.75rem,4vw,2rem);font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;\
            overflow-wrap:anywhere">
            <h2 id="quizgen-overlay-heading" style="color:#ff9c9c;margin-top:0;font-size:1.3em">\
            quizgen: build failed (\(counts.joined(separator: ", ")))</h2>
            <p>Still serving the last good build. Fix the file and save; this page reloads by itself.</p>
            \(entries.map { "<pre style=\"white-space:pre-wrap;overflow-wrap:anywhere;margin:0 0 1em\">\($0)</pre>" }.joined(separator: "\n"))
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
