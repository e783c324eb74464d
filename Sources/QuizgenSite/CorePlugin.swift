import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenI18n
import QuizgenLoading
import QuizgenRendering
import QuizgenSystem

/// The built-in pipeline and adapters: config, templates, pages, home, 404, sitemap, stylesheet
/// and config-declared data collections.
public enum CorePlugin {
    /// The names of the core steps, in order. Plugins insert their steps relative to these.
    public static let stepNames = [
        "load-config", "load-templates", "load-content", "validate", "render",
    ]

    /// The core plugin.
    /// The plugins every build installs first, in order: this one and the dashboard.
    public static let builtIn = [plugin, DashboardPlugin.plugin]

    public static let plugin = Plugin(name: "core", readsPages: false) { installer in
        try installer.use(HomeAdapter(), for: HomePage.self)
        try installer.use(PageAdapter(), for: Page.self)
        try installer.use(PageSectionAdapter(), for: PageSection.self)
        try installer.use(TaxonomyIndexAdapter(), for: TaxonomyIndex.self)
        try installer.use(TaxonomyTermAdapter(), for: TaxonomyTerm.self)
        try installer.use(PageAliasAdapter(), for: PageAlias.self)
        try installer.use(NotFoundAdapter(), for: NotFoundPage.self)
        try installer.use(SitemapAdapter(), for: Sitemap.self)
        try installer.use(StylesheetAdapter(), for: Stylesheet.self)
        try installer.use(DataCollectionAdapter(), for: DataCollection.self)
        try installer.use(DataItemAdapter(), for: DataItem.self)
        installer.addValidator(CollectionRouteValidator())
        installer.addValidator(ThemeContrastValidator())
    }

    /// The core steps, before any plugin inserts its own.
    static var steps: [BuildStep] {
        [
            BuildStep("load-config") { context in
                context.config = ConfigLoader(reader: context.reader).load(
                    into: &context.diagnostics)
                context.site = SiteSetup.context(
                    config: context.config, reader: context.reader, clock: context.options.clock,
                    preview: context.options.preview,
                    into: &context.diagnostics)
                context.home = HomePage(title: context.config.title, body: "")
            },
            BuildStep("load-templates") { context in
                let templates = SiteSetup.templates(
                    root: context.options.root, reader: context.reader,
                    builtIn: context.builtInTemplates, into: &context.diagnostics)
                context.templates =
                    context.options.compiledTemplates ? templates : templates.withoutCompiled
                ThemeOverrides.warnAboutStaleFiles(&context)
            },
            BuildStep("load-content") { context in
                let loaded = ContentLoader(reader: context.reader).load(
                    config: context.config,
                    bodyText: context.config.search ? SearchDocuments.bodyText : nil,
                    bodyHTML: context.site.markdown.bodyHTMLMaker(
                        budget: context.options.pageHTMLBudget),
                    leavesBodies: context.options.leavesPageBodies,
                    into: &context.diagnostics)
                let intro = context.home.sections
                context.home = loaded.home
                context.home.sections = intro
                let published = loaded.pages.filter { !$0.draft }
                context.store.add(loaded.pages)
                AuthorFiles.publish(
                    pageFiles: loaded.pageFiles, pages: loaded.pages, into: &context)
                Self.indexPages(published, intros: loaded.intros, into: &context)
                let drafts = loaded.pages.count - published.count
                if drafts > 0 {
                    context.notes.append(
                        "\(drafts) draft page\(drafts == 1 ? "" : "s") not published")
                }
                for collection in loaded.collections {
                    context.store.add(collection)
                    context.store.add(collection.items)
                    let title =
                        collection.config.name.prefix(1).uppercased()
                        + collection.config.name.dropFirst()
                    context.nav.append(
                        NavItem(title: title, path: collection.config.listRoute, weight: 100))
                    let links = collection.items.map { item in
                        HomeLink(
                            title: item.fields["title"]?.stringValue ?? item.slug,
                            path: DataItemAdapter.path(for: item, pattern: collection.config.route))
                    }
                    if !links.isEmpty {
                        context.home.sections.append(
                            HomeSection(
                                title: String(title), links: links,
                                more: HomeLink(
                                    title: context.site.catalog.plural(
                                        "home.see_all", count: collection.items.count),
                                    path: collection.config.listRoute)))
                    }
                }
                context.store.add(NotFoundPage())
                context.store.add(context.options.sitemap)
                context.store.add(Stylesheet())
            },
            BuildStep("validate") { context in
                var found = Diagnostics()
                for validator in context.validators { validator.validate(context, into: &found) }
                context.diagnostics.merge(found)
            },
            BuildStep(RemoteMediaStep.name, RemoteMediaStep.run),
            // After every step that publishes media, before anything renders their <img>.
            BuildStep("process-images", ImagePublisher.run),
            BuildStep("render") { context in
                guard let templates = context.templates else { return }
                context.store.removeAll(of: HomePage.self)
                context.store.add(context.home)
                context.site.nav = context.nav.sorted {
                    ($0.weight, $0.title) < ($1.weight, $1.title)
                }
                let renderer = SiteRenderer(registry: context.registry, templates: templates)
                let jobs = renderer.plan(
                    store: context.store, site: context.site, into: &context.diagnostics)
                context.site.routes = jobs.map(\.route)
                context.pageRecords = Self.pageRecords(context, jobs: jobs)
                context.progress("rendering \(jobs.count) pages")
                let extra = Self.filesBesidePages(context.staticFiles, jobs: jobs, into: &context)
                // Pages stream to the writer as they render; nothing is written once the build
                // failed.
                let sink = context.output
                let write = !context.diagnostics.hasErrors
                await sink.send(extra, write: write)
                let problems = await renderer.render(jobs, site: context.site) {
                    await sink.send($0, write: write)
                }
                context.diagnostics.merge(problems)
                context.fileCount = sink.count
                if sink.keep { context.files = sink.files }
            },
        ]
    }
}

