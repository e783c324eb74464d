import Foundation

/// Runs `body` with a fresh headless Chromium session, and always ends the session and the
/// driver afterwards, whether `body` succeeds or throws.
///
/// - Parameters:
///   - downloadFolder: Where the browser saves downloads (created if missing).
///   - javaScript: `false` runs the browser with JavaScript off.
///   - body: The test's work.
/// - Returns: What `body` returns.
/// - Throws: `body`'s error, or a `BrowserSessionError` naming the chromedriver log when the
///   browser could not be started.
public func withBrowserSession<T: Sendable>(
    downloadFolder: URL, javaScript: Bool = true, _ body: (WebDriverSession) async throws -> T
) async throws -> T {
    try FileManager.default.createDirectory(at: downloadFolder, withIntermediateDirectories: true)
    let driver = try await ChromeDriverProcess.start()
    let session: WebDriverSession
    do {
        session = try await WebDriverSession.start(
            on: driver, downloadFolder: downloadFolder, javaScript: javaScript)
    } catch {
        await driver.stop()
        throw BrowserSessionError(underlying: "\(error)", log: driver.logFile.path)
    }
    do {
        let result = try await body(session)
        try? await session.delete()
        await driver.stop()
        return result
    } catch {
        try? await session.delete()
        await driver.stop()
        throw error
    }
}

/// The browser could not be started.
public struct BrowserSessionError: Error, CustomStringConvertible {
    /// What went wrong.
    public var underlying: String
    /// The chromedriver log to read.
    public var log: String

    public var description: String { "\(underlying) (chromedriver log: \(log))" }
}
