import Foundation
import QuizgenCore
import QuizgenSystem

/// Reads source files as UTF-8 text, turning every failure into a located diagnostic.
public struct SourceReader: Sendable {
    /// The site root; display paths are relative to it.
    public let root: URL

    /// Refuses files whose links lead outside the site.
    public let pathGuard: SitePathGuard

    /// The root's path ending with `/`.
    let rootPrefix: String

    /// Creates a reader for files below `root`.
    public init(root: URL) {
        let standardized = root.standardizedFileURL
        let path = standardized.path
        self.root = standardized
        pathGuard = SitePathGuard(root: root)
        rootPrefix = path.hasSuffix("/") ? path : path + "/"
    }

    /// The path shown to the user for `url`: relative to the root when inside it.
    public func displayPath(_ url: URL) -> String {
        let path = url.path
        // A path without `.` segments is already standard (standardizing cost 2 µs a file).
        let full = Self.isStandard(path) ? path : url.standardizedFileURL.path
        return full.hasPrefix(rootPrefix) ? String(full.dropFirst(rootPrefix.count)) : full
    }

    /// Whether `path` is absolute with no segment that is empty or starts with `.` (no `//`,
    /// `/./`, `/../`), so that standardizing it would change nothing.
    static func isStandard(_ path: String) -> Bool {
        var slash = false
        for byte in path.utf8 {
            if slash, byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") { return false }
            slash = byte == UInt8(ascii: "/")
        }
        return path.utf8.first == UInt8(ascii: "/")
    }

    /// Reads again the files that `diagnostics` point into but hold no text of (see
    /// `Diagnostics.forgetSourcesWithoutDiagnostics`), so that printers can show their lines.
    /// A file that cannot be read now is left without an excerpt.
    public func restoreSources(_ diagnostics: inout Diagnostics) {
        for path in diagnostics.pathsWithoutSources.sorted() {
            let url =
                path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
            var ignored = Diagnostics()
            guard let bytes = bytes(url, into: &ignored),
                let source = decode(bytes, path: path, into: &ignored)
            else { continue }
            diagnostics.register(source)
        }
    }

    /// Reads `url` as UTF-8.
    ///
    /// - Parameters:
    ///   - url: The file to read.
    ///   - diagnostics: Receives `file.unreadable` or `file.invalid-utf8` errors.
    /// - Returns: The text, or `nil` after reporting why it could not be read.
    public func read(_ url: URL, into diagnostics: inout Diagnostics) -> SourceText? {
        guard let bytes = bytes(url, into: &diagnostics) else { return nil }
        return decode(bytes, path: displayPath(url), into: &diagnostics)
    }

    /// Reads a file's bytes (one `open`, `fstat` and `read`, no `Data` copy).
    ///
    /// - Parameters:
    ///   - url: The file to read.
    ///   - diagnostics: Receives a `file.unreadable` error saying why it could not be read, or
    ///     `path.outside-site` when it is a link that leads outside the site.
    /// - Returns: The bytes, or `nil` after reporting why.
    public func bytes(_ url: URL, into diagnostics: inout Diagnostics) -> [UInt8]? {
        // A folder on the way may be a link out of the site (Content/feeds/<name>/, i18n/,
        // Content/submissions/<exam>/): refused before the file is opened.
        if let target = pathGuard.folderEscape(of: url) {
            diagnostics.error(
                "path.outside-site",
                "'\(displayPath(url))' is in a folder that leads outside \(pathGuard.name) (to \(target)) through a symbolic link; refusing to read it",
                at: SourceLocation(path: displayPath(url), line: 1, column: 1))
            return nil
        }
        let location = SourceLocation(path: displayPath(url), line: 1, column: 1)
        // Each read is checked again on the file opened: a folder swapped for a link out after
        // the checks above is refused, not read.
        switch FileBytes.readUnlessLink(url.path, within: pathGuard.root) {
        case .bytes(let bytes): return bytes
        case .outside(let target):
            pathGuard.reportOutside(
                target, what: "'\(displayPath(url))'", at: location, into: &diagnostics)
            return nil
        case .link:
            // Only links are resolved: plain files cost no extra system call.
            guard
                pathGuard.allows(
                    url, what: "'\(displayPath(url))'", at: location, into: &diagnostics)
            else {
                return nil
            }
            switch FileBytes.read(url.path, within: pathGuard.root) {
            case .bytes(let bytes): return bytes
            case .outside(let target):
                pathGuard.reportOutside(
                    target, what: "'\(displayPath(url))'", at: location, into: &diagnostics)
                return nil
            case .failed: break
            }
        case .failed: break
        }
        diagnostics.error(
            "file.unreadable", "cannot read file: \(Self.reason(url: url))",
            at: SourceLocation(path: displayPath(url), line: 1, column: 1))
        return nil
    }

    /// Decodes bytes as UTF-8, reporting the exact line and column of the first invalid byte.
    public func decode(_ data: Data, path: String, into diagnostics: inout Diagnostics)
        -> SourceText?
    {
        decode([UInt8](data), path: path, into: &diagnostics)
    }

    /// Decodes bytes as UTF-8, reporting the exact line and column of the first invalid byte.
    public func decode(_ bytes: [UInt8], path: String, into diagnostics: inout Diagnostics)
        -> SourceText?
    {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) {
            let normalized =
                bytes.contains(0x0D) && text.contains("\r\n")
                ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
            let source = SourceText(path: path, text: normalized)
            diagnostics.register(source)
            return source
        }
        let offset = Self.firstInvalidUTF8Offset(bytes)
        let valid = String(decoding: bytes[..<offset], as: UTF8.self)
        let location = SourceText(path: path, text: valid).location(ofUTF8Offset: offset)
        diagnostics.register(SourceText(path: path, text: String(decoding: bytes, as: UTF8.self)))
        diagnostics.error(
            "file.invalid-utf8",
            "file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)); save it as UTF-8",
            at: location)
        return nil
    }

    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return min(offset, max(bytes.count - 1, 0))
            case .error(let length):
                _ = length
                return offset
            }
        }
    }

    /// Why `url` could not be read, in words for the user.
    static func reason(url: URL) -> String {
        let path = url.path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                return "it is a symbolic link to a file that does not exist"
            }
            return "no such file"
        }
        if isDirectory.boolValue { return "it is a folder" }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            return "it is \(SitePathGuard.kindName(info.st_mode & S_IFMT)), not a regular file"
        }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "it is not a regular file, or reading it failed"
    }
}
