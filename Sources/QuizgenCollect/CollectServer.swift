import Foundation
import Hummingbird
import Logging
import QuizgenCore
import ServiceLifecycle
import UnixSignals

/// The HTTP server of `quizgen collect`, on Hummingbird.
///
/// Stops on SIGTERM or SIGINT (when it handles signals) or when the calling task is
/// cancelled; a stop is graceful: the listener closes and requests in flight finish before
/// `run` returns.
public struct CollectServer: Sendable {
    /// The service answering requests.
    public var service: CollectService
    /// Address, port and limits.
    public var configuration: CollectConfiguration

    /// Creates a server.
    public init(service: CollectService, configuration: CollectConfiguration) {
        self.service = service
        self.configuration = configuration
    }

    /// Opens the store of `configuration` and makes the service: the secret is
    /// `QUIZGEN_COLLECT_SECRET`, or on loopback one generated once and kept in the store.
    ///
    /// - Parameters:
    ///   - site: The loaded site.
    ///   - configuration: The settings (checked: see `CollectConfiguration.problem`).
    ///   - now: The clock.
    /// - Throws: `CollectError` for a refused configuration; store errors.
    public static func service(
        site: CollectSite, configuration: CollectConfiguration,
        now: @escaping @Sendable () -> Date = { Date() }
    ) async throws -> CollectService {
        if let problem = configuration.problem { throw CollectError(2, problem) }
        let store = try await configuration.database.open()
        let secret: String
        if let given = configuration.secret {
            secret = given
        } else {
            secret = try await store.setting("token-secret") {
                CollectService.randomID() + CollectService.randomID()
            }
        }
        let zone = configuration.timeZone ?? TimeZone(identifier: site.config.timeZone) ?? .gmt
        return CollectService(site: site, store: store, secret: secret, timeZone: zone, now: now)
    }

    /// The teacher's console's secret: `given` (`QUIZGEN_TEACHER_SECRET`), else one generated
    /// once and kept in the store, which `quizgen collect` prints when it starts.
    ///
    /// - Returns: The secret, and whether it was generated (to be printed).
    public static func teacherSecret(store: any CollectStore, given: String?) async throws -> (
        secret: String, generated: Bool
    ) {
        if let given, !given.isEmpty { return (given, false) }
        let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
        var generator = SystemRandomNumberGenerator()
        let made = (0..<4).map { _ in
            String((0..<5).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }.joined(separator: "-")
        return (try await store.setting("teacher-secret") { made }, true)
    }

    /// Serves until stopped.
    ///
    /// - Parameters:
    ///   - handlesSignals: Stop gracefully on SIGTERM and SIGINT; tests pass `false`.
    ///   - logger: The access log (structured; no names, answers or tokens).
    ///   - onReady: Called once listening, with the bound port.
    public func run(
        handlesSignals: Bool = true, logger: Logger = Logger(label: "quizgen.collect"),
        onReady: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let responder = CollectEndpoint(
            service: service, configuration: configuration, logger: logger
        ).responder
        let port = configuration.port
        var quiet = logger
        quiet.logLevel = .critical  // per-connection noise (clients that go away) is not news
        let app = Application(
            responder: responder,
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: port), serverName: "quizgen-collect"),
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? port) },
            logger: quiet)
        let finisher = AttemptFinisher(
            service: service, interval: configuration.finishInterval, logger: logger)
        // The finisher stopping (at a graceful shutdown, first) must not cut the requests in
        // flight.
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [
                    .init(service: app),
                    .init(
                        service: finisher, successTerminationBehavior: .ignore,
                        failureTerminationBehavior: .ignore),
                ],
                gracefulShutdownSignals: handlesSignals ? [.sigterm, .sigint] : [], logger: quiet))
        try await group.run()
    }
}

/// Finishes attempts whose time ran out without a hand-in, every `interval`, with their last
/// saved answers (``CollectService/finishExpiredAttempts()``); stops with the server.
struct AttemptFinisher: Service {
    let service: CollectService
    let interval: Duration
    let logger: Logger

    func run() async throws {
        // A roster edited since the last run moves the deadlines of attempts still running.
        do throws(CollectError) {
            let moved = try await service.applyAccommodations()
            if moved > 0 {
                logger.info("deadlines moved by the roster", metadata: ["attempts": "\(moved)"])
            }
        } catch {
            logger.error(
                "applying the roster's accommodations failed",
                metadata: ["status": "\(error.status)"])
        }
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do throws(CollectError) {
                    let finished = try await service.finishExpiredAttempts()
                    if finished > 0 {
                        logger.info("finished at time-up", metadata: ["attempts": "\(finished)"])
                    }
                    // The consoles refresh: time left, and what other collectors stored.
                    await service.hub.tick()
                } catch {
                    logger.error(
                        "finishing attempts at time-up failed",
                        metadata: ["status": "\(error.status)"])
                }
                try await Task.sleep(for: interval)
            }
        }
    }
}
