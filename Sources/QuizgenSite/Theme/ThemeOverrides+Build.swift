import QuizgenCore

extension ThemeOverrides {
    /// The `load-templates` step's check: one warning per stale file of the site's `Templates/`.
    static func warnAboutStaleFiles(_ context: inout BuildContext) {
        // Unreadable templates were reported when the templates were loaded; the lock was not.
        var found = Diagnostics()
        let overrides = scan(
            root: context.options.root, builtIn: context.builtInTemplates, into: &found)
        let lock = context.reader.displayPath(
            ThemeLock.url(in: context.options.root.appendingPathComponent("Templates")))
        for item in found.items where item.code == "theme.lock" || item.location?.path == lock {
            context.diagnostics.append(item)
        }
        context.diagnostics.merge(overrides.staleWarnings(displayPath: context.reader.displayPath))
    }
}
