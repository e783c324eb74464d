import QuizgenCore
import QuizgenRendering

extension SiteBuilder {
    /// Every built-in template by name: the default theme and the templates the installed
    /// plugins bring (the theme wins a clash, as in a build).
    public func builtInTemplates() -> [String: String] {
        var installer = PluginInstaller(steps: CorePlugin.steps)
        // Install errors are the build's to report; here only the templates count.
        for plugin in CorePlugin.builtIn + plugins { try? plugin.installer(&installer) }
        return DefaultTheme.templates.merging(installer.templates) { theme, _ in theme }
    }
}
