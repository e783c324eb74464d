import Foundation
import QuizgenCore

extension SourceReader {
    /// The files below `folder` whose extension is in `extensions`, sorted by path, under the
    /// confinement rule (`SitePathGuard`): when `folder` itself leads outside the site (it or a
    /// folder on the way is a link out), one `path.outside-site` error and no file; every link
    /// to a folder below it that leads outside is an error at the link, and nothing under it is
    /// listed or read. Links to folders inside the site are skipped, as before.
    ///
    /// - Parameters:
    ///   - folder: The folder to walk; a missing folder gives no file.
    ///   - extensions: Lower-case extensions without the dot; empty for every file.
    ///   - location: Where content or config names `folder` (a config key); the folder's own
    ///     path when `nil`.
    ///   - hiddenFolders: Hidden folders directly in `folder` walked all the same
    ///     (``ContentFiles/walk(_:extensions:hiddenFolders:)``).
    ///   - diagnostics: Receives the errors.
    /// - Returns: The files to read (each still read through `bytes(_:into:)`).
    public func files(
        in folder: URL, extensions: Set<String> = [], namedAt location: SourceLocation? = nil,
        hiddenFolders: Set<String> = [], into diagnostics: inout Diagnostics
    ) -> [URL] {
        guard refusesFolder(folder, namedAt: location, into: &diagnostics) == false else {
            return []
        }
        let listing = ContentFiles.walk(
            folder, extensions: extensions, hiddenFolders: hiddenFolders)
        for link in listing.linkedFolders {
            _ = refusesFolder(link, namedAt: nil, into: &diagnostics)
        }
        return listing.files
    }

    /// Whether `folder` leads outside the site; if so, reports it at `location` (or at the
    /// folder's own path).
    func refusesFolder(
        _ folder: URL, namedAt location: SourceLocation?, into diagnostics: inout Diagnostics
    ) -> Bool {
        guard let target = pathGuard.escape(of: folder) else { return false }
        let shown = displayPath(folder)
        diagnostics.error(
            "path.outside-site",
            "'\(shown)/' leads outside \(pathGuard.name) (to \(target)) through a symbolic link; refusing to read it",
            at: location ?? SourceLocation(path: shown))
        return true
    }
}
