import Foundation
import QuizgenCore
import QuizgenLoading

/// `Templates/.theme-lock.json`: for each template `quizgen theme eject` copied, the built-in
/// version it was copied from.
///
/// It records the origin's SHA-256 and its text, so that `quizgen theme diff` can show what
/// changed upstream since the copy was made, and `build`, `check` and `serve` can warn once the
/// built-in template is no longer the one the copy came from. Keep it in version control.
public struct ThemeLock: Sendable, Hashable, Codable {
    /// Where one copy came from.
    public struct Entry: Sendable, Hashable, Codable {
        /// The quizgen version that made the copy.
        public var quizgen: String
        /// `DefaultTheme.version` when the copy was made.
        public var theme: String
        /// The SHA-256 of the built-in template's bytes when the copy was made.
        public var sha256: String
        /// The built-in template's text when the copy was made.
        public var origin: String

        /// Creates an entry.
        public init(quizgen: String, theme: String, sha256: String, origin: String) {
            self.quizgen = quizgen
            self.theme = theme
            self.sha256 = sha256
            self.origin = origin
        }
    }

    /// The file's name inside `Templates/`.
    public static let fileName = ".theme-lock.json"

    /// For people who open the file.
    public var comment: String? =
        "Written by quizgen theme eject: the built-in template each file in Templates/ was copied from. quizgen theme diff, quizgen theme prune and the stale-override warnings read it; keep it in version control."
    /// The format's version.
    public var version = 1
    /// By file path relative to `Templates/` (`layout.mustache`).
    public var templates: [String: Entry] = [:]

    /// Creates an empty lock.
    public init() {}

    /// The lock file of the templates folder `folder`.
    public static func url(in folder: URL) -> URL { folder.appendingPathComponent(fileName) }

    /// Reads the lock of `folder`: an empty lock when there is none.
    ///
    /// The file is read under the site's confinement rule (`SourceReader.bytes`): a link out
    /// of the site, a FIFO or a device is an error and is never read.
    ///
    /// - Parameters:
    ///   - folder: The site's `Templates/` folder.
    ///   - reader: The site's reader.
    ///   - diagnostics: Receives a `theme.lock` warning when the file is not a lock, or the
    ///     reader's error when it may not be read.
    /// - Returns: The lock (empty when missing or unreadable).
    public static func read(
        in folder: URL, reader: SourceReader, into diagnostics: inout Diagnostics
    ) -> ThemeLock {
        let url = url(in: folder)
        guard FileManager.default.fileExists(atPath: url.path),
            let bytes = reader.bytes(url, into: &diagnostics)
        else { return ThemeLock() }
        do {
            return try JSONDecoder().decode(ThemeLock.self, from: Data(bytes))
        } catch {
            diagnostics.warning(
                "theme.lock",
                "cannot read the theme lock (\(Self.describe(error))); the origins of ejected templates are unknown until 'quizgen theme eject' writes it again",
                at: SourceLocation(path: reader.displayPath(url)))
            return ThemeLock()
        }
    }

    /// Writes the lock into `folder` (sorted keys, one line per key), or removes the file when
    /// the lock is empty.
    ///
    /// - Throws: When the file cannot be written or removed.
    public func write(in folder: URL) throws {
        let url = Self.url(in: folder)
        if templates.isEmpty {
            if FileManager.default.fileExists(atPath: url.path) {
                try FileManager.default.removeItem(at: url)
            }
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): "not valid JSON: \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _): "the key '\(key.stringValue)' is missing"
        case DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "\(error)"
        }
    }
}
