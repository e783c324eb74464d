/// An image turned upright and re-encoded without metadata, with its smaller WebP copies.
public struct ProcessedImage: Sendable, Hashable {
    /// Width in pixels, orientation applied (one frame's, for an animation).
    public var width: Int
    /// Height in pixels, orientation applied (one frame's, for an animation).
    public var height: Int
    /// Its frames: 1, or more for an animation (which gets no copies).
    public var pages: Int
    /// The image in its own format, without metadata.
    public var original: [UInt8]
    /// The WebP copies by width, narrowest first.
    public var variants: [(width: Int, bytes: [UInt8])]

    /// Creates a processed image.
    public init(
        width: Int, height: Int, pages: Int, original: [UInt8],
        variants: [(width: Int, bytes: [UInt8])]
    ) {
        self.width = width
        self.height = height
        self.pages = pages
        self.original = original
        self.variants = variants
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.original == rhs.original
            && lhs.variants.map(\.width) == rhs.variants.map(\.width)
            && lhs.variants.map(\.bytes) == rhs.variants.map(\.bytes)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(original)
    }
}
