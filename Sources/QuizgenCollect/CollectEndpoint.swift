import Hummingbird
import Logging

/// The collector's API as a handler another server can mount: `quizgen serve` answers
/// `/v1/…` with it, in process, so a teacher can rehearse an exam day on one machine.
public struct CollectEndpoint: Sendable {
    var responder: CollectResponder

    /// Creates the endpoint.
    ///
    /// - Parameters:
    ///   - service: The collector's service.
    ///   - configuration: Limits and allowed origins.
    ///   - logger: The access log.
    public init(service: CollectService, configuration: CollectConfiguration, logger: Logger) {
        var origins = Set(configuration.allowedOrigins)
        if let origin = service.site.origin { origins.insert(origin) }
        responder = CollectResponder(
            service: service,
            limiter: AttemptRateLimiter(perMinute: configuration.attemptsPerMinute),
            examineeLimiter: AttemptRateLimiter(
                perMinute: configuration.attemptsPerExamineePerMinute),
            trustProxy: configuration.trustProxy,
            allowedOrigins: origins, maxBodyBytes: configuration.maxBodyBytes, logger: logger)
        responder.teacher = configuration.teacherSecret.map(TeacherAuth.init(secret:))
        responder.resultsSecret = configuration.resultsSecret
    }

    /// The site the endpoint serves.
    public var site: CollectSite { responder.service.site }

    /// Whether `path` is one of the collector's API (`/v1/…`).
    public static func handles(_ path: String) -> Bool { path.hasPrefix("/v1/") }

    /// Whether `path` is the teacher's console's (`/teacher`, `/teacher/…`).
    public static func isConsole(_ path: String) -> Bool { CollectResponder.isTeacherPath(path) }

    /// Finishes the attempts whose time ran out without a hand-in, as `quizgen collect` does
    /// every few seconds (``CollectService/finishExpiredAttempts()``).
    ///
    /// - Returns: How many it finished.
    /// - Throws: The store's error.
    public func finishExpiredAttempts() async throws -> Int {
        try await responder.service.finishExpiredAttempts()
    }

    /// Answers a request from the client at `address`.
    public func respond(to request: Request, address: String?) async -> Response {
        await responder.respond(to: request, address: address)
    }
}
