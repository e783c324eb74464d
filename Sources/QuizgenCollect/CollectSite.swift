import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenI18n
import QuizgenLoading
import QuizgenRendering
import QuizgenSite

/// What the collector knows of the site: its config, its published exams with their keys
/// (frozen snapshots when present) and the templates its HTML pages are rendered with.
/// Loaded once at start; the keys never leave the collector except in a released result.
public struct CollectSite: Sendable {
    /// The site's configuration.
    public var config: SiteConfig
    /// Published exams by slug (drafts are not served).
    public var exams: [String: AssembledExam]
    /// The roster of each exam that has one, by exam slug: who may start, and with what
    /// accommodations.
    public var rosters: [String: Roster]
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
        rosters = catalog.rosters
        let templates = SiteSetup.templates(
            root: root, reader: reader, builtIn: DefaultTheme.templates,
            only: [
                "exam-result", "collect-message", "exam-take", "exam-questions", "teacher-login",
                "teacher-exams",
                "teacher-exam", "grading-glossary",
            ],
            into: &diagnostics)
        renderer = SiteRenderer(registry: Self.registry, templates: templates)
        // The site's strings as the build reads them, so the collector's pages speak as the site's
        // do.
        context = SiteSetup.context(
            config: config, reader: reader, clock: BuildClock(now: Date(timeIntervalSince1970: 0)),
            preview: false, into: &diagnostics)
        // The collector answers on its own address: its pages link the theme, the images and
        // the site's pages at base_url, where the site is published.
        context.linkAbsolutely()
        // The question images' published routes, as the build names them, for the result pages.
        let questions = exams.values.sorted { $0.exam.slug < $1.exam.slug }.flatMap {
            $0.questions.map(\.question)
        }
        for image in QuestionMedia.published(of: questions, root: root) {
            context.media[image.source] = image.route
        }
        // Their remote images: the copies the build published, never the remote host.
        context.markdown.remoteMedia = CachedRemoteMedia.sources(
            exams: exams.values.sorted { $0.exam.slug < $1.exam.slug }, config: config,
            root: root, basePath: context.basePath)
        // And each image's size (and WebP copies), as the last build into `Site/` recorded them.
        context.images = MediaRecord.images(ofSiteAt: root)
    }

    /// The adapters of the collector's pages (the student's and the teacher's console's): distinct
    /// models, so no registration can clash.
    private static let registry: AdapterRegistry = {
        var registry = AdapterRegistry()
        do {
            try registry.use(ResultPageAdapter(), for: ResultPage.self)
            try registry.use(CollectMessageAdapter(), for: CollectMessage.self)
            try registry.use(AttemptExamAdapter(), for: AttemptExamPage.self)
            try registry.use(AttemptQuestionsAdapter(), for: AttemptQuestions.self)
            try registry.use(TeacherLoginAdapter(), for: TeacherLoginPage.self)
            try registry.use(TeacherExamsAdapter(), for: TeacherExamsPage.self)
            try registry.use(TeacherExamAdapter(), for: TeacherExamPage.self)
            try registry.use(GradingGlossaryAdapter(), for: GradingGlossary.self)
        } catch {
            preconditionFailure("the collector's adapters clash: \(error)")
        }
        return registry
    }()

    /// The site's strings in its language (what the build's pages use, so the collector's pages
    /// and the site's read alike).
    var catalog: Catalog { context.catalog }

    /// `date` as the site's pages write a time: in its zone and language, with the zone's
    /// offset (`November 24, 2026 at 10:00 AM (UTC+01:00)`).
    func timeText(_ date: Date) -> String { context.dates.dateTimeWithZone(date) }

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
        return renderer.renderOne(job, site: context, into: &ignored).map {
            String(decoding: $0.contents, as: UTF8.self)
        }
    }
}
