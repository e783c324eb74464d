import Foundation

/// A failed WebDriver command: the W3C `error` code and `message`, and where to look next.
///
/// Transport failures (no answer, timeout) use the error code `"no response"`, so every failure of
/// a WebDriver call is this one type.
public struct WebDriverError: Error, Sendable, CustomStringConvertible {
    /// The W3C error code, such as `no such element` or `javascript error`.
    public var error: String
    /// The driver's message, or the transport failure.
    public var message: String
    /// The command that failed, such as `POST /session/1f2e/element`.
    public var command: String
    /// The HTTP status, when the driver answered.
    public var httpStatus: Int?
    /// chromedriver's log file, which holds the browser's own complaints.
    public var logFile: URL?

    public var description: String {
        var text = "WebDriver \(command) failed: \(error): \(message)"
        if let httpStatus { text += " (HTTP \(httpStatus))" }
        if let logFile { text += "; chromedriver log: \(logFile.path)" }
        return text
    }
}
