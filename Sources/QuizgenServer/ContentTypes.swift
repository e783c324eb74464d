import QuizgenLoading

/// The `Content-Type` of a site file, by its extension: the theme's and the pages' types, and
/// every medium the site publishes as `MediaPolicy` serves it.
enum ContentTypes {
    static let byExtension: [String: String] = MediaPolicy.types.merging([
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "atom": "application/atom+xml; charset=utf-8",
        "rss": "application/rss+xml; charset=utf-8",
        "json": "application/json",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "txt": "text/plain; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
    ]) { _, page in page }

    /// The type for `path`; unknown extensions are served as bytes, never sniffed.
    static func forPath(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else {
            return "application/octet-stream"
        }
        return byExtension[path[path.index(after: dot)...].lowercased()]
            ?? "application/octet-stream"
    }

    /// Whether the type is an HTML page (the only kind that gets the preview script).
    static func isHTML(_ type: String) -> Bool { type.hasPrefix("text/html") }
}
