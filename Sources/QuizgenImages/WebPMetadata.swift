/// Removes the metadata chunks of a WebP file (`EXIF`, `XMP `, `ICCP`) and their flags: libvips
/// 8.14's WebP saver writes an EXIF chunk of its own (orientation, resolution) even with
/// `strip`, and this build publishes no EXIF at all. A RIFF container is a list of
/// length-prefixed chunks, so this is a copy of the others.
enum WebPMetadata {
    static func stripped(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8),
            bytes[8..<12].elementsEqual("WEBP".utf8)
        else { return bytes }
        var chunks: [UInt8] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let fourCC = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size =
                Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16
                | Int(bytes[offset + 7]) << 24
            let end = min(bytes.count, offset + 8 + size + (size & 1))
            if !["EXIF", "XMP ", "ICCP"].contains(fourCC) {
                var chunk = Array(bytes[offset..<end])
                // VP8X flags: ICC 0x20, EXIF 0x08, XMP 0x04.
                if fourCC == "VP8X", chunk.count > 8 { chunk[8] &= ~UInt8(0x20 | 0x08 | 0x04) }
                chunks += chunk
            }
            offset = end
        }
        let size = UInt32(4 + chunks.count)
        return Array("RIFF".utf8)
            + [
                UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF),
                UInt8(size >> 24),
            ]
            + Array("WEBP".utf8) + chunks
    }
}
