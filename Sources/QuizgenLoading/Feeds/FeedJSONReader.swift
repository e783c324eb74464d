import Foundation
import QuizgenCore

/// Reads archive JSON files into located nodes, reporting syntax errors as diagnostics.
enum FeedJSONReader {
    /// Parses `data` as JSON.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - displayPath: The path used in diagnostics.
    ///   - scriptPrefix: Whether a JavaScript assignment such as `window.YTD.tweets.part0 = `
    ///     may precede the JSON (Twitter archives): everything up to the first `=` is skipped.
    ///   - diagnostics: Receives a located error when the file is not valid JSON.
    /// - Returns: The root node, or `nil` after an error.
    static func parse(
        _ data: Data, displayPath: String, scriptPrefix: Bool = false,
        diagnostics: inout Diagnostics
    ) -> JSONNode? {
        let bytes = [UInt8](data)
        diagnostics.register(SourceText(path: displayPath, text: String(decoding: bytes, as: UTF8.self)))
        var start = 0
        if scriptPrefix {
            let firstSignificant = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            if let first = firstSignificant, bytes[first] != UInt8(ascii: "["),
                bytes[first] != UInt8(ascii: "{")
            {
                guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else {
                    diagnostics.error(
                        "feed.malformed-json",
                        "expected 'window.YTD.<name>.part0 = ' followed by JSON",
                        at: SourceLocation(path: displayPath, line: 1, column: 1))
                    return nil
                }
                start = equals + 1
            }
        }
        var parser = JSONParser(bytes: bytes, start: start)
        do {
            return try parser.parseDocument()
        } catch {
            diagnostics.error(
                "feed.malformed-json", "malformed JSON: \(error.message)",
                at: SourceLocation(path: displayPath, line: error.line, column: error.column))
            return nil
        }
    }

    /// Reads and parses `path` from `archive`; reports a missing or unreadable file.
    static func read(
        _ path: String, from archive: FeedArchive, scriptPrefix: Bool = false,
        diagnostics: inout Diagnostics
    ) -> JSONNode? {
        let display = archive.displayPath(path)
        let data: Data
        do {
            data = try archive.read(path)
        } catch {
            diagnostics.error(
                "feed.unreadable-file", "cannot read '\(path)': \(error.localizedDescription)",
                at: SourceLocation(path: display))
            return nil
        }
        return parse(data, displayPath: display, scriptPrefix: scriptPrefix, diagnostics: &diagnostics)
    }
}
