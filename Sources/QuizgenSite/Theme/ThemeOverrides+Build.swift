import QuizgenCore

extension ThemeOverrides {
    /// The `load-templates` step's check: one warning per stale file of the site's `Templates/`.
    static func warnAboutStaleFiles(_ context: inout BuildContext) {
        // Unreadable templates were reported when the templates were loaded.
        var found = Diagnostics()
        let overrides = scan(
            root: context.options.root, builtIn: context.builtInTemplates, into: &found)
        for item in found.items where item.code == "theme.lock" { context.diagnostics.append(item) }
        context.diagnostics.merge(overrides.staleWarnings(displayPath: context.reader.displayPath))
    }
}
