import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenRemoteMedia
import QuizgenRendering

/// The `remote-media` step (before `render`): fetches the remote images of the pages, the home
/// page, section intros, questions (text, choices, feedback, explanations) and exam intros,
/// and points the renderer at the site's copies (`RemoteMediaPublisher`). Feed media and
/// avatars are fetched by `load-feeds`, through the same publisher.
enum RemoteMediaStep {
    /// The step's name.
    static let name = "remote-media"

    @Sendable static func run(_ context: inout BuildContext) async throws {
        context.site.markdown.remoteMedia = await RemoteMediaPublisher.publish(
            requests(in: context), into: &context)
    }

    /// Every remote image the site's Markdown shows, in a stable order.
    static func requests(in context: BuildContext) -> [RemoteMediaRequest] {
        var requests: [RemoteMediaRequest] = []
        for page in context.store.models(of: Page.self) where !page.draft {
            requests += pageImages(page)
        }
        var locator = TextLocator(reader: context.reader)
        if let path = context.home.sourcePath {
            requests += locator.images(in: context.home.body, path: path, what: "image")
        }
        for section in context.store.models(of: PageSection.self) {
            if let path = section.sourcePath {
                requests += locator.images(in: section.body, path: path, what: "image")
            }
        }
        let quiz = context[QuizContent.self]
        for exam in quiz.exams {
            requests += locator.images(
                in: exam.intro, path: exam.location.path,
                what: "image in the intro of exam '\(exam.code)'", fallback: exam.location)
        }
        var banks = BankImageLocator(root: context.options.root, reader: context.reader)
        for question in quiz.questions {
            for image in QuestionMedia.images(in: question)
            where RemoteMediaRoutes.host(of: image.url) != nil {
                requests.append(
                    RemoteMediaRequest(
                        url: image.url, what: "image in question '\(question.id)'",
                        location: banks.location(of: image.url, in: question)))
            }
        }
        return requests
    }

    /// The remote images of a page's body, located in its file.
    static func pageImages(_ page: Page) -> [RemoteMediaRequest] {
        // A page of a large site may have left its body in its file (`Page.leaveBody(in:)`).
        let body = page.bodySource == nil ? page.body : ((try? page.markdownBody()) ?? "")
        return RemoteImageScanner.images(
            in: body, path: page.sourcePath, lineOffset: page.bodyLine - 1
        ).map { RemoteMediaRequest(url: $0.url, what: "image", location: $0.location) }
    }
}

/// Locates remote images in Markdown texts whose line in their file is not kept (a home page's
/// or section's body, an exam's intro): at the first place the file writes the URL not yet
/// handed out.
struct TextLocator {
    let reader: SourceReader
    private var lines: [String: [Substring]] = [:]
    private var handedOut: Set<SourceLocation> = []

    init(reader: SourceReader) { self.reader = reader }

    mutating func images(
        in markdown: String, path: String, what: String, fallback: SourceLocation? = nil
    ) -> [RemoteMediaRequest] {
        RemoteImageScanner.images(in: markdown, path: path).map { found in
            RemoteMediaRequest(
                url: found.url, what: what,
                location: locate(found.url, in: path) ?? fallback ?? SourceLocation(path: path))
        }
    }

    private mutating func locate(_ url: String, in path: String) -> SourceLocation? {
        if lines[path] == nil {
            var ignored = Diagnostics()
            let text = reader.read(reader.root.appendingPathComponent(path), into: &ignored)?.text
            lines[path] = text?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        }
        for (index, line) in (lines[path] ?? []).enumerated() {
            guard let range = line.range(of: url) else { continue }
            let before = line[..<range.lowerBound]
            let start = before.range(of: "![", options: .backwards)?.lowerBound ?? range.lowerBound
            let location = SourceLocation(
                path: path, line: index + 1,
                column: line.distance(from: line.startIndex, to: start) + 1)
            if handedOut.insert(location).inserted { return location }
        }
        return nil
    }
}
