import Foundation

/// Sends WebDriver commands as HTTP JSON and unwraps the `value` of the answer.
struct WebDriverClient: Sendable {
    /// Where the driver listens.
    let baseURL: URL
    /// The driver's log, named in errors.
    let logFile: URL?
    /// The default time limit of one command, in seconds.
    let timeout: TimeInterval
    private let http: LoopbackHTTPClient

    /// A client for a driver on 127.0.0.1.
    ///
    /// - Parameters:
    ///   - port: The driver's loopback port.
    ///   - logFile: The driver's log, named in errors.
    ///   - timeout: The default time limit of one command, in seconds.
    init(port: UInt16, logFile: URL?, timeout: TimeInterval = 150) {
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
        self.logFile = logFile
        self.timeout = timeout
        self.http = LoopbackHTTPClient(port: port)
    }

    /// Sends one command.
    ///
    /// - Parameters:
    ///   - method: `GET`, `POST` or `DELETE`.
    ///   - path: The endpoint, such as `/session/{id}/url`.
    ///   - body: The JSON body; a `POST` without one sends `{}`, as chromedriver requires.
    ///   - timeout: This command's time limit, if not the default.
    /// - Returns: The `value` member of the answer.
    /// - Throws: ``WebDriverError`` with the W3C error, or `no response` on a transport failure.
    func send(
        _ method: String, _ path: String, _ body: JSONValue? = nil, timeout: TimeInterval? = nil
    ) async throws -> JSONValue {
        let command = "\(method) \(path)"
        let payload: Data? = method == "POST" ? try JSONEncoder().encode(body ?? [:]) : nil
        let response: LoopbackHTTPClient.Response
        do {
            response = try await http.request(
                method, path, body: payload, timeout: timeout ?? self.timeout)
        } catch {
            throw WebDriverError(
                error: "no response", message: "\(error)", command: command, logFile: logFile)
        }
        let data = response.body
        let status: Int? = response.status
        guard let answer = try? JSONDecoder().decode(JSONValue.self, from: data),
            let value = answer["value"]
        else {
            throw WebDriverError(
                error: "unknown error",
                message:
                    "not a WebDriver answer: \(String(decoding: data.prefix(500), as: UTF8.self))",
                command: command, httpStatus: status, logFile: logFile)
        }
        if let error = value["error"]?.stringValue {
            throw WebDriverError(
                error: error, message: value["message"]?.stringValue ?? "", command: command,
                httpStatus: status,
                logFile: logFile)
        }
        guard status == 200 else {
            throw WebDriverError(
                error: "unknown error", message: "HTTP status \(status ?? 0) without an error",
                command: command,
                httpStatus: status, logFile: logFile)
        }
        return value
    }
}
