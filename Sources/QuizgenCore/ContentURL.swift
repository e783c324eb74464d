import Foundation

/// A URL written in content (an image in a question, a link in a bank), resolved against the
/// folder of the file that holds it. The one resolver: the build, its validators and the quiz
/// exporter all call it, so a path that the site publishes is a path the export finds.
public enum ContentURL {
    /// Where a relative URL leads.
    public enum Resolution: Sendable, Hashable {
        /// A path relative to the site root, inside `Content/`.
        case local(String)
        /// Outside the site's `Content/` folder.
        case outside
    }

    /// Resolves a relative URL against `baseFolder` (a folder relative to the site root, such as
    /// `Content/banks`): `.` and `..` segments are applied, percent escapes decoded and a query
    /// dropped.
    ///
    /// - Parameters:
    ///   - url: The URL as written.
    ///   - baseFolder: The folder of the file that holds it, relative to the site root.
    /// - Returns: `nil` for absolute URLs (`http:`, `data:`, `/…`, `#…`, empty); `.outside` when
    ///   the path leaves `Content/`; else the path below the site root.
    public static func resolve(_ url: String, baseFolder: String) -> Resolution? {
        if url.isEmpty || url.hasPrefix("/") || url.contains("://") || url.hasPrefix("data:")
            || url.hasPrefix("#")
        {
            return nil
        }
        let path = url.split(separator: "?").first.map(String.init) ?? url
        var parts = baseFolder.split(separator: "/").map(String.init)
        for segment in path.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..":
                if parts.isEmpty { return .outside }
                parts.removeLast()
            default: parts.append(String(segment).removingPercentEncoding ?? String(segment))
            }
        }
        let resolved = parts.joined(separator: "/")
        return resolved.hasPrefix("Content/") ? .local(resolved) : .outside
    }
}
