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

    var rootURL: URL {
        URL(
            fileURLWithPath: root,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
    }

    public mutating func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootURL.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw ValidationError("--root \(root) is not a folder")
        }
    }
}
