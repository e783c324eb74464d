import Foundation

/// A W3C WebDriver session in a headless Chromium, driven over chromedriver's HTTP JSON API.
///
/// Each session gets a fresh browser profile and a download folder that receives downloads
/// without a prompt. End it with ``delete()``, then stop the driver.
public struct WebDriverSession: Sendable {
    /// The session id that chromedriver assigned.
    public let id: String
    /// Where the browser saves downloads.
    public let downloadFolder: URL
    /// Whether pages run JavaScript (`false`: the profile turns it off, and timers never fire).
    public let javaScript: Bool
    let client: WebDriverClient

    /// The session's endpoint prefix, `/session/{id}`.
    var path: String { "/session/\(id)" }

    /// Launches a headless browser on `driver` and opens a session in it.
    ///
    /// The browser runs with `--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage`
    /// and a fresh `--user-data-dir`. Downloads go to `downloadFolder` through the profile's
    /// `download.*` preferences, which headless Chromium honours; no DevTools command is needed.
    ///
    /// - Parameters:
    ///   - driver: A started driver.
    ///   - downloadFolder: Where downloads land; created if missing.
    ///   - javaScript: `false` turns JavaScript off in the profile (for no-script paths).
    /// - Returns: The open session.
    /// - Throws: ``WebDriverError``, typically `session not created` with the reason.
    public static func start(
        on driver: ChromeDriverProcess, downloadFolder: URL, javaScript: Bool = true
    ) async throws -> WebDriverSession {
        let profile = driver.profilesFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: downloadFolder, withIntermediateDirectories: true)
        let options: JSONValue = [
            "binary": .string(driver.browser.path),
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--no-default-browser-check",
                .string("--user-data-dir=\(profile.path)"),
            ],
            "prefs": [
                "download.default_directory": .string(downloadFolder.path),
                "download.prompt_for_download": false,
                "download.directory_upgrade": true,
                "safebrowsing.enabled": true,
                "profile.managed_default_content_settings.javascript": .number(javaScript ? 1 : 2),
            ],
        ]
        let capabilities: JSONValue = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "pageLoadStrategy": "normal",
                    "timeouts": ["implicit": 0, "pageLoad": 120_000, "script": 120_000],
                    "goog:chromeOptions": options,
                    // The console's messages and uncaught errors, read by browserLog().
                    "goog:loggingPrefs": ["browser": "ALL"],
                ]
            ]
        ]
        let value = try await driver.client.send("POST", "/session", capabilities)
        guard let id = value["sessionId"]?.stringValue else {
            throw WebDriverError(
                error: "session not created", message: "no sessionId in the answer",
                command: "POST /session",
                logFile: driver.logFile)
        }
        return WebDriverSession(
            id: id, downloadFolder: downloadFolder, javaScript: javaScript, client: driver.client)
    }

    /// Opens `url` and waits for it to load (page load strategy `normal`).
    ///
    /// - Parameter url: An `http://` or `file://` URL.
    /// - Throws: ``WebDriverError``.
    public func navigate(to url: URL) async throws {
        _ = try await client.send("POST", "\(path)/url", ["url": .string(url.absoluteString)])
    }

    /// Reloads the current page and waits for it to load.
    ///
    /// - Throws: ``WebDriverError``.
    public func refresh() async throws {
        _ = try await client.send("POST", "\(path)/refresh")
    }

    /// The URL of the current page.
    ///
    /// - Returns: The page's URL.
    /// - Throws: ``WebDriverError``.
    public func currentURL() async throws -> URL {
        let value = try await client.send("GET", "\(path)/url")
        guard let text = value.stringValue, let url = URL(string: text) else {
            throw WebDriverError(
                error: "unknown error", message: "not a URL: \(value)", command: "GET \(path)/url")
        }
        return url
    }

    /// The first element that matches a CSS selector.
    ///
    /// - Parameter css: The selector.
    /// - Returns: The element.
    /// - Throws: ``WebDriverError`` `no such element` when nothing matches (no implicit wait: use
    ///   ``waitUntil(_:timeout:poll:_:)`` for elements that appear later).
    public func findElement(css: String) async throws -> WebElement {
        let value = try await client.send(
            "POST", "\(path)/element", ["using": "css selector", "value": .string(css)])
        return try element(from: value, command: "POST \(path)/element")
    }

    /// Every element that matches a CSS selector, in document order.
    ///
    /// - Parameter css: The selector.
    /// - Returns: The elements, possibly none.
    /// - Throws: ``WebDriverError``.
    public func findElements(css: String) async throws -> [WebElement] {
        let value = try await client.send(
            "POST", "\(path)/elements", ["using": "css selector", "value": .string(css)])
        guard case .array(let items) = value else { return [] }
        return try items.map { try element(from: $0, command: "POST \(path)/elements") }
    }

    /// Runs JavaScript in the page as a function body and returns its result.
    ///
    /// - Parameters:
    ///   - script: A function body; `return` a value to get it back. Arguments are `arguments[i]`.
    ///   - args: The arguments; pass ``WebElement/reference`` for an element.
    /// - Returns: The returned value as JSON (elements come back as W3C element references).
    /// - Throws: ``WebDriverError``, `javascript error` when the script throws.
    @discardableResult
    public func executeScript(_ script: String, args: [JSONValue] = []) async throws -> JSONValue {
        try await client.send(
            "POST", "\(path)/execute/sync", ["script": .string(script), "args": .array(args)])
    }

    /// Presses and releases a key in the focused element, through the W3C Actions API.
    ///
    /// - Parameter key: The key.
    /// - Throws: ``WebDriverError``.
    public func pressKey(_ key: WebDriverKey) async throws {
        let press: JSONValue = [
            "actions": [
                [
                    "type": "key", "id": "keyboard",
                    "actions": [
                        ["type": "keyDown", "value": .string(key.rawValue)],
                        ["type": "keyUp", "value": .string(key.rawValue)],
                    ],
                ]
            ]
        ]
        _ = try await client.send("POST", "\(path)/actions", press)
        _ = try await client.send("DELETE", "\(path)/actions")
    }

    /// A screenshot of the viewport.
    ///
    /// - Returns: PNG data.
    /// - Throws: ``WebDriverError``.
    public func screenshotPNG() async throws -> Data {
        let value = try await client.send("GET", "\(path)/screenshot")
        guard let base64 = value.stringValue, let data = Data(base64Encoded: base64) else {
            throw WebDriverError(
                error: "unknown error", message: "screenshot is not base64",
                command: "GET \(path)/screenshot")
        }
        return data
    }

    /// Ends the session and closes its browser.
    ///
    /// - Throws: ``WebDriverError``.
    public func delete() async throws {
        _ = try await client.send("DELETE", path)
    }

    private func element(from value: JSONValue, command: String) throws -> WebElement {
        guard let id = value[WebElement.referenceKey]?.stringValue else {
            throw WebDriverError(
                error: "unknown error", message: "not an element reference: \(value)",
                command: command,
                logFile: client.logFile)
        }
        return WebElement(id: id, session: self)
    }
}
