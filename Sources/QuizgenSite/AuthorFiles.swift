import Foundation
import QuizgenCore
import QuizgenLoading

/// The author's own files, published as they are: the files beside the pages of
/// `Content/pages/` and the `static/` folder at the site root (Hugo's page bundles and static
/// folder; docs/configuration.md).
///
/// Every file is read through the site's one confinement rule (`SourceReader.files(in:)` and
/// `bytes(_:into:)`): a link that leads outside the site, a FIFO or a device is a located
/// error at the file and is not published. A path that another file or a rendered page also
/// claims is reported by the render step, naming both.
enum AuthorFiles {
    /// The site's folder published as it is.
    static let staticFolder = "static"

    /// The one hidden folder of `static/` that is published: `.well-known/` (RFC 8615:
    /// `security.txt`, `assetlinks.json`, an ACME challenge), as Hugo publishes it. Other
    /// hidden files (`.DS_Store`, `.git/`) are not.
    static let publishedHiddenFolders: Set<String> = [".well-known"]

    /// Where each file beside the pages is published, as a path below the output: a file in a
    /// page bundle (a folder with `index.md`, the nearest one up) goes beside that page's
    /// output (`river/photo.jpg` for the page `/river/`, whatever its `url` or `slug`), a file
    /// of a draft bundle is not published; any other file goes at its path below
    /// `Content/pages/` (`Content/pages/guides/map.png` at `guides/map.png`).
    ///
    /// - Parameters:
    ///   - sources: The files' paths below the site root (`Content/pages/river/photo.jpg`).
    ///   - pages: Every page loaded, drafts included.
    /// - Returns: The output path of each published file, by its source path.
    static func pageFileRoutes(_ sources: [String], pages: [Page]) -> [String: String] {
        let pagesFolder = "Content/pages"
        var bundles: [String: Page] = [:]
        for page in pages where page.sourcePath.hasSuffix("/index.md") {
            let folder = String(page.sourcePath.dropLast("/index.md".count))
            if folder != pagesFolder { bundles[folder] = page }
        }
        var routes: [String: String] = [:]
        for source in sources where source.hasPrefix(pagesFolder + "/") {
            var folder = Substring(source)
            var bundle: (folder: Substring, page: Page)?
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if folder.count <= pagesFolder.count { break }
                if let page = bundles[String(folder)] {
                    bundle = (folder, page)
                    break
                }
            }
            if let bundle {
                guard !bundle.page.draft else { continue }
                routes[source] = bundle.page.slug + source.dropFirst(bundle.folder.count)
            } else {
                routes[source] = String(source.dropFirst(pagesFolder.count + 1))
            }
        }
        return routes
    }

    /// Publishes the files beside the pages and those of `static/`: each becomes a file of
    /// `context.staticFiles` (with its source, for clashes), and each page file's route goes
    /// into `context.site.media`, where the pages' links find it.
    ///
    /// - Parameters:
    ///   - pageFiles: The files of `Content/pages/` that are not pages.
    ///   - pages: Every page loaded, drafts included.
    ///   - context: The build.
    static func publish(pageFiles: [URL], pages: [Page], into context: inout BuildContext) {
        let reader = context.reader
        let sources = pageFiles.map { reader.displayPath($0) }
        let routes = pageFileRoutes(sources, pages: pages)
        for (url, source) in zip(pageFiles, sources) {
            guard let route = routes[source],
                let bytes = reader.bytes(url, into: &context.diagnostics)
            else { continue }
            context.staticFiles.append(
                OutputFile(path: route, contents: bytes, source: SourceLocation(path: source)))
            context.site.media[source] = "/" + route
        }
        let folder = context.options.root.appendingPathComponent(staticFolder)
        for url in reader.files(
            in: folder, hiddenFolders: publishedHiddenFolders, into: &context.diagnostics)
        {
            let source = reader.displayPath(url)
            guard let bytes = reader.bytes(url, into: &context.diagnostics) else { continue }
            context.staticFiles.append(
                OutputFile(
                    path: String(source.dropFirst(staticFolder.count + 1)), contents: bytes,
                    source: SourceLocation(path: source)))
        }
    }
}
