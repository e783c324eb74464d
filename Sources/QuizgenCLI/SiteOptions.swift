import ArgumentParser
import Foundation

/// Options shared by the commands that read a site.
public struct SiteOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("The site folder, holding quizgen.yaml and Content/.", valueName: "dir"),
        completion: .directory)
    var root: String = "."

    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false

    @Option(
        name: .long,
        help: ArgumentHelp("How to print problems: text, json or github.", valueName: "format"))
    var diagnosticsFormat: DiagnosticFormat = .text

    public init() {}

    var rootURL: URL { RootFolder.url(root) }

    public mutating func validate() throws {
        try RootFolder.validate(root)
    }
}
