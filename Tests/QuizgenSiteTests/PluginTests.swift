import Foundation
import QuizgenCore
import QuizgenExampleGlossary
import QuizgenRendering
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Extending quizgen")
struct PluginTests {
    @Test func examplePackagePluginPublishesItsOwnModel() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n",
            "Content/glossary.yaml": "Facility index: Share of the marks **earned**.\nAlpha:\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [GlossaryPlugin.plugin])
        #expect(
            result.diagnostics.lines == [
                "Content/glossary.yaml:2:1: warning: the term 'Alpha' has no definition"
            ])
        let html = try #require(site.output("glossary/index.html"))
        #expect(
            html.contains(
                "<dt>Facility index</dt><dd><p>Share of the marks <strong>earned</strong>.</p>\n</dd>"
            ))
        #expect(site.output("index.html")?.contains("href=\"/glossary/\"") == true)
    }

    @Test func aModelWithoutAnAdapterIsAnErrorNotAMissingPage() async throws {
        struct Orphan: Sendable {}
        let plugin = Plugin(name: "orphan") { installer in
            try installer.addStep(
                BuildStep("add-orphan") { $0.store.add(Orphan()) }, after: "load-content")
        }
        let site = try TestSite(["quizgen.yaml": "title: T\n"])
        defer { site.remove() }
        let result = await site.build(plugins: [plugin], write: false)
        #expect(
            result.diagnostics.lines == [
                "error: no adapter is registered for Orphan (1 item would not be published); register one with registry.use(_:for: Orphan.self)"
            ])
    }

    @Test func registeringTwoAdaptersForOneModelIsAnError() async throws {
        var registry = AdapterRegistry()
        try registry.use(PageAdapter(), for: Page.self)
        #expect(
            throws: AdapterRegistryError.duplicate(
                model: "Page", existing: "PageAdapter", new: "PageAdapter")
        ) {
            try registry.use(PageAdapter(), for: Page.self)
        }
        let site = try TestSite(["quizgen.yaml": "title: T\n"])
        defer { site.remove() }
        let clash = Plugin(name: "clash") { try $0.use(PageAdapter(), for: Page.self) }
        let result = await site.build(plugins: [clash], write: false)
        #expect(
            result.diagnostics.lines == [
                "error: plugin 'clash' could not be installed: PageAdapter cannot be registered for Page: PageAdapter already renders it"
            ])
    }

    @Test func stepsAreInsertedByName() async throws {
        let plugin = Plugin(name: "bad") {
            try $0.addStep(BuildStep("x") { _ in }, after: "load-contnet")
        }
        let site = try TestSite(["quizgen.yaml": "title: T\n"])
        defer { site.remove() }
        let result = await site.build(plugins: [plugin], write: false)
        #expect(
            result.diagnostics.lines == [
                "error: plugin 'bad' could not be installed: there is no step named 'load-contnet'; did you mean 'load-content'?"
            ])
    }
}
