import Foundation
import QuizgenCore

/// One page to render: a model, its adapter and one of its routes.
public struct RenderJob: Sendable {
    let entryIndex: Int
    /// The model being rendered.
    public let model: any Sendable
    /// The route being rendered.
    public let route: Route
}

/// Turns the build's models into output files through their adapters and templates.
///
/// Planning (routes, duplicate URLs, missing adapters and templates) is sequential and reports
/// every problem; rendering runs in parallel across cores in chunks.
public struct SiteRenderer: Sendable {
    /// The build's adapters.
    public let registry: AdapterRegistry
    /// The build's templates.
    public let templates: TemplateSet

    /// Creates a renderer.
    public init(registry: AdapterRegistry, templates: TemplateSet) {
        self.registry = registry
        self.templates = templates
    }

    /// Computes every route and checks that each has an adapter, a template and a unique URL.
    ///
    /// Adapters that declare `plansLast` (the sitemap) are planned after all others, with
    /// `site.routes` holding the routes planned before them.
    ///
    /// - Parameters:
    ///   - store: The build's models.
    ///   - site: Site context (routes not yet known).
    ///   - diagnostics: Receives `render.no-adapter`, `render.missing-template` and
    ///     `render.duplicate-route` errors.
    /// - Returns: The jobs to render, in a deterministic order.
    public func plan(store: ContentStore, site: SiteContext, into diagnostics: inout Diagnostics)
        -> [RenderJob]
    {
        var jobs: [RenderJob] = []
        var claimed: [String: Route] = [:]
        // Adapters whose routes depend on the others' (the sitemap) come last and see them.
        var late = site
        for last in [false, true] {
            if last { late.routes = jobs.map(\.route) }
            for bucket in store.buckets {
                guard
                    let index = registry.entries.firstIndex(where: { $0.modelID == bucket.typeID })
                else {
                    if !last {
                        diagnostics.error(
                            "render.no-adapter",
                            "no adapter is registered for \(bucket.typeName) (\(bucket.models.count) item\(bucket.models.count == 1 ? "" : "s") would not be published); register one with registry.use(_:for: \(bucket.typeName).self)"
                        )
                    }
                    continue
                }
                let entry = registry.entries[index]
                guard entry.plansLast == last else { continue }
                for model in bucket.models {
                    for route in entry.routes(model, last ? late : site) {
                        guard check(route, of: entry, claimed: &claimed, into: &diagnostics) else {
                            continue
                        }
                        jobs.append(RenderJob(entryIndex: index, model: model, route: route))
                    }
                }
            }
        }
        return jobs
    }

    /// Whether `route` can be rendered: a valid path, a template, and a URL no other route has.
    private func check(
        _ route: Route, of entry: AdapterRegistry.Entry, claimed: inout [String: Route],
        into diagnostics: inout Diagnostics
    ) -> Bool {
        if let problem = Self.routeProblem(route.path) {
            diagnostics.error(
                "render.bad-route",
                "\(entry.adapterName) produced the route '\(route.path)', which \(problem)",
                at: route.source)
            return false
        }
        if !templates.has(route.template) {
            diagnostics.error(
                "render.missing-template",
                "no template named '\(route.template)' for \(route.path) (looked in Templates/ and the built-in theme)\(Suggestion.didYouMean(route.template, in: templates.names))",
                at: route.source)
            return false
        }
        let key = route.outputPath
        if let other = claimed[key] {
            let where_ = other.source.map { " (also produced by \($0))" } ?? ""
            diagnostics.error(
                "render.duplicate-route", "two pages would be written to \(route.path)\(where_)",
                at: route.source)
            return false
        }
        claimed[key] = route
        return true
    }

    /// The jobs for one model, as `plan(store:site:into:)` would make them (without its checks
    /// across models), or `nil` when no adapter is registered for its type.
    public func jobs<Model: Sendable>(for model: Model, site: SiteContext) -> [RenderJob]? {
        guard
            let index = registry.entries.firstIndex(where: {
                $0.modelID == ObjectIdentifier(Model.self)
            })
        else { return nil }
        return registry.entries[index].routes(model, site).map {
            RenderJob(entryIndex: index, model: model, route: $0)
        }
    }

    /// Renders the planned jobs in parallel and collects the files.
    ///
    /// - Parameters:
    ///   - jobs: From `plan(store:site:into:)`.
    ///   - site: Site context with `routes` filled.
    /// - Returns: The files sorted by path, and any adapter errors as diagnostics.
    public func render(_ jobs: [RenderJob], site: SiteContext) async -> (
        files: [OutputFile], diagnostics: Diagnostics
    ) {
        let collector = FileCollector()
        let diagnostics = await render(jobs, site: site) { await collector.add($0) }
        return (await collector.files.sorted { $0.path < $1.path }, diagnostics)
    }