extension CorePlugin {
    /// Sections, taxonomies, aliases, the menu and the home page's lists of the published pages.
    static func indexPages(
        _ published: [Page], intros: [SectionIntro], into context: inout BuildContext
    ) {
        let index = PageIndexer(taxonomies: context.config.taxonomies).index(
            published, intros: intros, into: &context.diagnostics)
        if !index.sections.isEmpty { context.store.add(index.sections) }
        if !index.taxonomyIndexes.isEmpty { context.store.add(index.taxonomyIndexes) }
        if !index.terms.isEmpty { context.store.add(index.terms) }
        if !index.aliases.isEmpty { context.store.add(index.aliases) }
        for intro in intros {
            if let title = intro.title { context.site.sectionTitles[intro.folder] = title }
        }
        let all = index.sections.first { $0.folder.isEmpty }
        context.site.hasPageFeeds = all != nil
        // The menu holds what asks to be there, never every page.
        context.nav += published.filter { $0.menus.contains("main") }.map {
            NavItem(title: $0.title, path: $0.path, weight: $0.weight)
        }
        let weights = Dictionary(
            intros.map { ($0.folder, $0.weight) }, uniquingKeysWith: { first, _ in first })
        let topSections = index.sections.filter { !$0.folder.isEmpty && !$0.folder.contains("/") }
        context.nav += topSections.map {
            NavItem(title: $0.title, path: $0.path, weight: weights[$0.folder] ?? 0)
        }
        let catalog = context.site.catalog
        if !topSections.isEmpty {
            let links = topSections.sorted {
                (weights[$0.folder] ?? 0, $0.title) < (weights[$1.folder] ?? 0, $1.title)
            }.map { section in
                let count = section.entries.count
                return HomeLink(
                    title: section.title, path: section.path,
                    summary: section.description ?? catalog.plural("pages.count", count: count))
            }
            context.home.sections.append(
                HomeSection(title: catalog.text("home.sections"), links: links))
        }
        if let all {
            let links = index.recent.prefix(HomeSection.limit).map {
                HomeLink(title: $0.title, path: $0.path, summary: $0.summary ?? $0.description)
            }
            context.home.sections.append(
                HomeSection(
                    title: catalog.text("home.recent_pages"), links: links,
                    more: HomeLink(
                        title: catalog.plural("home.see_all", count: published.count),
                        path: all.path)))
        }
        for taxonomy in index.taxonomyIndexes {
            let top = taxonomy.terms.sorted { ($1.count, $0.name) < ($0.count, $1.name) }.prefix(
                HomeSection.limit)
            let title = context.site.taxonomyTitle(taxonomy.config.plural)
            context.home.sections.append(
                HomeSection(
                    title: title,
                    links: top.map {
                        HomeLink(
                            title: $0.name, path: "\(taxonomy.path)\($0.slug)/",
                            summary: catalog.plural("pages.count", count: $0.count))
                    },
                    more: HomeLink(
                        title: catalog.plural("home.see_all", count: taxonomy.terms.count),
                        path: taxonomy.path)))
        }
    }

