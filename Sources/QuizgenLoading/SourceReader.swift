import Foundation
import QuizgenCore

/// Reads source files as UTF-8 text, turning every failure into a located diagnostic.
public struct SourceReader: Sendable {
    /// The site root; display paths are relative to it.
    public let root: URL

    /// Creates a reader for files below `root`.
    public init(root: URL) { self.root = root.standardizedFileURL }

    /// The path shown to the user for `url`: relative to the root when inside it.
    public func displayPath(_ url: URL) -> String {
        let full = url.standardizedFileURL.path
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return full.hasPrefix(base) ? String(full.dropFirst(base.count)) : full
    }

    /// Reads `url` as UTF-8.
    ///
    /// - Parameters:
    ///   - url: The file to read.
    ///   - diagnostics: Receives `file.unreadable` or `file.invalid-utf8` errors.
    /// - Returns: The text, or `nil` after reporting why it could not be read.
    public func read(_ url: URL, into diagnostics: inout Diagnostics) -> SourceText? {
        let path = displayPath(url)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            diagnostics.error(
                "file.unreadable", "cannot read file: \(Self.reason(for: error, url: url))",
                at: SourceLocation(path: path, line: 1, column: 1))
            return nil
        }
        return decode(data, path: path, into: &diagnostics)
    }

    /// Decodes bytes as UTF-8, reporting the exact line and column of the first invalid byte.
    public func decode(_ data: Data, path: String, into diagnostics: inout Diagnostics) -> SourceText? {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) {
            let normalized = bytes.contains(0x0D) && text.contains("\r\n") ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
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

    static func reason(for error: Error, url: URL) -> String {
        let path = url.path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                return "it is a symbolic link to a file that does not exist"
            }
            return "no such file"
        }
        if isDirectory.boolValue { return "it is a folder" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let message = underlying.localizedFailureReason ?? Optional(underlying.localizedDescription)
        {
            return message
        }
        return nsError.localizedDescription
    }
}
