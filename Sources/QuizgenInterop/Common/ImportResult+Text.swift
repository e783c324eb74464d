import Foundation
import QuizgenCore
import QuizgenLoading

extension ImportResult {
    /// Image file extensions a bank can hold.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif"]

    /// Converts one source text to Markdown, writing its images beside the bank.
    ///
    /// Images that cannot be had (not embedded, outside the source, on the web) and linked files
    /// that are not images are reported as losses of `question` at `location`.
    mutating func markdown(
        _ text: String, format: SourceTextFormat, media: MediaSource = MediaSource(),
        question: String,
        at location: SourceLocation
    ) -> String {
        switch format {
        case .markdown:
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        case .plain:
            return MarkdownEscaper.escape(text.trimmingCharacters(in: .whitespacesAndNewlines))
                .split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\\\n")
        case .html:
            let original: [HTMLTree]
            switch HTMLTree.parseChecked(text) {
            case .trees(let trees):
                original = trees
            case .tooDeep(let plain):
                error(
                    "html-depth",
                    "question '\(question)': its HTML nests elements more than \(HTMLTree.maximumDepth) levels deep; quizgen reads no deeper, so only its text is kept",
                    at: location)
                return MarkdownEscaper.escape(plain.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            var mapping: [String: String] = [:]
            for src in HTMLTree.imageSources(original) where mapping[src] == nil {
                if let path = importMedia(src, media: media, question: question, at: location) {
                    mapping[src] = path
                }
            }
            for href in Self.linkTargets(original) where href.hasPrefix("@@PLUGINFILE@@") {
                let name = Self.pluginFileName(href)
                lose(
                    "media",
                    "question '\(question)': the linked file '\(name)' is not imported (a bank holds images only); the link's text is kept",
                    at: location)
            }
            let sanitized = HTMLSanitizer(allowsImages: true).sanitize(text)
            return HTMLMarkdownConverter(images: mapping).convert(HTMLTree.parse(sanitized))
        }
    }

    private mutating func importMedia(
        _ src: String, media: MediaSource, question: String, at location: SourceLocation
    ) -> String? {
        if src.hasPrefix("@@PLUGINFILE@@") {
            let name = Self.pluginFileName(src)
            guard let data = media.embedded[name] else {
                lose(
                    "media",
                    "question '\(question)': the image '\(name)' is not in the source (\(src)); it is left out",
                    at: location)
                return nil
            }
            return store(name, data, question: question, at: location)
        }
        // Canvas packages link their files as $IMS-CC-FILEBASE$/…, stored under web_resources/.
        let canvas = "$IMS-CC-FILEBASE$/"
        let local = src.hasPrefix(canvas) ? "web_resources/" + src.dropFirst(canvas.count) : src
        let decoded = local.removingPercentEncoding ?? local
        // Checked as written and as decoded: `%2E%2E/` is `../` once decoded.
        if [src, decoded].contains(where: {
            $0.contains(":") || $0.hasPrefix("/") || $0.split(separator: "/").contains("..")
        }) {
            lose(
                "media",
                "question '\(question)': the image '\(src)' is not inside the source; it is left out",
                at: location)
            return nil
        }
        guard let data = media.read?(decoded) else {
            lose(
                "media",
                "question '\(question)': the image '\(src)' is missing from the source; it is left out",
                at: location)
            return nil
        }
        return store(decoded, data, question: question, at: location)
    }

    private mutating func store(
        _ name: String, _ data: Data, question: String, at location: SourceLocation
    ) -> String? {
        let ext = (name as NSString).pathExtension.lowercased()
        guard Self.imageExtensions.contains(ext) else {
            lose(
                "media",
                "question '\(question)': the file '\(name)' is not an image; it is left out",
                at: location)
            return nil
        }
        return addMedia(named: name, data: data)
    }

    /// The file name in a `@@PLUGINFILE@@/…` reference, percent-decoded, without a query.
    static func pluginFileName(_ reference: String) -> String {
        var rest = reference.dropFirst("@@PLUGINFILE@@".count)
        while rest.first == "/" { rest = rest.dropFirst() }
        let path = rest.split(separator: "?").first.map(String.init) ?? ""
        return path.removingPercentEncoding ?? path
    }

    private static func linkTargets(_ trees: [HTMLTree]) -> [String] {
        var found: [String] = []
        var stack = Array(trees.reversed())
        while let node = stack.popLast() {
            guard case .element(let name, let attributes, let children) = node else { continue }
            if name == "a", let href = attributes["href"] { found.append(href) }
            stack.append(contentsOf: children.reversed())
        }
        return found
    }
}
