/// A request path checked and reduced to a key of the in-memory site.
///
/// The server never touches the file system for pages, so there is nothing to escape to; these
/// checks still refuse every traversal spelling outright, so that no lookup ever sees one.
enum SitePath {
    /// Why a path was refused, or what it names.
    enum Resolution: Equatable {
        /// A key into the site's files, without a leading `/` (`""` is the root folder).
        case key(String)
        /// A malformed or hostile path.
        case refused(String)
    }

    /// The longest path accepted (longer ones are refused before any decoding).
    static let maxLength = 2048

    /// Decodes `raw` (the path part of the request target) once and checks every segment.
    ///
    /// Refused: backslashes and NUL (raw or encoded), an encoded `/`, anything still containing
    /// `%` after one decoding (double encoding), `.` and `..` segments, and malformed escapes.
    static func resolve(_ raw: String) -> Resolution {
        guard raw.utf8.count <= maxLength else { return .refused("path too long") }
        guard raw.hasPrefix("/") else { return .refused("path must start with /") }
        let lowered = raw.lowercased()
        if raw.contains("\\") || raw.contains("\0") || lowered.contains("%5c")
            || lowered.contains("%00")
        {
            return .refused("backslash or NUL in path")
        }
        if lowered.contains("%2f") { return .refused("encoded slash in path") }
        guard let decoded = raw.removingPercentEncoding else {
            return .refused("malformed percent-encoding")
        }
        if decoded.contains("%") { return .refused("double-encoded path") }
        if decoded.contains("\\") || decoded.contains("\0") {
            return .refused("backslash or NUL in path")
        }
        if decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .refused("control character in path")
        }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        if segments.contains(where: { $0 == ".." || $0 == "." }) {
            return .refused("dot segment in path")
        }
        return .key(String(decoded.dropFirst()))
    }
}
