import QuizgenCore
import QuizgenLoading

/// Finds the remote images (`![alt](https://…)`) a Markdown text shows, each with where it is
/// written, for the fetch and its warnings.
public enum RemoteImageScanner {
    /// A remote image in a text.
    public struct Found: Sendable, Hashable {
        /// The URL as written.
        public var url: String
        /// Where its `![` is.
        public var location: SourceLocation
    }

    /// The remote images of `markdown`, written in `path` from line `lineOffset + 1` on.
    public static func images(in markdown: String, path: String, lineOffset: Int = 0) -> [Found] {
        guard RemoteMediaRoutes.mayShowRemoteImage(markdown) else { return [] }
        let math = MathPlaceholders(markdown)
        let text = math?.text ?? markdown
        let document = MarkdownDocument(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Found] = []
        for node in document.rootNode.descendants where node.kind == .image {
            guard let raw = node.url else { continue }
            let url = math?.restored(raw) ?? raw
            guard RemoteMediaRoutes.host(of: url) != nil else { continue }
            found.append(
                Found(
                    url: url,
                    location: node.startLocation(path: path, lines: lines, lineOffset: lineOffset)))
        }
        return found
    }
}
