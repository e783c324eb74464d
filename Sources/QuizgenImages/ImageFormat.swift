/// The raster formats the build re-encodes, named by a file's extension.
public enum ImageFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case jpeg, png, gif, webp

    /// The format a file name's extension names (`photo.JPG` → `.jpeg`); `nil` for any other
    /// file, SVG included (a text format, sanitised elsewhere).
    public init?(fileName: String) {
        let last = fileName.split(separator: "/").last ?? Substring(fileName)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return nil }
        switch last[last.index(after: dot)...].lowercased() {
        case "jpg", "jpeg": self = .jpeg
        case "png": self = .png
        case "gif": self = .gif
        case "webp": self = .webp
        default: return nil
        }
    }
}
