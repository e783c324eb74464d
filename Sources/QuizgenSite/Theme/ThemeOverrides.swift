import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading
import QuizgenRendering

/// A site's `Templates/` read against the built-in theme: every template file with its status,
/// and the lock that `quizgen theme eject` keeps.
///
/// Used by the stale-override warnings of `build`, `check` and `serve` and by `quizgen theme`.
public struct ThemeOverrides: Sendable {
    /// The site's `Templates/` folder.
    public let folder: URL
    /// Today's built-in templates by name (the default theme and those plugins bring).
    public let builtIn: [String: String]
    /// The lock (empty when the site has none).
    public var lock: ThemeLock
    /// Every `.mustache` file of `Templates/`, sorted by path.
    public var files: [ThemeOverride]

    /// Reads the site's `Templates/`.
    ///
    /// - Parameters:
    ///   - root: The site root.
    ///   - builtIn: Today's built-in templates by name.
    ///   - history: Every earlier version of each theme file (`DefaultTheme.history`).
    ///   - diagnostics: Receives unreadable files and an unreadable lock.
    /// - Returns: The files and their status.
    public static func scan(
        root: URL, builtIn: [String: String],
        history: [String: [String: String]] = DefaultTheme.history,
        into diagnostics: inout Diagnostics
    ) -> ThemeOverrides {
        let reader = SourceReader(root: root)
        let folder = root.appendingPathComponent("Templates").standardizedFileURL
        let lock = ThemeLock.read(in: folder, reader: reader, into: &diagnostics)
        var files: [ThemeOverride] = []
        for url in reader.files(in: folder, extensions: ["mustache"], into: &diagnostics) {
            guard let bytes = reader.bytes(url, into: &diagnostics) else { continue }
            let file = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
            let name = TemplateSet.templateName(forFile: file)
            let sha = ContentHash.sha256Hex(bytes)
            let status = Self.status(
                sha: sha, current: builtIn[name].map { ContentHash.sha256Hex(Array($0.utf8)) },
                versions: history[file] ?? [:], lock: lock.templates[file],
                suggestion: Suggestion.nearest(to: name, in: builtIn.keys))
            files.append(ThemeOverride(file: file, name: name, sha256: sha, status: status))
        }
        return ThemeOverrides(folder: folder, builtIn: builtIn, lock: lock, files: files)
    }

    static func status(
        sha: String, current: String?, versions: [String: String], lock: ThemeLock.Entry?,
        suggestion: String?
    ) -> ThemeOverride.Status {
        guard let current else {
            guard !versions.isEmpty || lock != nil else { return .extra(suggestion: suggestion) }
            return .removed(
                suggestion: suggestion, unchanged: versions[sha] != nil || lock?.sha256 == sha)
        }
        if sha == current { return .unchanged }
        if let commit = versions[sha] { return .earlierVersion(commit: commit) }
        guard let lock else { return .own }
        if sha == lock.sha256 { return .unchangedEjected(lock: lock) }
        return .edited(lock: lock, stale: lock.sha256 != current)
    }

    /// One warning per stale file (`theme.stale-override`, `theme.removed-template`), located at
    /// the file; `--strict` makes them errors like every warning.
    ///
    /// - Parameter displayPath: Makes the path shown for a file of `Templates/`.
    /// - Returns: The warnings, in file order.
    public func staleWarnings(displayPath: (URL) -> String) -> Diagnostics {
        var diagnostics = Diagnostics()
        for file in files where file.isStale {
            let location = SourceLocation(
                path: displayPath(folder.appendingPathComponent(file.file)))
            let name = file.name
            switch file.status {
            case .earlierVersion:
                diagnostics.warning(
                    "theme.stale-override",
                    "this is an unchanged copy of an earlier version of the built-in '\(name)', which has changed since; `quizgen theme prune` removes it so that the site uses today's",
                    at: location)
            case .unchangedEjected:
                diagnostics.warning(
                    "theme.stale-override",
                    "the built-in '\(name)' changed since this copy was made; see `quizgen theme diff \(name)`, or remove the unchanged copy with `quizgen theme prune`",
                    at: location)
            case .edited:
                diagnostics.warning(
                    "theme.stale-override",
                    "the built-in '\(name)' changed since this copy was made; see `quizgen theme diff \(name)`",
                    at: location)
            case .removed(let suggestion, _):
                diagnostics.warning(
                    "theme.removed-template",
                    "the built-in theme no longer has a template '\(name)', so this file overrides nothing\(suggestion.map { "; did you mean '\($0)'?" } ?? "")",
                    at: location)
            case .unchanged, .own, .extra:
                break
            }
        }
        return diagnostics
    }
}
