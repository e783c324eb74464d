import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenSystem

/// Renders question Markdown to HTML for an export and gathers the site's images it uses, so
/// that they travel with the export (inside the zip, or base64 in Moodle XML).
struct ExportMedia {
    /// One image file.
    struct File: Sendable, Hashable {
        /// The exported name (unique within the export).
        var name: String
        var data: Data
    }

    let root: URL
    /// Images by site path, in the order first used.
    private(set) var files: [String: File] = [:]
    private(set) var order: [String] = []

    init(root: URL) { self.root = root }

    /// The files in the order first used.
    var orderedFiles: [File] { order.compactMap { files[$0] } }

    /// `markdown` as HTML; each local image is read from the site and its `src` becomes
    /// `reference(exportedName)`. A missing image keeps its URL and is a warning.
    ///
    /// - Parameters:
    ///   - markdown: Question Markdown.
    ///   - question: The question (for its folder and the warning's text).
    ///   - reference: The URL the format uses for an exported file name.
    ///   - location: Where a warning points.
    ///   - diagnostics: Receives a warning per image that cannot be exported.
    /// - Returns: The HTML, and the exported names of the images it uses.
    mutating func html(
        _ markdown: String, of question: Question, reference: (String) -> String,
        at location: SourceLocation,
        into diagnostics: inout Diagnostics
    ) -> (html: String, names: [String]) {
        let document = MarkdownDocument(markdown)
        var used: [String] = []
        var problems: [String] = []
        // The build's rule for question images: inside Content/ once links are followed, and a
        // regular file; an image the build refuses is not exported either.
        let content = SitePathGuard(root: root.appendingPathComponent("Content"), name: "Content/")
        var refused = Diagnostics()
        document.rewriteImageURLs { url in
            guard let path = Self.resolve(url, baseFolder: question.baseFolder) else { return nil }
            if let file = files[path] {
                used.append(file.name)
                return reference(file.name)
            }
            let file = root.appendingPathComponent(path)
            let before = refused.items.count
            let what = "image '\(url)' in question '\(question.id)'"
            guard let read = content.bytes(of: file, what: what, at: location, into: &refused)
            else {
                // Refused by the rule (reported), else missing: exported as a link.
                if refused.items.count == before { problems.append(url) }
                return nil
            }
            // The build's media policy: what the site would not publish is not exported.
            guard
                MediaPolicy.admits(
                    what, name: path, bytes: { read }, at: location, into: &refused),
                let bytes = MediaPolicy.publishable(read, name: path)
            else { return nil }
            let data = Data(bytes)
            let base = (path as NSString).lastPathComponent
            var name = base
            var counter = 2
            while files.values.contains(where: { $0.name == name }) {
                name = "\(counter)-\(base)"
                counter += 1
            }
            files[path] = File(name: name, data: data)
            order.append(path)
            used.append(name)
            return reference(name)
        }
        diagnostics.merge(refused)
        for url in problems {
            diagnostics.warning(
                "export.image",
                "question '\(question.id)': the image '\(url)' is not in the site, so it is exported as a link",
                at: location)
        }
        return (document.html().trimmingCharacters(in: .whitespacesAndNewlines), used)
    }

    /// A relative URL resolved against the bank's folder; `nil` for absolute URLs and for
    /// paths that leave `Content/`.
    static func resolve(_ url: String, baseFolder: String) -> String? {
        guard case .local(let path)? = ContentURL.resolve(url, baseFolder: baseFolder) else {
            return nil
        }
        return path
    }
}
