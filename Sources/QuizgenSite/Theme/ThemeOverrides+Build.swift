import QuizgenCore

extension ThemeOverrides {
    /// The `load-templates` step's check: one warning per stale file of the site's `Templates/`,
    /// except in quizgen's own repository, whose `Templates/` is the theme's source.
    static func warnAboutStaleFiles(_ context: inout BuildContext) {
        guard !ThemeSource.isThemeSource(context.options.root) else { return }
        // Unreadable templates were reported when the templates were loaded.
        var found = Diagnostics()
        let overrides = scan(
            root: context.options.root, builtIn: context.builtInTemplates, into: &found)
        for item in found.items where item.code == "theme.lock" { context.diagnostics.append(item) }
        context.diagnostics.merge(overrides.staleWarnings(displayPath: context.reader.displayPath))
    }
}
