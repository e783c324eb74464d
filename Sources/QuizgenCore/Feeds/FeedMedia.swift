/// A picture, video or other file attached to a post or a message.
public struct FeedMedia: Sendable, Hashable, Codable {
    /// Where the file is online, if the source says.
    public var url: String?
    /// The file's path inside the archive (relative to its root), when it ships with the archive.
    public var localPath: String?
    /// The MIME type, e.g. `image/jpeg`.
    public var mediaType: String
    /// The description for people who cannot see it.
    public var altText: String?
    /// The width in pixels, when the source says.
    public var width: Int?
    /// The height in pixels, when the source says.
    public var height: Int?

    /// Creates a media attachment.
    ///
    /// - Parameters:
    ///   - url: The online address, if any.
    ///   - localPath: The path inside the archive, if any.
    ///   - mediaType: The MIME type.
    ///   - altText: The alt text, if any.
    ///   - width: The width in pixels, if known.
    ///   - height: The height in pixels, if known.
    public init(
        url: String? = nil, localPath: String? = nil, mediaType: String, altText: String? = nil,
        width: Int? = nil, height: Int? = nil
    ) {
        self.url = url
        self.localPath = localPath
        self.mediaType = mediaType
        self.altText = altText
        self.width = width
        self.height = height
    }
}
