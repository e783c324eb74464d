import QuizgenCore
import QuizgenSystem

extension PageBodySource {
    /// The source of `body`, read from the file at `path` below `root`.
    public init(body: String, path: String, root: String) {
        self.init(path: path, root: root, length: body.utf8.count, hash: StableHash.of(body))
    }

    /// The body, read again from the file as the loader read it (byte-order mark dropped, line
    /// ends made `\n`, front matter split off), when it is still the body that was loaded.
    ///
    /// - Throws: ``PageBodyChanged`` when the file cannot be read (or is a link, or lies outside
    ///   the site) or its body is no longer the one loaded.
    public func body() throws -> String {
        guard case .bytes(var bytes) = FileBytes.readUnlessLink(path, within: root) else {
            throw PageBodyChanged(path: path, reason: "it can no longer be read")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            throw PageBodyChanged(path: path, reason: "it is no longer valid UTF-8")
        }
        if bytes.contains(0x0D), text.contains("\r\n") {
            text = text.replacingOccurrences(of: "\r\n", with: "\n")
        }
        guard let body = FrontMatter.split(text)?.body, body.utf8.count == length,
            StableHash.of(body) == hash
        else {
            throw PageBodyChanged(path: path, reason: "it changed while the site was built")
        }
        return body
    }
}

extension Page {
    /// The page's Markdown body: ``Page/body``, or read again from its file when the loader did
    /// not keep it (``Page/bodySource``).
    ///
    /// - Throws: ``PageBodyChanged`` when the file no longer holds the body that was loaded.
    public func markdownBody() throws -> String {
        guard let source = bodySource else { return body }
        return try source.body()
    }
}

/// A page's file no longer holds the body the build loaded from it, so the page cannot be
/// rendered as its lists and search words describe it.
public struct PageBodyChanged: Error, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// Why.
    public var reason: String

    public var description: String {
        "the body of \(path) could not be read again: \(reason); build again"
    }
}
