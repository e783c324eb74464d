import ArgumentParser
import Foundation
import QuizgenSite

/// `quizgen check`: validates and renders everything in memory, writes nothing.
public struct CheckCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the site without writing anything (for CI).",
        discussion: """
            --report writes a JSON report (docs/report.md); --junit writes JUnit XML with one \
            failing test case per diagnostic. Both are written whether or not the check passes.

            Exit status: 0 clean, 1 content errors (or warnings with --strict), 64 bad usage.
            """)

    @OptionGroup var site: SiteOptions

    @Option(
        name: .long,
        help: ArgumentHelp("Write a machine-readable JSON report.", valueName: "file.json"))
    var report: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Write JUnit XML, one test case per diagnostic.", valueName: "file.xml"),
        completion: .file(extensions: ["xml"]))
    var junit: String?

    @Flag(
        name: .long,
        help:
            "Take remote media from the cache in .quizgen/remote-media/ alone, without asking any server."
    )
    var offline = false

    public init() {}

    public func run() async throws {
        var options = BuildOptions(root: site.rootURL, strict: site.strict, progress: nil)
        options.offline = offline
        let result = await SiteBuilder(plugins: Plugins.all).build(options, writer: nil)
        Reporter(format: site.diagnosticsFormat).report(result, verb: "checked", output: nil)
        try ReportFiles.write(result, command: "check", report: report, junit: junit)
        if result.failed { throw ExitCode(1) }
    }
}
