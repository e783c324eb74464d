import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenI18n
import QuizgenLoading
import QuizgenRendering

/// What the collector knows of the site: its config, its published exams with their keys
/// (frozen snapshots when present) and the templates its HTML pages are rendered with.
/// Loaded once at start; the keys never leave the collector except in a released result.
public struct CollectSite: Sendable {
    /// The site's configuration.
    public var config: SiteConfig
    /// Published exams by slug (drafts are not served).
    public var exams: [String: AssembledExam]
    /// Renders result and form pages with the site's templates.
    let renderer: SiteRenderer
    private(set) var context: SiteContext

    /// Loads the site at `root`.
    ///
    /// - Parameters:
    ///   - root: The site root.
    ///   - diagnostics: Receives every problem in the config, banks, exams and templates.
    public init(root: URL, into diagnostics: inout Diagnostics) {
        let reader = SourceReader(root: root)
        config = ConfigLoader(reader: reader).load(into: &diagnostics)
        let catalog = ExamCatalog(reader: reader, into: &diagnostics)
        exams = catalog.assembled.filter { !$0.value.exam.draft }
        var builtIn = DefaultTheme.templates
        builtIn["exam-result"] = ResultPageAdapter.template
        builtIn["collect-message"] = CollectTemplates.message
        let templates = TemplateSet.load(
            folder: root.appendingPathComponent("Templates"), reader: reader, builtIn: builtIn,
            only: ["exam-result", "collect-message", "exam-take"], into: &diagnostics)
        var registry = AdapterRegistry()
        try? registry.use(ResultPageAdapter(), for: ResultPage.self)
        try? registry.use(CollectMessageAdapter(), for: CollectMessage.self)
        try? registry.use(AttemptExamAdapter(), for: AttemptExamPage.self)
        renderer = SiteRenderer(registry: registry, templates: templates)
        context = SiteContext(config: config, clock: BuildClock(now: Date(timeIntervalSince1970: 0)))
        // The collector answers on its own address: its pages link the theme, the images and
        // the site's pages at base_url, where the site is published.
        context.linkAbsolutely()
        // The site's strings as the build reads them: the language's catalog with the site's
        // i18n/<lang>.yaml over it, so the collector's pages speak as the site's do.
        context.catalog = SiteCatalogLoader(reader: reader).load(language: config.language, into: &diagnostics)
        // The question images' published routes, as the build names them, for the result pages.
        let questions = exams.values.sorted { $0.exam.slug < $1.exam.slug }.flatMap { $0.questions.map(\.question) }
        for image in QuestionMedia.published(of: questions, root: root) { context.media[image.source] = image.route }
    }

    /// The site's strings in its language (what the build's pages use, so the collector's pages
    /// and the site's read alike).
    var catalog: Catalog { context.catalog }

    /// The exam whose code is `code` (any spelling with the same slug).
    public func exam(code: String) -> AssembledExam? { exams[Slug.make(code)] }

    /// The origin (`https://host[:port]`) of the site's absolute `base_url`, if it has one.
    public var origin: String? {
        guard let url = URL(string: config.baseURL), let scheme = url.scheme, let host = url.host,
            scheme == "http" || scheme == "https"
        else { return nil }
        return "\(scheme)://\(host)\(url.port.map { ":\($0)" } ?? "")"
    }

    /// Marks the site's pages as served by the same server as the collector (`quizgen serve`):
    /// links and redirects to them are then paths on this server, not `base_url`.
    public mutating func servePagesAlongside() {
        context.preview = true
        context.linkByPath()
    }

    /// The URL of the site page at `routePath` for a link or a redirect from the collector:
    /// absolute under an absolute `base_url`, a path when the pages are served alongside.
    func pageURL(_ routePath: String) -> String {
        context.preview ? context.url(routePath) : context.absoluteURL(routePath)
    }

    /// Renders `model` with its adapter and the site's template, as the build would.
    func html<Model: Sendable>(_ model: Model) -> String? {
        guard let job = renderer.jobs(for: model, site: context)?.first else { return nil }
        var ignored = Diagnostics()
        return renderer.renderOne(job, site: context, into: &ignored).map { String(decoding: $0.contents, as: UTF8.self) }
    }
}
