import CVips
import Foundation

/// Re-encodes images with libvips: the EXIF orientation applied, the colours converted to sRGB
/// from an embedded profile, every metadata block dropped (EXIF with its GPS position, XMP,
/// IPTC, ICC, comments), and smaller WebP copies made.
public enum ImageProcessor {
    /// libvips started once per process (it is thread-safe after that).
    private static let started: Bool = qz_vips_start() == 0

    /// The most pixels (all frames together) an image may have: a 48-megapixel phone photo is
    /// a quarter of it; a file claiming more (a decompression bomb in a feed's archive) is
    /// refused before any pixel is decoded.
    public static let maxPixels = 200_000_000

    /// Processes `bytes`, an image in `format`.
    ///
    /// - Parameters:
    ///   - bytes: The file as written.
    ///   - format: The format to publish it in (its extension's); libvips reads any it knows.
    ///   - widths: The WebP copies' widths for the upright image's width (the build passes
    ///     `ImageConfig.variantWidths(forImageWidth:)`); one wider than the image is skipped.
    ///   - quality: WebP and JPEG quality, 1 to 100.
    /// - Returns: The image, upright and without metadata, and its copies.
    /// - Throws: ``ImageError`` when libvips cannot read or write it (a corrupt or truncated
    ///   file, a format it does not know).
    public static func process(
        _ bytes: [UInt8], format: ImageFormat, widths: (Int) -> [Int], quality: Int
    ) throws(ImageError) -> ProcessedImage {
        guard started else { throw ImageError("libvips could not start") }
        guard !bytes.isEmpty else { throw ImageError("the file is empty") }
        // `withUnsafeBytes` rethrows untyped errors: the typed one comes out as a `Result`.
        return try bytes.withUnsafeBytes { buffer in
            Result { () throws(ImageError) -> ProcessedImage in
                try process(buffer, format: format, widths: widths, quality: quality)
            }
        }.get()
    }

    private static func process(
        _ buffer: UnsafeRawBufferPointer, format: ImageFormat, widths: (Int) -> [Int],
        quality: Int
    ) throws(ImageError) -> ProcessedImage {
        let animated = format == .gif || format == .webp
        let opened = try VipsHandle.make(
            qz_vips_open(buffer.baseAddress, buffer.count, animated ? 1 : 0))
        let (fullWidth, fullHeight) = (
            Int(vips_image_get_width(opened.pointer)),
            Int(vips_image_get_height(opened.pointer))
        )
        guard fullWidth.multipliedReportingOverflow(by: fullHeight).partialValue <= maxPixels,
            fullWidth > 0, fullHeight > 0
        else {
            throw ImageError(
                "it is \(fullWidth) × \(fullHeight) pixels; images over \(maxPixels / 1_000_000) megapixels are not published"
            )
        }
        let upright = try opened.apply { qz_vips_autorot($0, $1) }
        // A profile converted away, else its colours shift once it is stripped.
        let colours =
            qz_vips_has_icc(upright.pointer) != 0
            ? ((try? upright.apply { qz_vips_to_srgb($0, $1) }) ?? upright) : upright
        // Every metadata field dropped before anything is encoded (and `strip` on save).
        let image = try colours.apply { qz_vips_without_metadata($0, $1) }
        let pages = Int(vips_image_get_n_pages(image.pointer))
        let width = Int(vips_image_get_width(image.pointer))
        let height =
            pages > 1
            ? Int(vips_image_get_page_height(image.pointer))
            : Int(vips_image_get_height(image.pointer))
        let original = try image.encode(format, quality: quality)
        var variants: [(width: Int, bytes: [UInt8])] = []
        // An animation keeps its one size: a copy would have to resize every frame.
        if pages <= 1 {
            for target in widths(width) where target > 0 && target <= width {
                let resized =
                    target == width
                    ? image : try image.apply { qz_vips_to_width($0, $1, Int32(target)) }
                variants.append((target, try resized.encode(.webp, quality: quality)))
            }
        }
        return ProcessedImage(
            width: width, height: height, pages: max(1, pages), original: original,
            variants: variants)
    }

    /// The last libvips error, first line, and the error buffer cleared.
    static func lastError() -> ImageError {
        let text = vips_error_buffer().map { String(cString: $0) } ?? ""
        vips_error_clear()
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        return ImageError(line.isEmpty ? "libvips could not decode it" : line)
    }
}

/// One libvips image, released when the last reference goes.
final class VipsHandle {
    let pointer: UnsafeMutablePointer<VipsImage>

    private init(_ pointer: UnsafeMutablePointer<VipsImage>) { self.pointer = pointer }

    deinit { g_object_unref(pointer) }

    static func make(_ pointer: UnsafeMutablePointer<VipsImage>?) throws(ImageError) -> VipsHandle {
        guard let pointer else { throw ImageProcessor.lastError() }
        return VipsHandle(pointer)
    }

    /// The image an operation makes from this one.
    func apply(
        _ operation: (
            UnsafeMutablePointer<VipsImage>, UnsafeMutablePointer<UnsafeMutablePointer<VipsImage>?>
        ) -> Int32
    ) throws(ImageError) -> VipsHandle {
        var out: UnsafeMutablePointer<VipsImage>?
        guard operation(pointer, &out) == 0 else { throw ImageProcessor.lastError() }
        return try VipsHandle.make(out)
    }

    /// The image encoded in `format`, without metadata.
    func encode(_ format: ImageFormat, quality: Int) throws(ImageError) -> [UInt8] {
        var bytes: UnsafeMutableRawPointer?
        var length = 0
        let q = Int32(max(1, min(100, quality)))
        let status: Int32
        switch format {
        case .jpeg: status = qz_vips_jpeg(pointer, &bytes, &length, q)
        case .png: status = qz_vips_png(pointer, &bytes, &length)
        case .gif: status = qz_vips_gif(pointer, &bytes, &length)
        case .webp: status = qz_vips_webp(pointer, &bytes, &length, q)
        }
        guard status == 0, let bytes else { throw ImageProcessor.lastError() }
        defer { g_free(bytes) }
        let encoded = [UInt8](UnsafeRawBufferPointer(start: bytes, count: length))
        return format == .webp ? WebPMetadata.stripped(encoded) : encoded
    }
}
