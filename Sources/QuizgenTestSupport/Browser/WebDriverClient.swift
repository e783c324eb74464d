import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends WebDriver commands as HTTP JSON and unwraps the `value` of the answer.
struct WebDriverClient: Sendable {
    /// Where the driver listens.
    let baseURL: URL
    /// The driver's log, named in errors.
    let logFile: URL?
    /// The default time limit of one command, in seconds.
    let timeout: TimeInterval
    private let session: URLSession

    init(baseURL: URL, logFile: URL?, timeout: TimeInterval = 60) {
        self.baseURL = baseURL
        self.logFile = logFile
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.connectionProxyDictionary = [:]
        self.session = URLSession(configuration: configuration)
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
        var request = URLRequest(url: URL(string: baseURL.absoluteString + path)!)
        request.httpMethod = method
        request.timeoutInterval = timeout ?? self.timeout
        if method == "POST" {
            request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(body ?? [:])
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw WebDriverError(
                error: "no response", message: "\(error.localizedDescription)", command: command, logFile: logFile)
        }
        let status = (response as? HTTPURLResponse)?.statusCode
        guard let answer = try? JSONDecoder().decode(JSONValue.self, from: data), let value = answer["value"] else {
            throw WebDriverError(
                error: "unknown error", message: "not a WebDriver answer: \(String(decoding: data.prefix(500), as: UTF8.self))",
                command: command, httpStatus: status, logFile: logFile)
        }
        if let error = value["error"]?.stringValue {
            throw WebDriverError(
                error: error, message: value["message"]?.stringValue ?? "", command: command, httpStatus: status,
                logFile: logFile)
        }
        guard status == 200 else {
            throw WebDriverError(
                error: "unknown error", message: "HTTP status \(status ?? 0) without an error", command: command,
                httpStatus: status, logFile: logFile)
        }
        return value
    }

    /// Releases the URL session once the driver is gone.
    func invalidate() {
        session.invalidateAndCancel()
    }
}
