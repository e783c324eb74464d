import Foundation

/// Decides whether tests that read the real-world fixtures of `../shared/fixtures/` run.
///
/// They run whenever `../shared` is beside the repository (CI lays it there) or `CI=true` is set:
/// then a missing or moved fixture fails its test instead of skipping it. Only a clone without
/// `../shared`, outside CI, skips them, saying why; the repository's own fixtures cover the same
/// traps there.
public enum SharedFixtureGate {
    /// Whether tests reading `folder` (a folder under `../shared`) should run.
    ///
    /// - Parameter folder: The shared fixture folder the tests read.
    /// - Returns: `true` when the folder's `shared` ancestor exists or `CI` is `true`.
    public static func shouldRun(_ folder: URL) -> Bool {
        if ProcessInfo.processInfo.environment["CI"] == "true" { return true }
        var shared = folder.standardizedFileURL
        while shared.lastPathComponent != "shared", shared.path != "/" {
            shared.deleteLastPathComponent()
        }
        return shared.lastPathComponent == "shared"
            && FileManager.default.fileExists(atPath: shared.path)
    }
}
