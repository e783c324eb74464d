import Foundation
import Logging
import QuizgenCollect
import QuizgenTestSupport
import Synchronization

/// The collector on a free loopback port, in process, for one test.
public struct RunningCollector: Sendable {
    public let site: TestSite
    public let service: CollectService
    public let port: Int
    public let task: Task<Void, Error>
    public let log: LogRecorder

    /// Starts a collector for `site` and returns once it listens.
    public static func start(
        _ site: TestSite, clock: CollectFixtures.Clock = CollectFixtures.Clock(),
        attemptsPerMinute: Int? = nil,
        trustProxy: Bool = false, origins: [String] = [], maxBodyBytes: Int = 64 * 1024,
        finishInterval: Duration = .seconds(24 * 3600)
    ) async throws -> RunningCollector {
        let service = try CollectFixtures.service(site, clock: clock)
        var configuration = CollectConfiguration(root: site.root)
        configuration.port = 0
        if let attemptsPerMinute { configuration.attemptsPerMinute = attemptsPerMinute }
        configuration.trustProxy = trustProxy
        configuration.finishInterval = finishInterval
        configuration.allowedOrigins = origins
        configuration.maxBodyBytes = maxBodyBytes
        let server = CollectServer(service: service, configuration: configuration)
        let log = LogRecorder()
        var logger = Logger(label: "test.collect") { _ in log }
        logger.logLevel = .info
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let task = Task {
            defer { continuation.finish() }
            try await server.run(
                handlesSignals: false, logger: logger, onReady: { continuation.yield($0) })
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await task.value
            throw RawHTTP.Failure(description: "the collector stopped before listening")
        }
        return RunningCollector(site: site, service: service, port: port, task: task, log: log)
    }

    public func request(
        _ method: String, _ target: String, headers: [String: String] = [:], body: String = ""
    ) async throws -> RawHTTP.Response {
        try await RawHTTP.request(
            port: port, method, target, headers: headers, body: Array(body.utf8))
    }

    /// Starts an attempt through the API and returns its id and token.
    public func startAttempt(_ code: String = "COL-1", examinee: String = "Ana Example")
        async throws -> (
            id: String, token: String
        )
    {
        let response = try await request(
            "POST", "/v1/exams/\(code)/attempts", headers: ["Content-Type": "application/json"],
            body: #"{"examinee": "\#(examinee)"}"#)
        let object =
            try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any]
        guard response.status == 201, let id = object?["attempt"] as? String,
            let token = object?["token"] as? String
        else {
            throw RawHTTP.Failure(description: "no attempt: \(response.status) \(response.body)")
        }
        return (id, token)
    }

    public func stop() async {
        task.cancel()
        _ = await task.result
        site.remove()
    }
}

/// Keeps every log line (message and metadata) for the access-log tests.
public final class LogRecorder: LogHandler, Sendable {
    public let lines = Mutex<[String]>([])
    public var metadata: Logger.Metadata {
        get { [:] }
        set {}
    }
    public var logLevel: Logger.Level {
        get { .info }
        set {}
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { nil }
        set {}
    }

    public func log(
        level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
        file: String, function: String, line: UInt
    ) {
        let text =
            "\(message) "
            + (metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                separator: " ")
        lines.withLock { $0.append(text) }
    }
}

/// The JSON object of a response body.
public func object(_ response: RawHTTP.Response) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(response.body.utf8))) as? [String: Any] ?? [:]
}
