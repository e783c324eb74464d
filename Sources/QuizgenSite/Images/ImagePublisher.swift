import Foundation
import QuizgenCore
import QuizgenImages
import QuizgenLoading
import QuizgenSystem

/// The `process-images` step: every raster image the build publishes (the files beside pages,
/// question media, feed media, `static/`), wherever a step put it in `staticFiles`, is
/// re-encoded upright and without metadata, gets WebP copies for phones beside it, and its size
/// goes into `site.images`, where the Markdown renderer and the post cards find it
/// (docs/images.md). The work is cached by content (`ImageCache`), so a rebuild decodes nothing.
enum ImagePublisher {
    /// What one image became.
    private enum Outcome: Sendable {
        case processed(ProcessedImage, cached: Bool)
        case failed(String)
    }

    /// The copies' path for an image published at `path` (`river/photo.jpg` →
    /// `river/photo-480w.webp`): beside it, so a page bundle's copies move with it.
    static func variantPath(_ path: String, width: Int) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name
        return path[..<slash] + stem + "-\(width)w.webp"
    }

    static func run(_ context: inout BuildContext) async {
        process(&context)
        // What a page patch needs to render a page that shows the files beside it.
        context.records[MediaRecord.name] =
            MediaRecord(media: context.site.media, images: context.site.images).encoded()
    }

    /// Processes the image published as `file` (`copies`: whether it gets WebP copies): `nil`
    /// when it is no raster image, else the re-encoded file, its copies and its published record,
    /// or the reason it cannot be read.
    static func process(
        _ file: OutputFile, copies: Bool, config: ImageConfig, cache: ImageCache
    ) -> Result<(file: OutputFile, copies: [OutputFile], image: PublishedImage), ImageError>? {
        if let image = svgImage(file) { return .success((file, [], image)) }
        guard let format = ImageFormat(fileName: file.path) else { return nil }
        do {
            let entry = try cache.image(
                file.contents, format: format, quality: config.quality,
                widths: { copies ? config.variantWidths(forImageWidth: $0) : [] })
            return .success(published(entry.image, as: file))
        } catch {
            return .failure(error)
        }
    }

    /// `file` as the processed `image`: the re-encoded original, its WebP copies beside it and
    /// what the renderer learns of it.
    private static func published(
        _ image: ProcessedImage, as file: OutputFile
    ) -> (file: OutputFile, copies: [OutputFile], image: PublishedImage) {
        var file = file
        file.contents = image.original
        var copies: [OutputFile] = []
        var variants: [PublishedImage.Variant] = []
        for variant in image.variants {
            let path = variantPath(file.path, width: variant.width)
            copies.append(OutputFile(path: path, contents: variant.bytes, source: file.source))
            variants.append(.init(width: variant.width, path: "/" + path))
        }
        return (
            file, copies,
            PublishedImage(width: image.width, height: image.height, variants: variants)
        )
    }

    /// An SVG's size as it draws by default (``SVGSize``), for its `<img>`'s `width` and
    /// `height`: it is published as it is (no copies), `nil` for any other file or an SVG that
    /// does not say its size.
    static func svgImage(_ file: OutputFile) -> PublishedImage? {
        guard file.path.lowercased().hasSuffix(".svg"), let size = SVGSize.of(file.contents)
        else { return nil }
        return PublishedImage(width: size.width, height: size.height, variants: [])
    }

    private static func process(_ context: inout BuildContext) {
        for file in context.staticFiles {
            if let image = svgImage(file) { context.site.images["/" + file.path] = image }
        }
        let config = context.config.images
        let files = context.staticFiles
        var jobs: [(index: Int, format: ImageFormat, copies: Bool)] = []
        for (index, file) in files.enumerated() {
            guard let format = ImageFormat(fileName: file.path) else { continue }
            let isStatic = file.source?.path.hasPrefix(AuthorFiles.staticFolder + "/") ?? false
            if isStatic && !config.stripStatic { continue }
            jobs.append((index, format, !isStatic))
        }
        guard !jobs.isEmpty else { return }
        context.progress("processing \(jobs.count) images")
        let cache = ImageCache(root: context.options.root)
        let outcomes = ParallelChunks.map(count: jobs.count, chunkSize: 1) { range in
            range.map { item -> Outcome in
                let job = jobs[item]
                do {
                    let entry = try cache.image(
                        files[job.index].contents, format: job.format, quality: config.quality,
                        widths: { job.copies ? config.variantWidths(forImageWidth: $0) : [] })
                    return .processed(entry.image, cached: entry.cached)
                } catch {
                    return .failed((error as? ImageError)?.message ?? "\(error)")
                }
            }
        }.flatMap { $0 }
        var removed: Set<Int> = []
        var encoded = 0
        var copies: [OutputFile] = []
        for (job, outcome) in zip(jobs, outcomes) {
            let file = files[job.index]
            switch outcome {
            case .failed(let message):
                // Its metadata cannot be removed, so it is not published.
                removed.insert(job.index)
                if !unpublishRemoteCopy(file, message, in: &context) {
                    report(file, message, into: &context.diagnostics)
                }
            case .processed(let image, let cached):
                if !cached { encoded += 1 }
                let published = published(image, as: file)
                context.staticFiles[job.index] = published.file
                copies += published.copies
                context.site.images["/" + file.path] = published.image
            }
        }
        if !removed.isEmpty {
            context.staticFiles = context.staticFiles.enumerated()
                .filter { !removed.contains($0.offset) }.map(\.element)
        }
        context.staticFiles += copies
        if encoded > 0 {
            context.notes.append(
                "processed \(encoded) image\(encoded == 1 ? "" : "s") (\(jobs.count - encoded) from the cache)"
            )
        }
    }

    /// A fetched copy of a remote medium (`media/remote/`) that is no readable image: like any
    /// other fetch that failed, a located warning at the image and the placeholder in its place
    /// (the server is not the author's to fix). `false` when `file` is no remote copy.
    private static func unpublishRemoteCopy(
        _ file: OutputFile, _ message: String, in context: inout BuildContext
    ) -> Bool {
        let route = "/" + file.path
        guard var sources = context.site.markdown.remoteMedia,
            let url = sources.routes.routes.first(where: { $0.value == route })?.key
        else { return false }
        sources.routes.routes[url] = nil
        context.site.markdown.remoteMedia = sources
        let text =
            "image '\(url)' could not be fetched: the server sent a file that cannot be read as an image (\(message)); the page shows a placeholder"
        if let source = file.source {
            context.diagnostics.warning("media.remote-failed", text, at: source)
        } else {
            context.diagnostics.warning("media.remote-failed", text)
        }
        let placeholder = String(RemoteMediaRoutes.placeholder.dropFirst())
        if !context.staticFiles.contains(where: { $0.path == placeholder }) {
            context.staticFiles.append(
                OutputFile(path: placeholder, contents: RemoteMediaPublisher.placeholderSVG))
        }
        return true
    }

    /// A located error for the author's own file (it is theirs to fix), a warning for media from
    /// a feed (one broken attachment in an archive should not stop a site).
    private static func report(
        _ file: OutputFile, _ message: String, into diagnostics: inout Diagnostics
    ) {
        let text =
            "cannot be read as an image (\(message)); it is not published, since its metadata (EXIF, GPS) cannot be removed"
        if let source = file.source {
            diagnostics.error("images.unreadable", "this file " + text, at: source)
        } else {
            diagnostics.warning("images.unreadable", "/\(file.path) \(text)")
        }
    }
}
