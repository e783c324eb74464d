import QuizgenCore
import QuizgenRendering

extension SiteBuilder {
    /// Every built-in template by name: the default theme and the templates the installed
    /// plugins bring (the theme wins a clash, as in a build).
    public func builtInTemplates() -> [String: String] {
        var installer = PluginInstaller(steps: CorePlugin.steps)
        for plugin in [CorePlugin.plugin, DashboardPlugin.plugin] + plugins { try? plugin.installer(&installer) }
        return DefaultTheme.templates.merging(installer.templates) { theme, _ in theme }
    }
}
