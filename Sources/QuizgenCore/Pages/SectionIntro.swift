/// A section's own front matter and introduction, from `_index.md` in its folder (as in Hugo).
public struct SectionIntro: Sendable, Hashable, Codable {
    /// The folder below `Content/pages/` (`guides/advanced`).
    public var folder: String
    /// Title, else the folder's name.
    public var title: String?
    /// Summary for lists and `<meta name="description">`.
    public var description: String?
    /// Order in menus and lists.
    public var weight: Int
    /// Markdown introduction shown above the list.
    public var body: String
    /// Display path of the `_index.md`.
    public var sourcePath: String

    /// Creates an introduction.
    public init(
        folder: String, title: String? = nil, description: String? = nil, weight: Int = 0,
        body: String, sourcePath: String
    ) {
        self.folder = folder
        self.title = title
        self.description = description
        self.weight = weight
        self.body = body
        self.sourcePath = sourcePath
    }
}
