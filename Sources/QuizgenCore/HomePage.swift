/// The home page: the optional `Content/index.md` plus what the site has to list.
public struct HomePage: Sendable, Hashable, Codable {
    /// Title (front matter of `Content/index.md`, or the site title).
    public var title: String
    /// Markdown introduction.
    public var body: String
    /// Display path of `Content/index.md`, if present.
    public var sourcePath: String?

    /// Creates the home page model.
    public init(title: String, body: String, sourcePath: String? = nil) {
        self.title = title
        self.body = body
        self.sourcePath = sourcePath
    }
}

/// The "not found" page written as `404.html`.
public struct NotFoundPage: Sendable, Hashable, Codable {
    /// Creates the model.
    public init() {}
}

/// The `sitemap.xml` listing every published HTML page.
public struct Sitemap: Sendable, Hashable, Codable {
    /// Creates the model.
    public init() {}
}

/// The theme's stylesheet, rendered from the config's colours.
public struct Stylesheet: Sendable, Hashable, Codable {
    /// Creates the model.
    public init() {}
}
