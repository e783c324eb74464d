import Foundation

/// The axe-core accessibility engine (`axe.min.js`), found on this machine, for browser tests.
///
/// The script comes from PyPI's `axe-playwright-python` (installed with `pip install --no-deps`
/// by `scripts/bootstrap.sh --browser`), which ships axe-core 4.x as
/// `axe_playwright_python/axe.min.js`. `QUIZGEN_AXE_JS` names another copy. It is injected into
/// pages through WebDriver (``WebDriverSession/runAxe(_:options:)``); Playwright is not needed.
public struct AxeCore: Sendable {
    /// Where the script was read from.
    public let file: URL
    /// The script's source.
    public let source: String

    /// The environment variable that names an `axe.min.js` to use instead of the Python package's.
    public static let environmentKey = "QUIZGEN_AXE_JS"

    /// Reads the script from `file`.
    ///
    /// - Parameter file: An `axe.min.js`.
    /// - Throws: The read error.
    public init(file: URL) throws {
        self.file = file
        self.source = try String(contentsOf: file, encoding: .utf8)
    }

    /// The script on this machine, or `nil` (then ``unavailableReason`` says why).
    public static func located() -> AxeCore? {
        guard let file = locate() else { return nil }
        return try? AxeCore(file: file)
    }

    /// Whether axe-core and a browser are both installed, so accessibility tests can run.
    public static var isAvailable: Bool { ChromeDriverProcess.isAvailable && locate() != nil }

    /// Why accessibility tests are skipped here: a sentence naming what is missing and how to get
    /// it, for `.enabled(if:_:)`.
    public static let unavailableReason =
        "needs chromium, chromium-driver and axe-core (scripts/bootstrap.sh --browser installs them; "
        + "axe-core is `pip install --no-deps axe-playwright-python`, or set QUIZGEN_AXE_JS to an axe.min.js)"

    /// The `axe.min.js` to use: `QUIZGEN_AXE_JS`, else the one in `axe-playwright-python` as
    /// `python3` finds it.
    public static func locate() -> URL? {
        if let path = ProcessInfo.processInfo.environment[environmentKey], !path.isEmpty {
            return FileManager.default.isReadableFile(atPath: path)
                ? URL(fileURLWithPath: path) : nil
        }
        guard let folder = pythonPackageFolder() else { return nil }
        let file = folder.appendingPathComponent("axe.min.js")
        return FileManager.default.isReadableFile(atPath: file.path) ? file : nil
    }

    /// Asks `python3` where `axe_playwright_python` is installed, without importing it (its
    /// `__init__` imports Playwright, which is deliberately not installed).
    private static func pythonPackageFolder() -> URL? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import importlib.util as u; s = u.find_spec('axe_playwright_python'); "
                + "print(list(s.submodule_search_locations)[0] if s else '')",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
