import Foundation
import QuizgenCompute
import QuizgenSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Processed images kept on disk by content, so that a rebuild never decodes or encodes an
/// image again: `.quizgen/cache/images/` in the site (docs/images.md).
///
/// An entry is named by the SHA-256 of the source bytes and what shapes the output (the cache's
/// version, the format, the quality): `<key>.size` (the width and height, as text),
/// `<key>.<ext>` (the image without metadata) and `<key>-<width>.webp` (each copy). Any missing
/// or unreadable file makes the image be processed again and its files written anew; a file is
/// written under a temporary name and renamed, so a killed build leaves no half entry.
public struct ImageCache: Sendable {
    /// Bumped when the processing changes, so old entries are not served.
    static let version = "v2"

    /// The cache's folder.
    public let folder: URL

    /// The cache of the site at `root`.
    public init(root: URL) {
        folder = root.appendingPathComponent(".quizgen/cache/images", isDirectory: true)
    }

    /// What ``image(_:format:config:)`` gives.
    public struct Entry: Sendable {
        /// The processed image.
        public var image: ProcessedImage
        /// Whether it came from the cache (no decoding or encoding).
        public var cached: Bool
    }

    /// The processed image for `bytes`, from the cache, else processed now and stored.
    ///
    /// - Parameters:
    ///   - bytes: The source file.
    ///   - format: Its format (its extension's).
    ///   - quality: WebP and JPEG quality.
    ///   - widths: The copies' widths for an image of the given width.
    /// - Returns: The image and whether it was cached.
    /// - Throws: ``ImageError`` when it cannot be processed; nothing is stored then.
    public func image(
        _ bytes: [UInt8], format: ImageFormat, quality: Int, widths: (Int) -> [Int]
    ) throws(ImageError) -> Entry {
        let key = "\(ContentHash.sha256Hex(bytes))-\(Self.version)-\(format.rawValue)-q\(quality)"
        if let cached = read(key, format: format, widths: widths) {
            return Entry(image: cached, cached: true)
        }
        let image = try ImageProcessor.process(
            bytes, format: format, widths: widths, quality: quality)
        store(image, key: key, format: format)
        return Entry(image: image, cached: false)
    }

    private func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    private func read(_ key: String, format: ImageFormat, widths: (Int) -> [Int])
        -> ProcessedImage?
    {
        guard let size = FileBytes.read(url(key + ".size").path),
            let text = String(bytes: size, encoding: .utf8)
        else { return nil }
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard numbers.count == 3,
            let original = FileBytes.read(url("\(key).\(format.rawValue)").path)
        else { return nil }
        let (width, height, pages) = (numbers[0], numbers[1], numbers[2])
        var variants: [(width: Int, bytes: [UInt8])] = []
        if pages <= 1 {
            for target in widths(width) where target > 0 && target <= width {
                guard let bytes = FileBytes.read(url("\(key)-\(target).webp").path) else {
                    return nil
                }
                variants.append((target, bytes))
            }
        }
        return ProcessedImage(
            width: width, height: height, pages: pages, original: original, variants: variants)
    }

    private func store(_ image: ProcessedImage, key: String, format: ImageFormat) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        write(image.original, to: "\(key).\(format.rawValue)")
        for variant in image.variants { write(variant.bytes, to: "\(key)-\(variant.width).webp") }
        // The size last: an entry without it is never read.
        write(Array("\(image.width) \(image.height) \(image.pages)\n".utf8), to: key + ".size")
    }

    private func write(_ bytes: [UInt8], to name: String) {
        let temporary = url(".\(name).\(UUID().uuidString)")
        do {
            try Data(bytes).write(to: temporary)
            guard rename(temporary.path, url(name).path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                return
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }
}
