import Foundation
import QuizgenCore
import QuizgenRendering
import QuizgenSite
import QuizgenTestSupport
import Testing

/// An exam's landing page shows the link students open and its QR code, made at build time as
/// an inline SVG, when the site's `base_url` is absolute: for a classroom projector.
@Suite("Sharing an exam on its landing page")
struct ExamSharePageTests {
    static let takeURL = "https://quiz.example.org/exams/geo-mid/take/"

    static func site(config: String = QuizFixtures.config) throws -> TestSite {
        try TestSite(
            QuizFixtures.site(extra: [
                "quizgen.yaml": config,
                "Content/exams/draft.yaml":
                    "title: Draft\ncode: DRAFT-1\nstatus: draft\nquestions: [rhine-source]\n",
            ]),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
    }

    @Test func landingPageShowsTheTakeLinkAndItsQRCode() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.items.map(\.message))")

        let landing = try #require(site.output("exams/geo-mid/index.html"))
        let svg = try QRCode(text: Self.takeURL).svg(label: "QR code of this exam's link")
        #expect(
            landing.contains(
                """
                <section class="exam-share" aria-labelledby="exam-share-title">
                <h2 id="exam-share-title">Share this exam</h2>
                <p>Students open this link, or scan the code with a phone&#39;s camera.</p>
                <p class="share-link"><a href="\(Self.takeURL)">\(Self.takeURL)</a></p>
                \(svg)
                </section>
                """), "\(landing)")
        #expect(landing.components(separatedBy: "<svg").count == 2)
        // Only the landing page: the taking page is what the code opens.
        let take = try #require(site.output("exams/geo-mid/take/index.html"))
        #expect(!take.contains("exam-share"))
        #expect(!take.contains("<svg"))
        // A draft has no pages, so nothing to share.
        #expect(site.output("exams/draft-1/index.html") == nil)
        #expect(site.output("exams/draft/index.html") == nil)
        // The stylesheet sizes the code: large on a projector, within a phone's width.
        let css = try #require(site.output("assets/theme.css"))
        #expect(css.contains(".qr-code { display: block; width: min(100%, 80vh); height: auto; }"))
    }

    @Test func noShareSectionWithoutAnAbsoluteBaseURL() async throws {
        let site = try Self.site(config: "title: Quiz test\nbase_url: /course/\n")
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        #expect(!result.diagnostics.hasErrors)
        let landing = try #require(site.output("exams/geo-mid/index.html"))
        #expect(landing.contains("href=\"/course/exams/geo-mid/take/\""))
        #expect(!landing.contains("exam-share"))
        #expect(!landing.contains("<svg"))
    }

    @Test func noShareSectionInThePreview() async throws {
        let site = try Self.site()
        defer { site.remove() }
        var options = BuildOptions(
            root: site.root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)))
        options.preview = true
        let writer = MemorySiteWriter()
        let result = await SiteBuilder(plugins: [QuizPlugin.plugin]).build(options, writer: writer)
        #expect(!result.diagnostics.hasErrors)
        let files = await writer.files
        let landing = try #require(
            files.first { $0.key.hasSuffix("exams/geo-mid/index.html") }.map {
                String(decoding: $0.value, as: UTF8.self)
            })
        #expect(landing.contains("exam-landing"))
        #expect(!landing.contains("exam-share"))
    }
}
