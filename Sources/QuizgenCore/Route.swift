/// A URL the site publishes, with the template that renders it.
public struct Route: Sendable, Hashable, Codable {
    /// URL path from the site root: `/about/` (a folder with `index.html`) or `/sitemap.xml`.
    public var path: String
    /// The template's name, without extension.
    public var template: String
    /// The output format.
    public var format: OutputFormat
    /// Whether `sitemap.xml` lists it.
    public var inSitemap: Bool
    /// The content that produces the route, for diagnostics about it.
    public var source: SourceLocation?

    /// Creates a route.
    public init(
        path: String, template: String, format: OutputFormat = .html, inSitemap: Bool? = nil,
        source: SourceLocation? = nil
    ) {
        self.path = path
        self.template = template
        self.format = format
        self.inSitemap = inSitemap ?? (format == .html)
        self.source = source
    }

    /// The file the route is written to, relative to the output folder.
    public var outputPath: String {
        var trimmed = path
        while trimmed.hasPrefix("/") { trimmed.removeFirst() }
        if trimmed.isEmpty { return "index.html" }
        if trimmed.hasSuffix("/") { return trimmed + "index.html" }
        return trimmed
    }
}

/// An output format: what a template produces and how it is escaped.
public enum OutputFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case html
    case xml
    case css
    case json
    case csv
    case atom
    case rss
    case javascript
}

/// A rendered file, ready for a `SiteWriter`.
public struct OutputFile: Sendable, Hashable {
    /// Path relative to the output folder, with `/` separators.
    public var path: String
    /// The bytes to write.
    public var contents: [UInt8]
    /// The file it is a copy of, for a file published as it is (`static/robots.txt`), so that
    /// a clash with another output names both; `nil` for rendered files.
    public var source: SourceLocation?

    /// Creates an output file.
    public init(path: String, contents: [UInt8], source: SourceLocation? = nil) {
        self.path = path
        self.contents = contents
        self.source = source
    }

    /// Creates an output file from UTF-8 text.
    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}
