import Foundation

/// One message of the browser's console: a `console.*` call, an uncaught exception, or a
/// resource that failed to load.
public struct BrowserLogEntry: Sendable, Hashable, CustomStringConvertible {
    /// `SEVERE` for errors (uncaught exceptions, failed loads, `console.error`), `WARNING`,
    /// `INFO` or `DEBUG`.
    public var level: String
    /// The message as Chromium words it, with the script's URL, line and column.
    public var message: String

    public var description: String { "\(level): \(message)" }
}

extension WebDriverSession {
    /// The console messages logged since the last call (chromedriver hands each one out once),
    /// across navigations and reloads of this session's window.
    ///
    /// Read through chromedriver's `POST /session/{id}/se/log` with the `browser` log type, which
    /// the session asks for with the `goog:loggingPrefs` capability.
    ///
    /// - Returns: The messages, oldest first.
    /// - Throws: ``WebDriverError``.
    public func browserLog() async throws -> [BrowserLogEntry] {
        let value = try await client.send("POST", "\(path)/se/log", ["type": "browser"])
        guard case .array(let items) = value else { return [] }
        return items.map { item in
            BrowserLogEntry(
                level: item["level"]?.stringValue ?? "", message: item["message"]?.stringValue ?? ""
            )
        }
    }

    /// The console's errors since the last read: uncaught exceptions and `console.error` calls,
    /// and failed loads other than those `ignoring` names (a substring of the message, such as a
    /// favicon that the test site has none of).
    ///
    /// - Parameter ignoring: Substrings of messages that are expected.
    /// - Returns: The `SEVERE` messages, oldest first.
    /// - Throws: ``WebDriverError``.
    public func consoleErrors(ignoring: [String] = ["favicon.ico"]) async throws
        -> [BrowserLogEntry]
    {
        try await browserLog().filter { entry in
            entry.level == "SEVERE" && !ignoring.contains { entry.message.contains($0) }
        }
    }
}
