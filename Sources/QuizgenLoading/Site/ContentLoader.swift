import Foundation
import QuizgenCore

/// What the core loader reads from `Content/`: the home page, pages and data collections.
public struct LoadedContent: Sendable {
    /// The home page.
    public var home: HomePage
    /// Published and draft pages, sorted by weight, then title.
    public var pages: [Page]
    /// Config-declared collections.
    public var collections: [DataCollection]
    /// Section introductions (`_index.md` in folders of `Content/pages/`).
    public var intros: [SectionIntro] = []
    /// The other files of `Content/pages/` (not `.md`), sorted: images and files published
    /// with the pages (see `PageFileReferences` and docs/configuration.md).
    public var pageFiles: [URL] = []

    /// Creates loaded content.
    public init(home: HomePage, pages: [Page], collections: [DataCollection]) {
        self.home = home
        self.pages = pages
        self.collections = collections
    }
}

/// Reads the site's core content: `Content/index.md`, `Content/pages/`, `Content/data/`.
public struct ContentLoader: Sendable {
    let reader: SourceReader

    /// Creates a loader for the site at `root`.
    public init(root: URL) { self.reader = SourceReader(root: root) }

    /// Creates a loader from a reader.
    public init(reader: SourceReader) { self.reader = reader }

    /// Loads everything, collecting every problem.
    ///
    /// - Parameters:
    ///   - config: The site's config.
    ///   - bodyText: Makes each page's ``PageBodyText`` (see ``PageLoadOptions/bodyText``).
    ///   - bodyHTML: Makes each page's ``PageBodyHTML`` (see ``PageLoadOptions/bodyHTML``).
    ///   - leavesBodies: See ``PageLoadOptions/leavesBodies``.
    ///   - diagnostics: Receives problems.
    public func load(
        config: SiteConfig, bodyText: (@Sendable (String) -> PageBodyText)? = nil,
        bodyHTML: PageBodyHTMLMaker? = nil, leavesBodies: Bool = false,
        into diagnostics: inout Diagnostics
    ) -> LoadedContent {
        let content = reader.root.appendingPathComponent("Content")
        let pageLoader = PageLoader(reader: reader)
        var home = HomePage(title: config.title, body: "")
        let indexURL = content.appendingPathComponent("index.md")
        if FileManager.default.fileExists(atPath: indexURL.path) || Self.isLink(indexURL),
            let parts = pageLoader.readMarkdown(indexURL, knownKeys: ["title"], into: &diagnostics)
        {
            if var fm = parts.frontMatter {
                if let title = fm.string("title") { home.title = title }
                fm.finish(into: &diagnostics)
            }
            home.body = parts.body
            home.sourcePath = parts.source.path
        }

        let pagesFolder = content.appendingPathComponent("pages")
        var pages: [Page] = []
        var bySlug: [String: Page] = [:]
        var options = PageLoadOptions(config: config)
        options.bodyText = bodyText
        options.bodyHTML = bodyHTML
        options.leavesBodies = leavesBodies
        let files = reader.files(in: pagesFolder, into: &diagnostics)
        let markdown = Self.outsideBundles(
            files.filter { $0.pathExtension.lowercased() == "md" }, below: pagesFolder,
            reader: reader, into: &diagnostics)
        let introFiles = markdown.filter { $0.lastPathComponent == "_index.md" }
        let loaded = PageBatchLoader(reader: reader, options: options).load(
            markdown.filter { $0.lastPathComponent != "_index.md" }, below: pagesFolder)
        for (page, found) in loaded {
            diagnostics.merge(found)
            guard let page else { continue }
            if let other = bySlug[page.slug] {
                diagnostics.error(
                    "pages.duplicate-slug",
                    "two pages would publish at /\(page.slug)/ (the other is \(other.sourcePath))",
                    at: SourceLocation(path: page.sourcePath, line: 1, column: 1))
                continue
            }
            bySlug[page.slug] = page
            pages.append(page)
        }
        pages.sort { ($0.weight, $0.title, $0.slug) < ($1.weight, $1.title, $1.slug) }
        let collections = DataCollectionLoader(reader: reader).load(
            config: config, into: &diagnostics)
        var result = LoadedContent(home: home, pages: pages, collections: collections)
        result.pageFiles = files.filter { $0.pathExtension.lowercased() != "md" }
        result.intros = introFiles.compactMap {
            loadIntro($0, below: pagesFolder, into: &diagnostics)
        }
        return result
    }

    /// The introduction of the section `folder` (below `Content/pages/`), if it has an `_index.md`.
    public func sectionIntro(folder: String, into diagnostics: inout Diagnostics) -> SectionIntro? {
        let pages = reader.root.appendingPathComponent("Content/pages")
        let url = pages.appendingPathComponent(folder).appendingPathComponent("_index.md")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return loadIntro(url, below: pages, into: &diagnostics)
    }

    /// Reads a section's `_index.md`: title, description, weight and the introduction.
    func loadIntro(_ url: URL, below folder: URL, into diagnostics: inout Diagnostics)
        -> SectionIntro?
    {
        let relative = String(
            url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
        let sectionFolder = relative.split(separator: "/").dropLast().joined(separator: "/")
        guard
            let parts = PageLoader(reader: reader).readMarkdown(
                url, knownKeys: ["title", "description", "weight"], into: &diagnostics)
        else { return nil }
        guard !sectionFolder.isEmpty else {
            diagnostics.warning(
                "pages.root-index",
                "Content/pages/_index.md is not used; the home page's title and introduction come from Content/index.md",
                at: SourceLocation(path: parts.source.path, line: 1, column: 1))
            return nil
        }
        var intro = SectionIntro(
            folder: sectionFolder, body: parts.body, sourcePath: parts.source.path)
        if var fm = parts.frontMatter {
            fm.unknownKeySeverity = .warning
            intro.title = fm.string("title")
            intro.description = fm.string("description")
            if let weight = fm.int("weight") { intro.weight = weight }
            fm.finish(into: &diagnostics)
        }
        return intro
    }

    /// The Markdown files of `files` that are not inside a page bundle (a folder below
    /// `folder` with an `index.md`, whose other files are the page's own); each one inside is a
    /// `pages.in-bundle` error, since its section would take the bundle page's URL.
    static func outsideBundles(
        _ files: [URL], below folder: URL, reader: SourceReader,
        into diagnostics: inout Diagnostics
    ) -> [URL] {
        let root = folder.standardizedFileURL.path
        let bundles = Set(
            files.filter { $0.lastPathComponent == "index.md" }.map {
                $0.deletingLastPathComponent().path
            }
        ).subtracting([root])
        guard !bundles.isEmpty else { return files }
        return files.filter { url in
            var parent = url.deletingLastPathComponent().path
            if url.lastPathComponent == "index.md" {
                parent = (parent as NSString).deletingLastPathComponent
            }
            while parent.count > root.count {
                if bundles.contains(parent) {
                    let shown = reader.displayPath(URL(fileURLWithPath: parent, isDirectory: true))
                    diagnostics.error(
                        "pages.in-bundle",
                        "this page is inside the page bundle \(shown)/ (it has an index.md), whose other files are that page's own; move it out of the folder, or rename \(shown)/index.md to _index.md to make the folder a section",
                        at: SourceLocation(path: reader.displayPath(url), line: 1, column: 1))
                    return false
                }
                parent = (parent as NSString).deletingLastPathComponent
            }
            return true
        }
    }

    static func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }
}
