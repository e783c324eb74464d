import Foundation
import QuizgenCore
import QuizgenLoading

/// Finds where an image of a question is written in its bank file, for diagnostics.
///
/// A question's Markdown fields are copies of parts of the file, so their images carry no file
/// position. The locator parses each Markdown bank once with cmark-gfm (whole file, so node
/// lines are file lines) and hands out the images' positions in file order: the first image
/// with the URL at or after the question's heading that has not been handed out yet.
struct BankImageLocator {
    let root: URL
    let reader: SourceReader
    /// Per bank path, the images not yet handed out: (url, line, column).
    private var images: [String: [(url: String, line: Int, column: Int)]] = [:]

    init(root: URL, reader: SourceReader) {
        self.root = root
        self.reader = reader
    }

    /// Where `url` is written in `question`'s bank; the question's heading when not found
    /// (e.g. a JSON bank).
    mutating func location(of url: String, in question: Question) -> SourceLocation {
        let path = question.location.path
        guard path.hasSuffix(".md") else { return question.location }
        if images[path] == nil {
            images[path] = Self.images(in: root.appendingPathComponent(path), reader: reader)
        }
        guard
            let index = images[path]?.firstIndex(where: {
                $0.url == url && $0.line >= question.location.line
            }),
            let found = images[path]?.remove(at: index)
        else { return question.location }
        return SourceLocation(path: path, line: found.line, column: found.column)
    }

    static func images(in url: URL, reader: SourceReader) -> [(url: String, line: Int, column: Int)]
    {
        var ignored = Diagnostics()
        guard let source = reader.read(url, into: &ignored) else { return [] }
        let document = MarkdownDocument(source.text)
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        return document.rootNode.descendants.filter { $0.kind == .image }.map { node in
            let location = node.startLocation(path: source.path, lines: lines)
            return (node.url ?? "", location.line, location.column)
        }
    }
}
