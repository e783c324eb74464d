/// A raster image as the site publishes it: its size after the orientation is applied, and the
/// smaller WebP copies made for phones (issue 33; docs/images.md).
public struct PublishedImage: Sendable, Hashable, Codable {
    /// Its width in pixels, as shown (EXIF orientation applied).
    public var width: Int
    /// Its height in pixels, as shown.
    public var height: Int
    /// The WebP copies, narrowest first, each at a route path (`/river/photo-480w.webp`); empty
    /// when the image is narrower than every configured width, animated, or sizes are off.
    public var variants: [Variant]

    /// One smaller copy.
    public struct Variant: Sendable, Hashable, Codable {
        /// Its width in pixels.
        public var width: Int
        /// Its route path.
        public var path: String

        /// Creates a copy's description.
        public init(width: Int, path: String) {
            self.width = width
            self.path = path
        }
    }

    /// Creates an image's description.
    public init(width: Int, height: Int, variants: [Variant] = []) {
        self.width = width
        self.height = height
        self.variants = variants
    }
}
