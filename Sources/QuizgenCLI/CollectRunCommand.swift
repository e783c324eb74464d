import ArgumentParser
import Foundation
import Logging
import QuizgenCollect
import QuizgenCore

/// `quizgen collect [--host] [--port] [--database]`: serves the collector's API until stopped.
struct CollectRunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Serve the submission API (the default of 'quizgen collect').",
        discussion: """
            Loads the site's published exams and their keys (frozen snapshots when present), \
            opens the store and serves POST /v1/exams/{code}/attempts, PUT \
            /v1/attempts/{id}/submission, GET /v1/attempts/{id}/result and GET /healthz, and \
            the teacher's console at /teacher/. Beyond loopback it needs \
            QUIZGEN_COLLECT_SECRET. The console's secret is QUIZGEN_TEACHER_SECRET, or one \
            generated once, kept in the store and printed at start; with \
            QUIZGEN_RESULTS_SECRET the console lists each student's result page. Stops gracefully on SIGTERM or \
            Ctrl-C, finishing the requests in flight.

            Exit status: 0 stopped, 1 content errors or a server failure, 2 refused settings, 64 bad usage.
            """)

    @OptionGroup var store: CollectStoreOptions

    @Option(
        name: .long,
        help: "The address to listen on; anything but loopback needs QUIZGEN_COLLECT_SECRET.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on (0 picks a free one).")
    var port = 8090

    @Option(
        name: .long,
        help:
            "New attempts accepted from one client address at once, and per minute after (3000: a whole school behind one address)."
    )
    var attemptsPerMinute = CollectConfiguration(root: URL(fileURLWithPath: "/")).attemptsPerMinute

    @Flag(
        name: .long,
        help:
            "Take the client's address from the reverse proxy's X-Forwarded-For (or Forwarded) header; only when every request comes through the proxy."
    )
    var trustProxy = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Another origin allowed to call the API from a page (repeatable).", valueName: "origin")
    )
    var allowOrigin: [String] = []

    @Flag(name: .long, help: "No access log on standard error.")
    var quiet = false

    init() {}

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535")
        }
        guard attemptsPerMinute > 0 else {
            throw ValidationError("--attempts-per-minute must be positive")
        }
    }

    func run() async throws {
        var diagnostics = Diagnostics()
        let site = CollectSite(root: store.rootURL, into: &diagnostics)
        let printed = DiagnosticPrinter(format: .text).render(diagnostics)
        if !printed.isEmpty { Console.err(printed) }
        if diagnostics.hasErrors {
            Console.err("quizgen: the site has errors; the collector does not start\n")
            throw ExitCode(1)
        }
        var configuration = CollectConfiguration(root: store.rootURL)
        configuration.host = host
        configuration.port = port
        configuration.database = try store.store()
        configuration.secret = ProcessInfo.processInfo.environment[
            CollectConfiguration.secretVariable
        ].flatMap { $0.isEmpty ? nil : $0 }
        let environment = ProcessInfo.processInfo.environment
        configuration.teacherSecret = environment[TeacherAuth.secretVariable].flatMap {
            $0.isEmpty ? nil : $0
        }
        configuration.resultsSecret = environment["QUIZGEN_RESULTS_SECRET"].flatMap {
            $0.isEmpty ? nil : $0
        }
        configuration.attemptsPerMinute = attemptsPerMinute
        configuration.trustProxy = trustProxy
        configuration.allowedOrigins = allowOrigin
        let service: CollectService
        do {
            service = try await CollectServer.service(site: site, configuration: configuration)
        } catch let error as CollectError {
            Console.err("quizgen: \(error.message)\n")
            throw ExitCode(2)
        } catch {
            Console.err(
                "quizgen: cannot open the store \(configuration.database.display): \(error)\n")
            throw ExitCode(1)
        }
        let teacher: (secret: String, generated: Bool)
        do {
            teacher = try await CollectServer.teacherSecret(
                store: service.store, given: configuration.teacherSecret)
        } catch {
            Console.err(
                "quizgen: cannot open the store \(configuration.database.display): \(error)\n")
            throw ExitCode(1)
        }
        configuration.teacherSecret = teacher.secret
        var logger = Logger(label: "quizgen.collect")
        logger.logLevel = quiet ? .critical : .info
        let server = CollectServer(service: service, configuration: configuration)
        let name = host.contains(":") ? "[\(host)]" : host
        let count = site.exams.count
        let database = configuration.database.display
        try await server.run(logger: logger) { port in
            Console.out(
                "Collecting for \(count) exam\(count == 1 ? "" : "s") at http://\(name):\(port)/ into \(database) (Ctrl-C to stop)\n"
                    + "Teacher's console: http://\(name):\(port)/teacher/ (secret: "
                    + (teacher.generated ? teacher.secret : "\(TeacherAuth.secretVariable)") + ")\n"
            )
        }
    }
}
