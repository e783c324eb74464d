import Foundation
import QuizgenCore
import QuizgenRendering
import QuizgenSite
import QuizgenTestSupport
import Testing

/// docs/templates.md lists every built-in template with the keys its adapter provides; these
/// tests fail, naming each key, when a template uses a key no adapter provides or when the table
/// and the adapters disagree. The contexts are recorded while building the repository's example
/// site (every kind of page, with answer keys, dashboards and result pages) and a small site
/// with the optional values the example lacks.
@Suite("Template contexts match docs/templates.md")
struct TemplateContextDocsTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every template's recorded key paths (`site.*` included).
    static func recordedPaths() async throws -> [String: Set<String>] {
        let recorder = ContextRecorder()
        let plugins = [QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin, recorder.plugin]
        var sites = [repositoryRoot]
        let extra = try TestSite(TemplateContextFixtures.files)
        defer { extra.remove() }
        sites.append(extra.root)
        for root in sites {
            var options = BuildOptions(
                root: root, includeKeys: true, dashboard: true, clock: BuildClock(now: Date(timeIntervalSince1970: 1_764_000_000)),
                environment: [GradingPlugin.secretVariable: "template-context-test"])
            options.skipUnchanged = false
            let result = await SiteBuilder(plugins: plugins).build(options, writer: nil)
            #expect(!result.diagnostics.hasErrors, "\(root.path): \(result.diagnostics.items.map(\.message))")
        }
        return recorder.paths
    }

    static func docs() throws -> TemplateDocsTable {
        TemplateDocsTable(markdown: try String(contentsOf: repositoryRoot.appendingPathComponent("docs/templates.md"), encoding: .utf8))
    }

    @Test func everyKeyABuiltInTemplateUsesIsProvided() async throws {
        let recorded = try await Self.recordedPaths()
        let builtIn = SiteBuilder(plugins: [QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin]).builtInTemplates()
        let analyzer = TemplateKeyAnalyzer(templates: builtIn)
        var unknown: [String] = []
        for (template, paths) in recorded.sorted(by: { $0.key < $1.key }) where builtIn[template] != nil {
            unknown += analyzer.unknownKeys(root: template, provided: paths).map(\.description)
        }
        #expect(unknown.isEmpty, "keys used by built-in templates that no adapter provides:\n\(Set(unknown).sorted().joined(separator: "\n"))")
    }

    @Test func everyBuiltInTemplateIsRenderedOrIncluded() async throws {
        let recorded = try await Self.recordedPaths()
        let builtIn = SiteBuilder(plugins: [QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin]).builtInTemplates()
        var included: Set<String> = []
        for text in builtIn.values {
            for tag in TemplateKeyAnalyzer.tags(in: text) where tag.body.hasPrefix(">") || tag.body.hasPrefix("<") {
                included.insert(String(tag.body.dropFirst()).trimmingCharacters(in: .whitespaces))
            }
        }
        let neither = builtIn.keys.filter { recorded[$0] == nil && !included.contains($0) }.sorted()
        #expect(neither.isEmpty, "built-in templates no page of the test sites renders: \(neither)")
    }

    @Test func docsTableAndAdaptersAgree() async throws {
        let recorded = try await Self.recordedPaths()
        let docs = try Self.docs()
        let builtIn = SiteBuilder(plugins: [QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin]).builtInTemplates()
        var problems: [String] = []
        for name in builtIn.keys.sorted() where docs.templates[name] == nil {
            problems.append("'\(name)': no row in docs/templates.md")
        }
        for name in docs.templates.keys.sorted() where builtIn[name] == nil {
            problems.append("'\(name)': a row in docs/templates.md, but no built-in template has this name")
        }
        var site: Set<String> = []
        for (name, paths) in recorded.sorted(by: { $0.key < $1.key }) where builtIn[name] != nil {
            site.formUnion(paths.filter { $0 == "site" || $0.hasPrefix("site.") })
            let own = paths.filter { $0 != "site" && !$0.hasPrefix("site.") }
            guard case .some(.some(let documented)) = docs.templates[name] else {
                if docs.templates[name] != nil { problems.append("'\(name)': rendered as a page, but its row lists no keys") }
                continue
            }
            let undocumented = own.filter { !TemplateDocsTable.covers(documented, $0) }.sorted()
            let unprovided = documented.filter { !$0.hasSuffix(".*") && !own.contains($0) }.sorted()
            if !undocumented.isEmpty { problems.append("'\(name)': provided by its adapter, missing from docs: \(undocumented.joined(separator: ", "))") }
            if !unprovided.isEmpty { problems.append("'\(name)': in docs, provided by no adapter: \(unprovided.joined(separator: ", "))") }
        }
        let documentedSite = docs.expand(Array(docs.site)).map { "site." + $0 }
        let siteDocs = Set(documentedSite + ["site"])
        let siteUndocumented = site.filter { !TemplateDocsTable.covers(siteDocs, $0) }.sorted()
        let siteUnprovided = siteDocs.filter { !site.contains($0) }.sorted()
        if !siteUndocumented.isEmpty { problems.append("'site': provided, missing from docs: \(siteUndocumented.joined(separator: ", "))") }
        if !siteUnprovided.isEmpty { problems.append("'site': in docs, provided by no adapter: \(siteUnprovided.joined(separator: ", "))") }
        #expect(problems.isEmpty, "docs/templates.md and the adapters disagree:\n\(problems.joined(separator: "\n"))")
    }
}
