import Foundation

/// Where a text's images and linked files may come from.
struct MediaSource {
    /// Files embedded in the source (Moodle XML `<file>`), by name, for `@@PLUGINFILE@@/name`.
    var embedded: [String: Data] = [:]
    /// Files beside the source (a QTI package's folder, or the source file's folder).
    var folder: URL?
    /// Reads a file relative to `folder` (or from inside a package).
    var read: ((String) -> Data?)?
}
