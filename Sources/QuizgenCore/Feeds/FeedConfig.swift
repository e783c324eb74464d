/// One feed declared under `feeds:` in `quizgen.yaml`.
public struct FeedConfig: Sendable, Hashable, Codable {
    /// The feed's name: lower-case letters, digits and `-`; it names its URLs (`/feeds/<name>/`).
    public var name: String
    /// The title shown on the feed's pages and in its syndication feeds.
    public var title: String
    /// The source folder or `.zip`, relative to the site root (default `Content/feeds/<name>/`).
    public var source: String
    /// How the source is laid out.
    public var format: FeedFormat
    /// Publish private messages, followers-only and direct posts (off by default).
    public var publishPrivate: Bool
    /// The radius of a proximity group, in kilometres.
    public var radiusKm: Double
    /// For custom exports: per record kind (`users`, `posts`, `comments`, `messages`), our field
    /// name mapped to the export's.
    public var mapping: [String: [String: String]]
    /// Where the feed is declared, for diagnostics.
    public var location: SourceLocation?

    /// Creates a feed declaration; every parameter but the name has the documented default.
    ///
    /// - Parameters:
    ///   - name: The feed's name.
    ///   - title: The shown title (default: the name).
    ///   - source: The source path relative to the site root.
    ///   - format: The source layout.
    ///   - publishPrivate: Whether private content is published.
    ///   - radiusKm: The proximity radius.
    ///   - mapping: Field renames for custom exports.
    ///   - location: Where it is declared.
    public init(
        name: String, title: String? = nil, source: String? = nil, format: FeedFormat = .quizgen,
        publishPrivate: Bool = false, radiusKm: Double = 50,
        mapping: [String: [String: String]] = [:],
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.title = title ?? name
        self.source = source ?? "Content/feeds/\(name)/"
        self.format = format
        self.publishPrivate = publishPrivate
        self.radiusKm = radiusKm
        self.mapping = mapping
        self.location = location
    }

    /// The export's name for one of our fields of a record kind (the field itself when unmapped).
    public func field(_ ours: String, of kind: String) -> String { mapping[kind]?[ours] ?? ours }
}
