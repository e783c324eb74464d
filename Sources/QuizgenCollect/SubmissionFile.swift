import Foundation
import QuizgenCore

/// A `quizgen-submission/1` file under `Content/submissions/<exam>/`: the parts of its name and
/// its atomic write, shared by the collector's export and the preview server's store.
public enum SubmissionFile {
    /// `20261121T102000Z`, or `20261121T102000.123Z` with `milliseconds`: UTC, sortable, safe
    /// in file names.
    ///
    /// - Parameters:
    ///   - date: The time.
    ///   - milliseconds: Whether to keep them.
    /// - Returns: The name's time part.
    public static func time(_ date: Date, milliseconds: Bool = false) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = milliseconds ? "yyyyMMdd'T'HHmmss.SSS'Z'" : "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }

    /// The examinee's slug (`examinee` when it has none), at most `limit` characters.
    ///
    /// - Parameters:
    ///   - examinee: The name as given.
    ///   - limit: The longest slug kept.
    /// - Returns: The name's person part.
    public static func person(_ examinee: String, limit: Int = .max) -> String {
        let slug = Slug.make(examinee)
        return slug.isEmpty ? "examinee" : String(slug.prefix(limit))
    }

    /// Writes `bytes` as `target`: into a temporary name in its folder, then renamed into
    /// place, so a reader (the build, the preview's watcher) never sees half a file.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - target: Where it goes; the folder must exist.
    ///   - tag: Makes the temporary name unique among concurrent writers.
    /// - Throws: The write's error, or a `POSIXError` when the rename fails.
    public static func write(_ bytes: [UInt8], to target: URL, tag: String) throws {
        let temporary = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).\(tag).tmp")
        try Data(bytes).write(to: temporary)
        guard rename(temporary.path, target.path) == 0 else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(code)
        }
    }
}
