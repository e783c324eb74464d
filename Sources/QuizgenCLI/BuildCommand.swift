import ArgumentParser
import Foundation
import QuizgenCore
import QuizgenSite

/// `quizgen build`: validates the site and publishes it into the output folder.
public struct BuildCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from Content/ into Site/.",
        discussion: """
            The new site is written beside the output folder and swapped in at the end: a build \
            that fails leaves the previous site exactly as it was.

            Exit status: 0 built, 1 content errors (or warnings with --strict), 64 bad usage.
            """)

    @OptionGroup var site: SiteOptions

    @Option(
        name: .long,
        help: ArgumentHelp("The output folder (default: <root>/Site).", valueName: "dir"),
        completion: .directory)
    var output: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write a JSON report (docs/report.md) and add the /dashboard/ page.",
            valueName: "file.json"),
        completion: .file(extensions: ["json"]))
    var report: String?

    @Flag(
        name: .long, help: "Also build the author pages that show answer keys. Never publish these."
    )
    var includeKeys = false

    @Flag(
        name: .long,
        help:
            "Take remote media from the cache in .quizgen/remote-media/ alone, without asking any server."
    )
    var offline = false

    public init() {}

    public func run() async throws {
        let root = site.rootURL
        let outputURL = output.map {
            URL(
                fileURLWithPath: $0,
                relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            ).standardizedFileURL
        }
        var options = BuildOptions(
            root: root, output: outputURL, strict: site.strict,
            includeKeys: includeKeys ? true : nil,
            dashboard: report != nil ? true : nil,
            progress: site.diagnosticsFormat == .text ? Console.progressHandler() : nil)
        // A report describes the whole build, so a build that writes one never skips.
        options.skipUnchanged = report == nil
        options.endsProcess = true
        options.offline = offline
        let writer = DiskSiteWriter(
            output: options.output,
            pause: ProcessInfo.processInfo.environment["QUIZGEN_TEST_PATCH_PAUSE"].flatMap(
                PatchPause.init))
        let result = await SiteBuilder(plugins: Plugins.all).build(options, writer: writer)
        Console.clearProgress()
        Reporter(format: site.diagnosticsFormat).report(
            result, verb: "built", output: Reporter.display(options.output, root: root))
        try ReportFiles.write(result, command: "build", report: report, junit: nil)
        if result.failed { throw ExitCode(1) }
        // The build ends the process here rather than free its result (and the writer's manifest)
        // on the way out: that would cost a one-page rebuild of a 10,000-page site about a tenth
        // of its time. Everything is written and reported; exit flushes stdout.
        withExtendedLifetime((writer, result)) { Foundation.exit(0) }
    }
}
