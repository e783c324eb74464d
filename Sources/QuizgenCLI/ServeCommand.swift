import ArgumentParser
import Foundation
import QuizgenServer
import QuizgenSite
import Synchronization

/// `quizgen serve`: builds the site into memory and serves it with live reload.
public struct ServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site with live reload (nothing is written to Site/).",
        discussion: """
            Rebuilds when Content/, Templates/, i18n/, static/ or quizgen.yaml change and \
            reloads every open page. On Linux the kernel reports the changes; --poll looks at \
            every file ten times a second instead (for a network share edited from another \
            machine, whose changes the kernel does not see). A failed rebuild shows its problems over every page while the last good build \
            stays served. Exam pages POST submissions to /_quizgen/submit/<code>; they are \
            stored under Content/submissions/. Stop with Ctrl-C.

            Exit status: 0 stopped, 1 the port is in use or the server failed, 64 bad usage.
            """)

    @OptionGroup var site: SiteOptions

    @Option(
        name: .long,
        help:
            "The address to listen on. Anything but 127.0.0.1 exposes the preview to your network.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Flag(
        name: .long,
        help:
            "Take remote media from the cache in .quizgen/remote-media/ alone, without asking any server."
    )
    var offline = false

    @Flag(
        name: .long,
        help:
            "Look for changes by scanning every file ten times a second instead of asking the kernel (for network shares)."
    )
    var poll = false

    public init() {}

    /// Prints a rebuild's diagnostics and one summary line on standard error.
    static func report(_ result: BuildResult, format: DiagnosticFormat) {
        let printed = DiagnosticPrinter(format: format).render(result.diagnostics)
        if format == .text { Console.err(printed) } else { Console.out(printed) }
        let d = result.diagnostics
        let problems = [
            Reporter.count(d.errorCount, "error"), Reporter.count(d.warningCount, "warning"),
        ].compactMap { $0 }
        let tail = problems.isEmpty ? "" : " (\(problems.joined(separator: ", ")))"
        if result.published {
            Console.err(
                "quizgen: built \(result.fileCount) files in memory in \(String(format: "%.2f s", result.seconds))\(tail)\n"
            )
        } else {
            Console.err("quizgen: build failed\(tail); still serving the last good build\n")
        }
    }

    public func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535")
        }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    }

    public func run() async throws {
        let root = site.rootURL
        var options = BuildOptions(root: root, strict: site.strict, progress: nil)
        options.offline = offline
        // The preview writes nothing to Site/, but a build killed while patching it is rolled
        // back here too, as the next build would.
        await DiskSiteWriter(output: options.output).rollBackInterruptedPatch()
        var server = PreviewServer(options: options, plugins: Plugins.all, host: host, port: port)
        server.poll = poll
        let format = site.diagnosticsFormat
        let display = root.path
        let host = self.host
        let console = Mutex<String?>(nil)
        do {
            try await server.run(
                onBuild: { result in Self.report(result, format: format) },
                onConsole: { secret in console.withLock { $0 = secret } },
                onReady: { port in
                    let name = host.contains(":") ? "[\(host)]" : host
                    Console.out("Serving \(display) at http://\(name):\(port)/ (Ctrl-C to stop)\n")
                    if let secret = console.withLock({ $0 }) {
                        Console.out(
                            "Teacher's console (rehearsal): http://\(name):\(port)/teacher/ (secret: \(secret))\n"
                        )
                    }
                })
        } catch let error as PreviewServerError {
            Console.err("quizgen: \(error)\n")
            throw ExitCode(1)
        }
    }
}
