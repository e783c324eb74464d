import ArgumentParser
import Foundation
import QuizgenCore
import QuizgenRendering
import QuizgenSite

/// The options of the `quizgen theme` commands: which site.
public struct ThemeOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The site folder, holding quizgen.yaml and Templates/.", valueName: "dir"),
        completion: .directory)
    var root: String = "."

    public init() {}

    var rootURL: URL { RootFolder.url(root) }

    public mutating func validate() throws {
        try RootFolder.validate(root)
    }

    /// Today's built-in templates, with those of every plugin the commands install.
    var builtIn: [String: String] { SiteBuilder(plugins: Plugins.all).builtInTemplates() }

    /// The site's `Templates/` against the built-in theme; problems reading it go to standard
    /// error.
    func scan() -> ThemeOverrides {
        var diagnostics = Diagnostics()
        let overrides = ThemeOverrides.scan(root: rootURL, builtIn: builtIn, into: &diagnostics)
        Console.err(DiagnosticPrinter(format: .text).render(diagnostics))
        return overrides
    }

    /// `Templates/<file>` as the user sees it.
    func display(_ file: String) -> String { "Templates/\(file)" }

    /// The template name for a command-line argument: `layout` or `layout.mustache`.
    static func templateName(_ argument: String) -> String {
        let trimmed =
            argument.hasPrefix("Templates/")
            ? String(argument.dropFirst("Templates/".count)) : argument
        return TemplateSet.templateName(forFile: trimmed)
    }
}
