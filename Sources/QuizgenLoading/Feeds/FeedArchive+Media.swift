import Foundation
import QuizgenCore

extension FeedArchive {
    /// Whether the medium at `path` may be published: inside the archive (`allows`) and a kind
    /// the site publishes (`MediaPolicy.admits`: images, audio, video and PDF, an SVG only when
    /// it sanitises). Reports why not at `location`. A file the archive lacks passes: it is
    /// never copied, and the caller warns that it is missing.
    ///
    /// - Parameters:
    ///   - path: The medium's path in the archive.
    ///   - declaredType: The MIME type the source declares, if any.
    ///   - location: Where the source names it.
    ///   - diagnostics: Receives `path.outside-site` or `media.refused`.
    /// - Returns: `true` when it may be published.
    func admitsMedium(
        _ path: String, declaredType: String?, at location: SourceLocation?,
        diagnostics: inout Diagnostics
    ) -> Bool {
        guard allows(path, at: location, diagnostics: &diagnostics) else { return false }
        // A file the archive lacks is never copied; the caller says it is missing.
        guard contains(path) else { return true }
        return MediaPolicy.admits(
            "'\(path)'", name: path, declaredType: declaredType,
            bytes: {
                do {
                    return [UInt8](try read(path))
                } catch {
                    // A file that cannot be read is never copied either.
                    return nil
                }
            }, at: location, into: &diagnostics)
    }
}
