import Foundation

extension ChromeDriverProcess {
    /// Whether both chromedriver and a Chromium browser are installed, so browser tests can run.
    ///
    /// Install them with `scripts/bootstrap.sh --browser` (Debian `chromium`, `chromium-driver`).
    public static var isAvailable: Bool {
        driverExecutable != nil && browserExecutable != nil
    }

    /// The chromedriver executable: the first on `PATH`, else a Debian or common location.
    public static var driverExecutable: URL? {
        locate(
            names: ["chromedriver"],
            fallbacks: [
                "/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver",
                "/usr/local/bin/chromedriver",
            ])
    }

    /// The browser executable: Chromium or Chrome on `PATH`, else a Debian or common location.
    public static var browserExecutable: URL? {
        locate(
            names: ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"],
            fallbacks: [
                "/usr/bin/chromium", "/usr/lib/chromium/chromium", "/usr/bin/google-chrome",
            ])
    }

    private static func locate(names: [String], fallbacks: [String]) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init)
        let candidates = names.flatMap { name in folders.map { "\($0)/\(name)" } } + fallbacks
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
            .map { URL(fileURLWithPath: $0) }
    }
}
