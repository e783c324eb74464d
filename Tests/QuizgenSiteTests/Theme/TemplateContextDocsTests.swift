import Foundation
import QuizgenCore
import QuizgenI18n
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
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every template's recorded key paths (`site.*` included).
    static func recordedPaths() async throws -> [String: Set<String>] {
        let recorder = ContextRecorder()
        let plugins = [
            QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin, SearchPlugin.plugin,
            recorder.plugin,
        ]
        var sites = [repositoryRoot]
        let extra = try TestSite(
            TemplateContextFixtures.files,
            bytes: [
                "Content/banks/map.png": QuizFixtures.png,
                // A post's photo: its WebP copies give the card's `srcset` and `sizes`.
                "Content/feeds/campus/media/photo.png": TestImages.png,
            ])
        defer { extra.remove() }
        sites.append(extra.root)
        for root in sites {
            var options = BuildOptions(
                root: root, includeKeys: true, dashboard: true,
                clock: BuildClock(now: Date(timeIntervalSince1970: 1_764_000_000)),
                environment: [GradingPlugin.secretVariable: "template-context-test"])
            options.skipUnchanged = false
            // The small site lowers the sitemap's limit, so the sitemap index is rendered too.
            if root != repositoryRoot { options.sitemap = Sitemap(urlLimit: 5) }
            let result = await SiteBuilder(plugins: plugins).build(options, writer: nil)
            #expect(
                !result.diagnostics.hasErrors,
                "\(root.path): \(result.diagnostics.items.map(\.message))")
        }
        var paths = recorder.paths
        for (template, keys) in collectorPaths { paths[template, default: []].formUnion(keys) }
        // The teacher's console, from its own adapters.
        for (template, keys) in try await ConsoleContexts.record() {
            paths[template, default: []].formUnion(keys)
        }
        // The collector's pages get the site's and the catalog's values as its result page does.
        for template in ["collect-message", "teacher-login", "teacher-exams", "teacher-exam"] {
            paths[template, default: []].formUnion(
                (paths["exam-result"] ?? []).filter {
                    $0 == "site" || $0.hasPrefix("site.") || $0 == "i18n" || $0.hasPrefix("i18n.")
                })
        }
        paths["collect-message", default: []].formUnion(
            (paths["exam-result"] ?? []).filter {
                $0 == "site" || $0.hasPrefix("site.") || $0 == "i18n" || $0.hasPrefix("i18n.")
            })
        let plurals = pluralFormPaths()
        for template in paths.keys { paths[template]?.formUnion(plurals) }
        return paths
    }

    /// Every CLDR form of every plural entry (`few` in Romanian, `two` in a site's own Arabic
    /// catalog): a template may read them although these English builds provide only `one` and
    /// `other`.
    static func pluralFormPaths() -> Set<String> {
        var paths: Set<String> = []
        for (key, entry) in Catalog.builtinTranslation("en") ?? [:] {
            guard case .plural = entry else { continue }
            for category in PluralCategory.allCases {
                paths.insert("i18n.\(key).\(category.rawValue)")
            }
        }
        return paths
    }

    /// Keys that only `quizgen collect` provides: it renders `exam-take` for one attempt (the
    /// exam without JavaScript, `AttemptExamAdapter`), `exam-result` with the receipt, and its
    /// messages (`collect-message`, `CollectMessageAdapter`). A build never renders those, so
    /// they are added here, from the collector's adapters.
    static let collectorPaths: [String: Set<String>] = [
        "exam-take": [
            "attempt", "attempt.id", "attempt.token", "attempt.examinee", "attempt.started_at",
            "attempt.deadline",
        ],
        "exam-result": ["receipt"],
        "collect-message": [
            "page", "page.title", "paragraphs", "paragraphs[]", "code_box", "code_box.code",
            "code_box.error", "link", "link.text",
            "link.url",
        ],
    ]

    static func docs() throws -> TemplateDocsTable {
        TemplateDocsTable(
            markdown: try String(
                contentsOf: repositoryRoot.appendingPathComponent("docs/templates.md"),
                encoding: .utf8))
    }

    @Test func everyKeyABuiltInTemplateUsesIsProvided() async throws {
        let recorded = try await Self.recordedPaths()
        let builtIn = SiteBuilder(plugins: [
            QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin,
        ]).builtInTemplates()
        let analyzer = TemplateKeyAnalyzer(templates: builtIn)
        // A partial or layout may use a key only some of the pages that include it provide.
        var roots: [String: (resolved: Bool, roots: [String])] = [:]
        for (template, paths) in recorded.sorted(by: { $0.key < $1.key })
        where builtIn[template] != nil {
            for use in analyzer.uses(root: template, provided: paths) {
                let seen = roots[use.place] ?? (false, [])
                roots[use.place] = (seen.resolved || use.resolved, seen.roots + [use.root])
            }
        }
        let unknown = roots.filter { !$0.value.resolved }.map {
            "\($0.key), rendered for \(Set($0.value.roots).sorted())"
        }.sorted()
        #expect(
            unknown.isEmpty,
            "keys used by built-in templates that no adapter provides:\n\(unknown.joined(separator: "\n"))"
        )
    }

    @Test func everyBuiltInTemplateIsRenderedOrIncluded() async throws {
        let recorded = try await Self.recordedPaths()
        let builtIn = SiteBuilder(plugins: [
            QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin,
        ]).builtInTemplates()
        var included: Set<String> = []
        for text in builtIn.values {
            for tag in TemplateKeyAnalyzer.tags(in: text)
            where tag.body.hasPrefix(">") || tag.body.hasPrefix("<") {
                included.insert(String(tag.body.dropFirst()).trimmingCharacters(in: .whitespaces))
            }
        }
        let neither = builtIn.keys.filter { recorded[$0] == nil && !included.contains($0) }.sorted()
        #expect(
            neither.isEmpty,
            "built-in templates that no page of the test sites renders and no template includes: \(neither); give Tests/QuizgenSiteTests/Theme/TemplateContextFixtures.swift content that renders them, so their context is checked"
        )
    }

    /// Each template's keys are checked against its row; the keys under a shared value
    /// (`posts[]: post`) against that value's row, where a key counts as provided when any page
    /// provides it wherever the value appears, nested ones included (`media` in `post`).
    @Test func docsTableAndAdaptersAgree() async throws {
        let recorded = try await Self.recordedPaths()
        let docs = try Self.docs()
        let builtIn = SiteBuilder(plugins: [
            QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin,
        ]).builtInTemplates()
        var problems: [String] = []
        for name in builtIn.keys.sorted() where docs.direct[name] == nil {
            problems.append("'\(name)': no row in docs/templates.md")
        }
        for name in docs.direct.keys.sorted() where builtIn[name] == nil {
            problems.append(
                "'\(name)': a row in docs/templates.md, but no built-in template has this name")
        }
        var observed: [String: Set<String>] = [:]  // by shared value, relative paths
        var site: Set<String> = []
        for (name, paths) in recorded.sorted(by: { $0.key < $1.key }) where builtIn[name] != nil {
            guard let documented = docs.direct[name] else { continue }
            let mounts = docs.mounts[name] ?? []
            var undocumented: [String] = []
            for path in paths.sorted() {
                if path == "site" || path.hasPrefix("site.") {
                    site.insert(path)
                } else if path == "i18n" || path.hasPrefix("i18n.") {
                    // The catalog's keys: Sources/QuizgenI18n/Catalogs/en.yaml, checked by ThemeLanguageTests.
                    continue
                } else if TemplateDocsTable.covers(documented, path) {
                    continue
                } else if let mount = mounts.first(where: { path.hasPrefix($0.prefix + ".") }) {
                    let relative = String(path.dropFirst(mount.prefix.count + 1))
                    docs.observe(relative, in: mount.value, into: &observed)
                    if !TemplateDocsTable.covers(
                        docs.expand(docs.values[mount.value] ?? []), relative)
                    {
                        undocumented.append("\(path) (shared value '\(mount.value)')")
                    }
                } else {
                    undocumented.append(path)
                }
            }
            let unprovided = documented.filter { !$0.hasSuffix(".*") && !paths.contains($0) }
                .sorted()
            if !undocumented.isEmpty {
                problems.append(
                    "'\(name)': provided by its adapter, missing from docs: \(undocumented.joined(separator: ", "))"
                )
            }
            if !unprovided.isEmpty {
                problems.append(
                    "'\(name)': in docs, provided by no adapter: \(unprovided.joined(separator: ", "))"
                )
            }
        }
        for (value, paths) in observed.sorted(by: { $0.key < $1.key }) {
            let unprovided = docs.expand(docs.values[value] ?? []).filter {
                !$0.hasSuffix(".*") && !paths.contains($0)
            }.sorted()
            if !unprovided.isEmpty {
                problems.append(
                    "shared value '\(value)': in docs, provided by no adapter: \(unprovided.joined(separator: ", "))"
                )
            }
        }
        let siteDocs = Set(docs.expand(docs.site).map { "site." + $0 } + ["site"])
        let siteUndocumented = site.filter { !TemplateDocsTable.covers(siteDocs, $0) }.sorted()
        let siteUnprovided = siteDocs.filter { !site.contains($0) }.sorted()
        if !siteUndocumented.isEmpty {
            problems.append(
                "'site': provided, missing from docs: \(siteUndocumented.joined(separator: ", "))")
        }
        if !siteUnprovided.isEmpty {
            problems.append(
                "'site': in docs, provided by no adapter: \(siteUnprovided.joined(separator: ", "))"
            )
        }
        #expect(
            problems.isEmpty,
            "docs/templates.md and the adapters disagree:\n\(problems.joined(separator: "\n"))")
    }
}
