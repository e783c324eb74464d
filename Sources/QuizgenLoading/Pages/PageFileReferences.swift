import Foundation
import QuizgenCore

/// Finds the files of `Content/pages/` that a page's body links or shows (`![](photo.jpg)`,
/// `[handout](notes.pdf)`), and reports those it names that do not exist.
///
/// A URL is relative to the page's source file, as the author sees the folder: `photo.jpg`
/// beside `river/index.md`, `../map.png` one folder up. URLs with a scheme (`https:`,
/// `mailto:`), absolute paths (`/x`), fragments alone (`#x`) and paths that leave
/// `Content/pages/` are left as written. A URL to an existing file (not a `.md` page) is kept,
/// for the build to link where it publishes the file. A missing one is a located
/// `pages.missing-file` error when it is an image, or a link whose last segment has an
/// extension other than `.md`, `.html` and `.htm` (a link without one may be a page's URL).
/// A file whose links lead outside the site is not kept: the walk that publishes the files
/// refuses it, at the file.
struct PageFileReferences {
    let reader: SourceReader

    /// The files the body of `page` names, by the URL as written.
    ///
    /// - Parameters:
    ///   - page: A page loaded from `Content/pages/`.
    ///   - diagnostics: Receives `pages.missing-file` errors, at the image or link.
    /// - Returns: Each file's path below the site root, by the URL as written.
    func files(of page: Page, into diagnostics: inout Diagnostics) -> [String: String] {
        let body = page.body
        guard Self.mayNameRelativeURL(body) else { return [:] }
        let folder = page.sourcePath.split(separator: "/").dropLast().joined(separator: "/")
        guard folder == Self.pagesFolder || folder.hasPrefix(Self.pagesFolder + "/") else {
            return [:]
        }
        let math = MathPlaceholders(body)
        let text = math?.text ?? body
        let document = MarkdownDocument(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var files: [String: String] = [:]
        for node in document.rootNode.descendants where node.kind == .image || node.kind == .link {
            guard let raw = node.url else { continue }
            let written = math?.restored(raw) ?? raw
            guard let path = Self.localPath(written, folder: folder) else { continue }
            let url = reader.root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
                if !isFolder.boolValue, !path.lowercased().hasSuffix(".md"),
                    reader.pathGuard.escape(of: url) == nil
                {
                    files[written] = path
                }
                continue
            }
            let isImage = node.kind == .image
            guard isImage || Self.namesAFile(path) else { continue }
            diagnostics.error(
                "pages.missing-file",
                "\(isImage ? "image" : "link") '\(written)' does not exist (looked for \(path))\(ContentFiles.didYouMean(url))",
                at: node.startLocation(
                    path: page.sourcePath, lines: lines, lineOffset: page.bodyLine - 1))
        }
        return files
    }

    /// Whether `body` may hold a link or image with a relative URL: some `](` or `]:` (an inline
    /// link or image, a reference definition) whose destination, after spaces, line breaks and
    /// a `<`, starts with neither `/`, `#` nor a scheme. A byte scan that only spares the parse
    /// (the benchmark corpus links every page, all absolutely); the AST decides.
    static func mayNameRelativeURL(_ body: String) -> Bool {
        let bytes = Array(body.utf8)
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "]"),
                bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: ":")
            else { continue }
            var start = index + 2
            while start < bytes.count,
                [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "<")]
                    .contains(bytes[start])
            {
                start += 1
            }
            guard start < bytes.count, bytes[start] != UInt8(ascii: "/"),
                bytes[start] != UInt8(ascii: "#"), bytes[start] != UInt8(ascii: ")")
            else { continue }
            let rest = bytes[start..<min(bytes.count, start + 40)]
            let end = rest.firstIndex { [UInt8(ascii: ")"), UInt8(ascii: " ")].contains($0) }
            if !hasScheme(String(decoding: rest[..<(end ?? rest.endIndex)], as: UTF8.self)) {
                return true
            }
        }
        return false
    }

    /// The folder of pages, below the site root.
    static let pagesFolder = "Content/pages"

    /// The path below the site root that `written` names from a page in `folder`, when it is
    /// a relative URL that stays in `Content/pages/`; its fragment and query dropped.
    static func localPath(_ written: String, folder: String) -> String? {
        let end = written.firstIndex { $0 == "#" || $0 == "?" } ?? written.endIndex
        let path = String(written[..<end])
        guard !path.isEmpty, !hasScheme(path),
            case .local(let resolved)? = ContentURL.resolve(path, baseFolder: folder),
            resolved.hasPrefix(pagesFolder + "/")
        else { return nil }
        return resolved
    }

    /// Whether `url` starts with a scheme (`mailto:`, `tel:`, `https:`): letters, digits, `+`,
    /// `-` and `.` after a letter, then `:`, before any `/`.
    static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":"), let first = url.first, first.isLetter else {
            return false
        }
        return url[..<colon].allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".")
        }
    }

    /// Whether the last segment of `path` has an extension that is not a page's (`.md`,
    /// `.html`, `.htm`): a link to it names a file, not a page's URL.
    static func namesAFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let ext = ContentFiles.pathExtension(name).lowercased()
        return !ext.isEmpty && !["md", "html", "htm"].contains(ext)
    }
}
