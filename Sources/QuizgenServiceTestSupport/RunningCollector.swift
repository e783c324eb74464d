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
        finishInterval: Duration = .seconds(24 * 3600),
        teacherSecret: String? = RunningCollector.teacherSecret, resultsSecret: String? = nil
    ) async throws -> RunningCollector {
        let service = try CollectFixtures.service(site, clock: clock)
        var configuration = CollectConfiguration(root: site.root)
        configuration.port = 0
        if let attemptsPerMinute { configuration.attemptsPerMinute = attemptsPerMinute }
        configuration.trustProxy = trustProxy
        configuration.finishInterval = finishInterval
        configuration.allowedOrigins = origins
        configuration.maxBodyBytes = maxBodyBytes
        configuration.teacherSecret = teacherSecret
        configuration.resultsSecret = resultsSecret
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

    /// The teacher's console's secret the tests' collectors start with.
    public static let teacherSecret = "teacher-console-test-secret"

    /// A signed-in teacher: the session cookie (`name=value`) and the session's CSRF token.
    public struct Teacher: Sendable {
        public var cookie: String
        public var csrf: String
    }

    /// Signs `name` in to the console with `secret`.
    public func signIn(
        _ name: String = "Ms Rivera", secret: String = RunningCollector.teacherSecret
    )
        async throws -> Teacher
    {
        let response = try await request(
            "POST", "/teacher/login",
            headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: "teacher=\(form(name))&secret=\(form(secret))")
        guard response.status == 303, let setCookie = response.header("Set-Cookie"),
            let pair = setCookie.split(separator: ";").first
        else {
            throw RawHTTP.Failure(description: "no session: \(response.status) \(response.body)")
        }
        let cookie = String(pair)
        let page = try await request("GET", "/teacher/", headers: ["Cookie": cookie])
        guard let range = page.body.range(of: #"name="csrf" value=""#),
            let end = page.body[range.upperBound...].firstIndex(of: "\"")
        else { throw RawHTTP.Failure(description: "no CSRF token: \(page.body)") }
        return Teacher(cookie: cookie, csrf: String(page.body[range.upperBound..<end]))
    }

    /// Posts a console form as `teacher` (`csrf` added unless `nil` is given).
    public func post(
        _ path: String, teacher: Teacher?, fields: [String: String], csrf: String?? = .none,
        headers: [String: String] = [:]
    ) async throws -> RawHTTP.Response {
        var all = fields
        switch csrf {
        case .none: if let teacher { all["csrf"] = teacher.csrf }
        case .some(.some(let given)): all["csrf"] = given
        case .some(.none): break
        }
        var sent = headers
        sent["Content-Type"] = "application/x-www-form-urlencoded"
        if let teacher { sent["Cookie"] = teacher.cookie }
        return try await request(
            "POST", path, headers: sent,
            body: all.sorted { $0.key < $1.key }.map { "\($0.key)=\(form($0.value))" }.joined(
                separator: "&"))
    }

    /// `value` percent-encoded for a form body.
    func form(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
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