    /// The files steps add as they are (`staticFiles`), each path once: a path that a rendered
    /// page or another file also claims is a `render.duplicate-route` error naming both
    /// (at the author's file when one of them is), and the file is left out. The same medium
    /// added twice by steps (no source, the same bytes) is written once.
    static func filesBesidePages(
        _ files: [OutputFile], jobs: [RenderJob], into context: inout BuildContext
    ) -> [OutputFile] {
        var rendered: [String: Route] = [:]
        for job in jobs where rendered[job.route.outputPath] == nil {
            rendered[job.route.outputPath] = job.route
        }
        var kept: [String: OutputFile] = [:]
        var extra: [OutputFile] = []
        for file in files {
            if let route = rendered[file.path] {
                let other =
                    route.source.map { "the page from \($0)" }
                    ?? "the page rendered with the template '\(route.template)'"
                context.diagnostics.error(
                    "render.duplicate-route",
                    "two files would be written to /\(file.path): \(file.source.map { "\($0.path) and " } ?? "a copied file and ")\(other)",
                    at: file.source ?? route.source)
            } else if let first = kept[file.path] {
                guard file.source != nil || first.source != nil || file.contents != first.contents
                else { continue }
                let names = [first.source, file.source].map { $0?.path ?? "a copied file" }
                context.diagnostics.error(
                    "render.duplicate-route",
                    "two files would be written to /\(file.path): \(names[0]) and \(names[1])",
                    at: file.source ?? first.source)
            } else {
                kept[file.path] = file
                extra.append(file)
            }
        }
        return extra
    }

    /// What the build cache needs of each page: its summary hash and where it was published.
    static func pageRecords(_ context: BuildContext, jobs: [RenderJob]) -> [String: PageRecord] {
        var outputs: [String: [String]] = [:]
        for job in jobs {
            if let page = job.model as? Page {
                outputs[page.sourcePath, default: []].append(job.route.outputPath)
            }
        }
        // The summaries are hashed on every core: 10,000 pages took 50 ms on one.
        let pages = context.store.models(of: Page.self)
        let made = ParallelChunks.map(count: pages.count, chunkSize: 512) { range in
            range.compactMap { position -> (String, PageRecord)? in
                let page = pages[position]
                let paths = outputs[page.sourcePath] ?? []
                // A page published at two paths is not one the cache can patch.
                guard paths.count <= 1 else { return nil }
                return (
                    page.sourcePath,
                    PageRecord(summary: PageRecord.summary(of: page), outputPath: paths.first)
                )
            }
        }
        return Dictionary(made.joined(), uniquingKeysWith: { _, last in last })
    }
}

/// Checks that every `{field}` in a collection's route exists in each item.
struct CollectionRouteValidator: ContentValidator {
    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics) {
        for collection in context.store.models(of: DataCollection.self) {
            let fields = DataItemAdapter.placeholders(in: collection.config.route).filter {
                $0 != "slug"
            }
            for item in collection.items {
                for field in fields
                where (item.fields[field]?.stringValue).map(Slug.make)?.isEmpty ?? true {
                    let known: [String]
                    if case .object(let entries) = item.fields {
                        known = entries.map(\.key)
                    } else {
                        known = []
                    }
                    diagnostics.error(
                        "data.route-field",
                        "the route \(collection.config.route) of '\(collection.config.name)' needs the field '\(field)', which this item lacks or leaves empty\(Suggestion.didYouMean(field, in: known))",
                        at: item.location)
                }
            }
        }
    }
}
