import Foundation
import QuizgenCore
import QuizgenI18n
import QuizgenImages
import QuizgenLoading
import QuizgenRendering

extension SiteBuilder {
    /// Rebuilds an edit that changed only page bodies by re-rendering those pages alone.
    ///
    /// Applies when everything else is as the cache of the published site recorded it: the same
    /// binary, plugins, options and input files but for some pages of `Content/pages/`, whose
    /// front matter (title, slug, description, date, weight, draft, template: all that the home
    /// page, navigation, sitemap and dashboard use of a page) is unchanged; the last build had no
    /// diagnostics and this one finds none; and every plugin that reads pages has a patch hook
    /// that updates its own files (the search index) to what a full build would write. Then the
    /// full build would produce the same files but for these pages' own and the plugins', so only
    /// those are rendered and replaced.
    ///
    /// - Returns: The result, or `nil` when the edit needs a full build.
    func patchPages(
        _ options: BuildOptions, writer: any SiteWriter, scan: InputScan, cache: BuildCache,
        published: PublishedSite,
        plugins: [Plugin], installer: PluginInstaller
    ) async -> BuildResult? {
        // `keepFiles` asks for every file in the result, which only a full build renders.
        guard options.skipUnchanged, !options.keepFiles, let fingerprint = cache.fingerprint,
            fingerprint == published.fingerprint,
            cache.identity == scan.identity, scan.removed.isEmpty, !scan.changed.isEmpty,
            scan.changed.allSatisfy({ cache.pages[$0] != nil })
        else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds
        let reader = SourceReader(root: options.root)
        var found = Diagnostics()
        let config = ConfigLoader(reader: reader).load(into: &found)
        let pagesFolder = options.root.appendingPathComponent("Content/pages")
        // A feed kept among the pages would read them too.
        let feedFolders = config.feeds.map { feed in
            (feed.source.hasPrefix("./") ? String(feed.source.dropFirst(2)) : feed.source) + "/"
        }
        let readers = plugins.filter { $0.readsPages(in: config) }
        guard found.items.isEmpty, !readers.contains(where: { $0.patch == nil }),
            !feedFolders.contains(where: {
                $0.hasPrefix("Content/pages/") || "Content/pages/".hasPrefix($0)
            })
        else { return nil }
        var pages: [(page: Page, record: PageRecord)] = []
        var loadOptions = PageLoadOptions(config: config)
        loadOptions.bodyText = config.search ? SearchDocuments.bodyText : nil
        for path in scan.changed {
            guard let record = cache.pages[path],
                let page = PageLoader(reader: reader, options: loadOptions).loadPage(
                    options.root.appendingPathComponent(path), below: pagesFolder, into: &found),
                found.items.isEmpty, PageRecord.summary(of: page) == record.summary
            else { return nil }
            pages.append((page, record))
        }
        // The files beside the pages and in `static/` are unchanged (a change to one is a full
        // build): the pages that show or link them find where the full build published them, and
        // what each image became (its size and copies), in its record.
        var media: MediaRecord?
        if pages.contains(where: {
            !$0.page.files.isEmpty || MarkdownRenderer.mayShowImage($0.page)
        }) {
            guard let record = await MediaRecord.load(from: writer),
                pages.allSatisfy({ $0.page.files.values.allSatisfy { record.media[$0] != nil } })
            else { return nil }
            media = record
        }
        // The templates are read and compiled on one core while the site context (the
        // language's date patterns through ICU, the catalogs) is made on the other.
        let builtIn = DefaultTheme.templates.merging(installer.templates) { theme, _ in theme }
        let names = Set(pages.map(\.page.template))
        async let loaded = Self.loadTemplates(
            root: options.root, reader: reader, builtIn: builtIn, only: names)
        var site = SiteSetup.context(
            config: config, reader: reader, clock: options.clock, preview: options.preview,
            into: &found)
        let (templates, templateProblems) = await loaded
        found.merge(templateProblems)
        guard found.items.isEmpty else { return nil }
        site.nav = cache.nav
        if let media {
            site.media = media.media
            site.images = media.images
        }
        // A section's title comes from its _index.md, an input of its own (a change to it is a full
        // build).
        for folder in Set(pages.map(\.page.section)) where !folder.isEmpty {
            if let title = ContentLoader(reader: reader).sectionIntro(folder: folder, into: &found)?
                .title
            {
                site.sectionTitles[folder] = title
            }
        }
        // Plugins that read pages update their own files with them (the search index) and set up
        // the site as their steps before `render` would, or ask for a full build.
        var patch = PagePatch(
            pages: pages.filter { $0.record.outputPath != nil }.map(\.page), config: config,
            site: site, writer: writer)
        var extras: [OutputFile] = []
        var records: [(name: String, bytes: [UInt8])] = []
        var updaters: [String] = []
        for plugin in readers {
            guard let hook = plugin.patch, let result = await hook(&patch) else { return nil }
            if !result.files.isEmpty { updaters.append(plugin.name) }
            extras += result.files
            records += result.records.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
        site = patch.site
        // The pages' remote images, fetched or from the cache, as the full build shows them.
        guard
            let remoteFiles = await RemoteMediaPatch.prepare(
                pages: pages.map(\.page), config: config, options: options, site: &site)
        else { return nil }
        // A raster copy goes through `process-images` as in a full build (upright, no metadata,
        // its sizes and WebP copies); one that cannot be read is left to a full build, which
        // warns and shows the placeholder.
        guard
            let (remoteFiles, remoteImages) = await Self.processImages(
                remoteFiles, config: config.images, root: options.root, writer: writer,
                site: &site)
        else { return nil }
        let renderer = SiteRenderer(registry: installer.registry, templates: templates)
        var files: [OutputFile] = []
        for (page, record) in pages {
            guard let jobs = renderer.jobs(for: page, site: site),
                jobs.map(\.route.outputPath) == (record.outputPath.map { [$0] } ?? [])
            else { return nil }
            for job in jobs {
                guard let file = renderer.renderOne(job, site: site, into: &found),
                    found.items.isEmpty
                else { return nil }
                let old = await writer.publishedFile(file.path)
                guard RemoteMediaPatch.keepsCopies(old: old, new: file.contents) else { return nil }
                files.append(file)
            }
        }
        let pageFiles = files.count
        files += remoteFiles
        if !remoteFiles.isEmpty { updaters.append("remote media") }
        files += extras
        guard Set(files.map(\.path)).count == files.count else { return nil }
        do {
            try await writer.patch(files, fingerprint: scan.fingerprint)
        } catch {
            // The writer put the published site back as it was; a full build follows.
            return nil
        }
        for record in records where !record.bytes.isEmpty {
            await writer.appendRecord(record.bytes, named: record.name)
        }
        // The next patch finds the copies published now as it finds the full build's.
        if !remoteImages.isEmpty, var record = await MediaRecord.load(from: writer) {
            record.images.merge(remoteImages) { _, new in new }
            await writer.storeRecord(record.encoded(), named: MediaRecord.name)
        }
        var next = cache
        next.fingerprint = scan.fingerprint
        next.recordedAt = scan.startedAt
        await writer.store(next, patching: cache, changes: scan.changes(since: cache))
        let count = pages.count
        let extra = files.count - pageFiles
        let updated =
            extra == 0
            ? ""
            : ", updated \(extra) file\(extra == 1 ? "" : "s") of \(updaters.joined(separator: ", "))"
        var result = BuildResult(
            diagnostics: found, files: [], published: true,
            notes: [
                "\(count) page\(count == 1 ? "" : "s") changed; re-rendered \(pageFiles) file\(pageFiles == 1 ? "" : "s")\(updated) and kept the rest"
            ],
            timings: [
                StepTiming(
                    step: "patch",
                    seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            ],
            counts: [], strict: options.strict)
        result.fileCount = published.fileCount
        result.records = BuildResult.Records(
            cache: next, previous: cache, scan: scan, published: published)
        return result
    }

    /// The remote copies `files` as `process-images` publishes them, and each image's record by
    /// route (also set in `site`); `nil` when one cannot be read, or when a copy already
    /// published would now get other WebP copies (the old ones would stay published by no page).
    private static func processImages(
        _ files: [OutputFile], config: ImageConfig, root: URL, writer: any SiteWriter,
        site: inout SiteContext
    ) async -> ([OutputFile], [String: PublishedImage])? {
        let cache = ImageCache(root: root)
        var processed: [OutputFile] = []
        var images: [String: PublishedImage] = [:]
        var recorded: MediaRecord?
        for file in files {
            switch ImagePublisher.process(file, copies: true, config: config, cache: cache) {
            case nil: processed.append(file)
            case .failure?: return nil
            case .success(let image)?:
                let route = "/" + file.path
                if await writer.publishedFile(file.path) != nil {
                    // Published by the last build: its copies then are in the build's record.
                    if recorded == nil { recorded = await MediaRecord.load(from: writer) }
                    guard let old = recorded?.images[route], old.variants == image.image.variants
                    else { return nil }
                }
                processed.append(image.file)
                processed += image.copies
                site.images[route] = image.image
                images[route] = image.image
            }
        }
        return (processed, images)
    }

    /// The templates named `only` (and those they use), with what went wrong reading them.
    private static func loadTemplates(
        root: URL, reader: SourceReader, builtIn: [String: String], only: Set<String>
    ) async -> (TemplateSet, Diagnostics) {
        var problems = Diagnostics()
        let templates = SiteSetup.templates(
            root: root, reader: reader, builtIn: builtIn, only: only, into: &problems)
        return (templates, problems)
    }
}
