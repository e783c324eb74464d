/// What the build does to the raster images it publishes (`images:` in `quizgen.yaml`;
/// docs/images.md). Metadata is always stripped from the media the site's pages show; only
/// `static/` can be left as it is.
public struct ImageConfig: Sendable, Hashable, Codable {
    /// Make the smaller WebP copies and the `srcset` (`images.srcset`, on by default).
    public var srcset = true
    /// The copies' widths in pixels, increasing (`images.widths`): an image gets a copy at each
    /// width below its own, and one at its own width unless it is wider than the last.
    public var widths = [480, 960, 1600]
    /// WebP and JPEG quality, 1 to 100 (`images.quality`).
    public var quality = 80
    /// Strip the metadata of `static/`'s images too (`images.static: strip`, the default), or
    /// publish them byte for byte (`keep`).
    public var stripStatic = true

    /// The defaults.
    public init() {}

    /// The copies' widths for an image `width` pixels wide (never wider than it).
    public func variantWidths(forImageWidth width: Int) -> [Int] {
        guard srcset, width > 0 else { return [] }
        var result = widths.filter { $0 < width }
        if let last = widths.last, width <= last { result.append(width) }
        return result
    }
}
