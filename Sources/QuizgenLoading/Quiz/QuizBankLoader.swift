import Foundation
import QuizgenCompute
import QuizgenCore

/// Reads every bank in `Content/banks/`: Markdown (`.md`) or data (`.json`, `.yaml`, `.yml`).
public struct QuizBankLoader: Sendable {
    let reader: SourceReader

    /// Creates a loader.
    public init(reader: SourceReader) { self.reader = reader }

    /// Loads all banks, sorted by file path.
    public func load(into diagnostics: inout Diagnostics) -> [QuestionBank] {
        let folder = reader.root.appendingPathComponent("Content/banks")
        var banks: [QuestionBank] = []
        for url in reader.files(in: folder, into: &diagnostics) {
            let ext = url.pathExtension.lowercased()
            guard ["md", "json", "yaml", "yml"].contains(ext) else {
                if !Self.isMedia(ext) {
                    diagnostics.warning(
                        "banks.unknown-file",
                        "not a bank (.md, .json, .yaml) and not an image; ignored",
                        at: SourceLocation(path: reader.displayPath(url)))
                }
                continue
            }
            if let bank = load(url, into: &diagnostics) { banks.append(bank) }
        }
        return banks
    }

    static func isMedia(_ ext: String) -> Bool {
        ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif"].contains(ext)
    }

    /// Loads one bank file.
    public func load(_ url: URL, into diagnostics: inout Diagnostics) -> QuestionBank? {
        let fileCategory = PageLoader.titleFromFileName(url)
        let baseFolder = (reader.displayPath(url) as NSString).deletingLastPathComponent
        if url.pathExtension.lowercased() == "md" {
            guard
                let parts = PageLoader(reader: reader).readMarkdown(
                    url, what: "bank front matter", knownKeys: ["category"], into: &diagnostics)
            else { return nil }
            var category = QuizBankMarkdownParser.title(of: parts.body) ?? fileCategory
            if var fm = parts.frontMatter {
                if let name = fm.string("category") { category = name }
                fm.finish(into: &diagnostics)
            }
            let questions = QuizBankMarkdownParser(
                body: parts.body, bodyLine: parts.bodyLine, path: parts.source.path,
                category: category, baseFolder: baseFolder
            ).parse(into: &diagnostics)
            for question in questions { QuestionVariants.check(question, into: &diagnostics) }
            return QuestionBank(
                category: category, slug: Slug.make(category), questions: questions,
                sourcePath: parts.source.path)
        }
        guard let source = reader.read(url, into: &diagnostics),
            let root = StructuredTextParser.parse(
                source.text, path: source.path, into: &diagnostics)
        else { return nil }
        let parsed = QuizBankDataParser(root: root, baseFolder: baseFolder, source: source).parse(
            defaultCategory: fileCategory, into: &diagnostics)
        for question in parsed.questions { QuestionVariants.check(question, into: &diagnostics) }
        return QuestionBank(
            category: parsed.category, slug: Slug.make(parsed.category),
            questions: parsed.questions, sourcePath: source.path)
    }
}
