import Foundation

/// Waits until the browser has finished downloading a file whose name ends in `suffix`.
///
/// Chromium writes a download to a `.crdownload` file and renames it over the final name when
/// complete; it may create an empty file of the final name at the start. So a download is
/// finished when a file of the final name exists and no `.crdownload` file is left in the folder.
/// Hidden files are ignored.
///
/// - Parameters:
///   - folder: The download folder given to ``WebDriverSession/start(on:downloadFolder:)``.
///   - suffix: How the file name ends, such as `".json"` or `"result.json"`.
///   - timeout: How long to wait.
/// - Returns: The downloaded file (the first by name if several match).
/// - Throws: ``WaitTimeoutError`` when no such file appears in time.
public func waitForDownload(
    in folder: URL, matching suffix: String, timeout: Duration = .seconds(15)
) async throws -> URL {
    try await waitForValue(
        "a download ending in '\(suffix)' in \(folder.path)", timeout: timeout,
        poll: .milliseconds(100)
    ) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if names.contains(where: { $0.hasSuffix(".crdownload") }) { return nil }
        let done = names.sorted().first { name in
            !name.hasPrefix(".") && !name.hasSuffix(".crdownload") && name.hasSuffix(suffix)
        }
        return done.map { folder.appendingPathComponent($0) }
    }
}
