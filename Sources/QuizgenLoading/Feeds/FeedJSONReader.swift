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
        guard
            var reader = streamReader(
                data, displayPath: displayPath, scriptPrefix: scriptPrefix,
                diagnostics: &diagnostics)
        else { return nil }
        do {
            let node = try reader.value()
            try reader.finish()
            return node
        } catch {
            malformed(error, displayPath: displayPath, diagnostics: &diagnostics)
            return nil
        }
    }

    /// Prepares `data` to be read a value at a time: registers its text for the diagnostics'
    /// excerpts and skips a script prefix.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - displayPath: The path used in diagnostics.
    ///   - scriptPrefix: As for `parse`.
    ///   - diagnostics: Receives an error when a script prefix is expected but malformed.
    /// - Returns: A reader at the document's first value, or `nil` after an error.
    static func streamReader(
        _ data: Data, displayPath: String, scriptPrefix: Bool = false,
        diagnostics: inout Diagnostics
    ) -> JSONStreamReader? {
        streamReader(
            bytes: [UInt8](data), displayPath: displayPath, scriptPrefix: scriptPrefix,
            diagnostics: &diagnostics)
    }

    /// As `streamReader(_:displayPath:scriptPrefix:diagnostics:)`, over bytes already read.
    static func streamReader(
        bytes: [UInt8], displayPath: String, scriptPrefix: Bool = false,
        diagnostics: inout Diagnostics
    ) -> JSONStreamReader? {
        diagnostics.register(
            SourceText(path: displayPath, text: String(decoding: bytes, as: UTF8.self)))
        var start = 0
        if scriptPrefix {
            let firstSignificant = bytes.firstIndex {
                ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0)
            }
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
        return JSONStreamReader(bytes: bytes, start: start)
    }

    /// Reads the top-level array of `data` one element at a time, handing each to `each`; the
    /// file is never held as one parsed tree.
    ///
    /// - Returns: `false` after a located error (a syntax error anywhere, or a top-level value
    ///   that is not an array): the caller then drops what it gathered, as a whole-file parse
    ///   would have given nothing.
    static func forEachElement(
        _ data: Data, displayPath: String, scriptPrefix: Bool = false,
        diagnostics: inout Diagnostics,
        _ each: (JSONNode) -> Void
    ) -> Bool {
        guard
            var reader = streamReader(
                data, displayPath: displayPath, scriptPrefix: scriptPrefix,
                diagnostics: &diagnostics)
        else { return false }
        do {
            guard reader.next == UInt8(ascii: "[") else {
                let root = try reader.value()
                try reader.finish()
                diagnostics.error(
                    "feed.wrong-type", "expected an array, found \(root.kindName)",
                    at: root.location(in: displayPath))
                return false
            }
            try reader.enterArray()
            while try reader.nextElement() { each(try reader.value()) }
            try reader.finish()
            return true
        } catch {
            malformed(error, displayPath: displayPath, diagnostics: &diagnostics)
            return false
        }
    }

    /// Reports a syntax error at its line and column.
    static func malformed(
        _ failure: JSONParser.Failure, displayPath: String, diagnostics: inout Diagnostics
    ) {
        diagnostics.error(
            "feed.malformed-json", "malformed JSON: \(failure.message)",
            at: SourceLocation(path: displayPath, line: failure.line, column: failure.column))
    }

    /// The bytes of `path` in `archive` (the `Data` it was read into is released at once, so a
    /// large file is not held twice); reports an unreadable file.
    static func bytes(_ path: String, from archive: FeedArchive, diagnostics: inout Diagnostics)
        -> [UInt8]?
    {
        data(path, from: archive, diagnostics: &diagnostics).map { [UInt8]($0) }
    }

    /// Reads `path` from `archive`; reports a missing or unreadable file.
    static func data(_ path: String, from archive: FeedArchive, diagnostics: inout Diagnostics)
        -> Data?
    {
        do {
            return try archive.read(path)
        } catch {
            diagnostics.error(
                "feed.unreadable-file", "cannot read '\(path)': \(error.localizedDescription)",
                at: SourceLocation(path: archive.displayPath(path)))
            return nil
        }
    }

    /// Reads and parses `path` from `archive`; reports a missing or unreadable file.
    static func read(
        _ path: String, from archive: FeedArchive, scriptPrefix: Bool = false,
        diagnostics: inout Diagnostics
    ) -> JSONNode? {
        guard let data = data(path, from: archive, diagnostics: &diagnostics) else { return nil }
        return parse(
            data, displayPath: archive.displayPath(path), scriptPrefix: scriptPrefix,
            diagnostics: &diagnostics)
    }
}
