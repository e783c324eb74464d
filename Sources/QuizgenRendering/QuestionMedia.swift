import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading
import QuizgenSystem

/// Finds the images a question's Markdown uses and resolves them inside the site.
public enum QuestionMedia {
    /// An image reference.
    public struct Image: Sendable, Hashable {
        /// The URL as written.
        public var url: String
        /// Its alt text.
        public var alt: String
    }

    /// Where a relative URL leads (``ContentURL/Resolution``).
    public typealias Resolution = ContentURL.Resolution

    /// Every Markdown text of a question: text, explanation, choices and their feedback, items.
    public static func markdownFields(of question: Question) -> [String] {
        var fields = [question.text] + (question.explanation.map { [$0] } ?? [])
        switch question.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            fields += choices.flatMap { [$0.text] + ($0.feedback.map { [$0] } ?? []) }
        case .ordering(let items): fields += items.map(\.text)
        case .matching(let pairs): fields += pairs.flatMap { [$0.left, $0.right] }
        default: break
        }
        return fields
    }

    /// The images in a question, in order.
    public static func images(in question: Question) -> [Image] {
        markdownFields(of: question).flatMap { text -> [Image] in
            guard text.contains("![") else { return [] }
            // Formulas stay TeX in the description (an alt text holds no MathML), untouched by
            // Markdown.
            let math = MathPlaceholders(text)
            let document = MarkdownDocument(math?.text ?? text)
            return document.rootNode.descendants.filter { $0.kind == .image }.map { image in
                let url = image.url ?? ""
                let alt = image.plainText
                return Image(url: math?.restored(url) ?? url, alt: math?.restored(alt) ?? alt)
            }
        }
    }

    /// Resolves a relative URL against the bank's folder; `nil` for absolute URLs (http, data, /).
    public static func resolve(_ url: String, baseFolder: String) -> Resolution? {
        ContentURL.resolve(url, baseFolder: baseFolder)
    }
}

extension QuestionMedia {
    /// A question image as the site publishes it.
    public struct Published: Sendable, Hashable {
        /// The image's path below the site root, as ``resolve(_:baseFolder:)`` gives it.
        public var source: String
        /// Its route: `/media/<first 8 hex of its hash>-<slug of its name>.<ext>`.
        public var route: String
        /// Its bytes.
        public var bytes: [UInt8]
    }

    /// The local images of `questions` that the site publishes, each once, in order: the same
    /// list for the build (which writes them) and the collector (whose result pages link them).
    ///
    /// Images outside `Content/`, private files (rosters, submissions), images that cannot
    /// be read and files `MediaPolicy` does not publish are left out (a validator reports
    /// them); an SVG is published sanitised.
    ///
    /// - Parameters:
    ///   - questions: The published questions.
    ///   - root: The site root.
    /// - Returns: The images with their routes.
    public static func published(of questions: [Question], root: URL) -> [Published] {
        var seen: Set<String> = []
        var result: [Published] = []
        let contentGuard = SitePathGuard(
            root: root.appendingPathComponent("Content"), name: "Content/")
        for question in questions {
            for image in images(in: question) {
                guard case .local(let path)? = resolve(image.url, baseFolder: question.baseFolder),
                    !Roster.isPrivateContent(path), seen.insert(path).inserted
                else { continue }
                let url = root.appendingPathComponent(path)
                // QuestionImageValidator reports what the rule refuses, at the image.
                var reported = Diagnostics()
                guard
                    let read = contentGuard.bytes(of: url, what: path, at: nil, into: &reported),
                    let bytes = MediaPolicy.publishable(read, name: path)
                else { continue }
                let name = Slug.make(url.deletingPathExtension().lastPathComponent)
                let route =
                    "/media/\(ContentHash.hex8(bytes))-\(name).\(url.pathExtension.lowercased())"
                result.append(Published(source: path, route: route, bytes: bytes))
            }
        }
        return result
    }
}
