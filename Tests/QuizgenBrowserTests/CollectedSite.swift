import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A site with one exam, built as plain files served on loopback, and a real `quizgen collect`
/// that its pages call (`collect: url`, the pages' origin allowed through `base_url`): exam day
/// as a browser meets it, for the browser tests of this target.
struct CollectedSite {
    let site: TestSite
    let pages: StaticSiteServer
    let collector: RunningCollector
    /// The pages' origin, `http://127.0.0.1:<port>`.
    let origin: String

    /// Builds and serves the site of `exam` (YAML) and `extra` files, with the collector on
    /// `clock`.
    static func start(
        exam: String, extra: [String: String] = [:], clock: CollectFixtures.Clock,
        attemptsPerMinute: Int? = nil, finishInterval: Duration = .seconds(24 * 3600)
    ) async throws -> CollectedSite {
        let site = try TestSite(
            QuizFixtures.site(exam: exam, extra: extra),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
        try FileManager.default.createDirectory(at: site.output, withIntermediateDirectories: true)
        let pages = try await StaticSiteServer.start(serving: site.output)
        let origin = "http://127.0.0.1:\(pages.port)"
        // The collector reads base_url (its allowed origin) at start; the pages need its port.
        try site.write("quizgen.yaml", "title: Quiz test\nbase_url: \(origin)/\n")
        let collector = try await RunningCollector.start(
            site, clock: clock, attemptsPerMinute: attemptsPerMinute, finishInterval: finishInterval
        )
        try site.write(
            "quizgen.yaml",
            "title: Quiz test\nbase_url: \(origin)/\ncollect:\n  url: http://127.0.0.1:\(collector.port)/\n"
        )
        let built = await site.build(plugins: [QuizPlugin.plugin])
        #expect(!built.diagnostics.hasErrors, "\(built.diagnostics.lines)")
        return CollectedSite(site: site, pages: pages, collector: collector, origin: origin)
    }

    /// The page of the exam `slug` to take.
    func takePage(_ slug: String) throws -> URL {
        try #require(URL(string: "\(origin)/exams/\(slug)/take/"))
    }

    func stop() async {
        await collector.stop()
        pages.stop()
        site.remove()
    }
}
