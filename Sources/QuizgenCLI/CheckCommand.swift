import ArgumentParser
import Foundation
import QuizgenSite

/// `quizgen check`: validates and renders everything in memory, writes nothing.
public struct CheckCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the site without writing anything (for CI).",
        discussion: "Exit status: 0 clean, 1 content errors (or warnings with --strict), 64 bad usage.")

    @OptionGroup var site: SiteOptions

    public init() {}

    public func run() async throws {
        let options = BuildOptions(root: site.rootURL, strict: site.strict, progress: nil)
        let result = await SiteBuilder(plugins: Plugins.all).build(options, writer: nil)
        Reporter(format: site.diagnosticsFormat).report(result, verb: "checked", output: nil)
        if result.failed { throw ExitCode(1) }
    }
}