    /// Renders the planned jobs in parallel, handing each chunk of files to `deliver` as soon as
    /// it is rendered, so memory holds only the chunks in flight (a few per core).
    ///
    /// - Parameters:
    ///   - jobs: From `plan(store:site:into:)`.
    ///   - site: Site context with `routes` filled.
    ///   - chunkSize: Pages per chunk.
    ///   - deliver: Receives each chunk's files; called concurrently from several tasks.
    /// - Returns: Any adapter errors as diagnostics, in job order.
    public func render(
        _ jobs: [RenderJob], site: SiteContext, chunkSize: Int = 64,
        deliver: @escaping @Sendable ([OutputFile]) async -> Void
    ) async -> Diagnostics {
        let shared = SiteTemplateValue.Shared(site, templates: templates)
        let site = withPostCards(site)
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let starts = Array(stride(from: 0, to: jobs.count, by: max(1, chunkSize)))
        var problems = [Diagnostics](repeating: Diagnostics(), count: starts.count)
        await withTaskGroup(of: (Int, Diagnostics).self) { group in
            // Last chunk first: the plan lists pages before the lists, sitemaps and feeds made of
            // them, which take longer each; started last, one of them kept a core busy alone
            // at the end of the build. Diagnostics stay in job order (by chunk index).
            var nextChunk = 0
            func addChunk() {
                guard nextChunk < starts.count else { return }
                let index = starts.count - 1 - nextChunk
                nextChunk += 1
                let chunk = jobs[starts[index]..<min(starts[index] + chunkSize, jobs.count)]
                group.addTask {
                    var out: [OutputFile] = []
                    out.reserveCapacity(chunk.count)
                    var found = Diagnostics()
                    for job in chunk {
                        if let file = renderOne(job, site: site, shared: shared, into: &found) {
                            out.append(file)
                        }
                    }
                    await deliver(out)
                    return (index, found)
                }
            }
            for _ in 0..<(workers * 2) { addChunk() }
            for await (index, found) in group {
                problems[index] = found
                addChunk()
            }
        }
        var diagnostics = Diagnostics()
        for found in problems where !found.items.isEmpty || !found.sources.isEmpty {
            diagnostics.merge(found)
        }
        return diagnostics
    }

    /// `site` with a fresh post-card cache when the card qualifies (`PostCardFragment`).
    func withPostCards(_ site: SiteContext) -> SiteContext {
        guard templates.cachesPostCards else { return site }
        var site = site
        site.postCards = PostCardCache(templates: templates, i18n: site.i18n)
        return site
    }

    /// Renders one job.
    public func renderOne(_ job: RenderJob, site: SiteContext, into diagnostics: inout Diagnostics)
        -> OutputFile?
    {
        renderOne(
            job, site: site, shared: SiteTemplateValue.Shared(site, templates: templates),
            into: &diagnostics)
    }

    func renderOne(
        _ job: RenderJob, site: SiteContext, shared: SiteTemplateValue.Shared,
        into diagnostics: inout Diagnostics
    ) -> OutputFile? {
        let entry = registry.entries[job.entryIndex]
        var context: [String: Any]
        do {
            context = try entry.context(job.model, job.route, site)
        } catch {
            diagnostics.error(
                "render.adapter",
                "\(entry.adapterName) could not render \(job.route.path): \(error)",
                at: job.route.source)
            return nil
        }
        if context["site"] == nil {
            context["site"] = SiteTemplateValue(shared, routePath: job.route.path)
        }
        if context["i18n"] == nil { context["i18n"] = shared.i18n }
        if var page = context["page"] as? [String: Any], page["url"] == nil {
            page["url"] = site.url(job.route.path)
            context["page"] = page
        }
        guard let bytes = templates.renderBytes(context, template: job.route.template) else {
            diagnostics.error(
                "render.missing-template", "no template named '\(job.route.template)'",
                at: job.route.source)
            return nil
        }
        return OutputFile(path: job.route.outputPath, contents: bytes)
    }

    /// The context a job's template receives, as `renderOne` makes it, with `site` as a plain
    /// dictionary (for tests and tools that list the keys each template sees).
    ///
    /// - Throws: The adapter's error.
    public func templateContext(for job: RenderJob, site: SiteContext) throws -> [String: Any] {
        var context = try registry.entries[job.entryIndex].context(job.model, job.route, site)
        if context["site"] == nil { context["site"] = site.templateValue(for: job.route) }
        if context["i18n"] == nil { context["i18n"] = site.i18n }
        if var page = context["page"] as? [String: Any], page["url"] == nil {
            page["url"] = site.url(job.route.path)
            context["page"] = page
        }
        return context
    }

    static func routeProblem(_ path: String) -> String? {
        path.utf8.allSatisfy({ $0 < 0x80 }) ? asciiRouteProblem(path) : characterRouteProblem(path)
    }

    /// ``routeProblem(_:)`` over characters: the definition, used for paths that are not ASCII.
    static func characterRouteProblem(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return "does not start with '/'" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") || parts.contains(".") { return "contains '.' or '..'" }
        if path.contains("//") { return "contains an empty segment ('//')" }
        if path.contains("\\") || path.contains("\0") { return "contains a backslash or NUL" }
        return nil
    }

    /// ``routeProblem(_:)`` of an ASCII path, where bytes and characters are the same, in one
    /// pass over its bytes: the plan checks every route on one core, and splitting and
    /// Foundation's `contains` took 17 ms of a 10,000-page build there.
    static func asciiRouteProblem(_ path: String) -> String? {
        var dotSegment = false
        var emptySegment = false
        var backslashOrNUL = false
        var segmentLength = 0
        var dots = 0
        var previousSlash = false
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "/"):
                if segmentLength > 0, dots == segmentLength, dots <= 2 { dotSegment = true }
                if previousSlash { emptySegment = true }
                segmentLength = 0
                dots = 0
                previousSlash = true
                continue
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: "\\"), 0: backslashOrNUL = true
            default: break
            }
            segmentLength += 1
            previousSlash = false
        }
        if segmentLength > 0, dots == segmentLength, dots <= 2 { dotSegment = true }
        guard path.utf8.first == UInt8(ascii: "/") else { return "does not start with '/'" }
        if dotSegment { return "contains '.' or '..'" }
        if emptySegment { return "contains an empty segment ('//')" }
        if backslashOrNUL { return "contains a backslash or NUL" }
        return nil
    }
}
