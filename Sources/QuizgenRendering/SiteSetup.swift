import Foundation
import QuizgenCore
import QuizgenI18n
import QuizgenLoading

/// The one way a site's rendering set-up is made from its files, for the build, the
/// incremental page patch and the collector alike: the site context in the site's language,
/// and the templates (the built-in theme with the site's `Templates/` over it).
public enum SiteSetup {
    /// The rendering context of a site with `config`.
    ///
    /// - Parameters:
    ///   - config: The site's configuration, as `ConfigLoader` read it.
    ///   - reader: Reads the site's files (its `i18n/<lang>.yaml`).
    ///   - clock: The build's clock.
    ///   - preview: Whether the pages are for `quizgen serve`.
    ///   - diagnostics: Receives the problems of the site's strings.
    /// - Returns: The context, speaking the language's built-in catalog with the site's own
    ///   `i18n/<lang>.yaml` over it.
    public static func context(
        config: SiteConfig, reader: SourceReader, clock: BuildClock, preview: Bool,
        into diagnostics: inout Diagnostics
    ) -> SiteContext {
        var site = SiteContext(config: config, clock: clock)
        site.catalog = SiteCatalogLoader(reader: reader).load(
            language: config.language, into: &diagnostics)
        site.preview = preview
        return site
    }

    /// The site's templates: `builtIn` with the site's `Templates/` folder over it.
    ///
    /// - Parameters:
    ///   - root: The site root.
    ///   - reader: Reads the site's files.
    ///   - builtIn: The built-in templates by name (the default theme and those plugins bring).
    ///   - only: Load just these templates and those they use; `nil` for all.
    ///   - diagnostics: Receives every problem of the templates.
    /// - Returns: The templates, compiled.
    public static func templates(
        root: URL, reader: SourceReader, builtIn: [String: String], only: Set<String>? = nil,
        into diagnostics: inout Diagnostics
    ) -> TemplateSet {
        TemplateSet.load(
            folder: root.appendingPathComponent("Templates"), reader: reader, builtIn: builtIn,
            only: only, into: &diagnostics)
    }
}
