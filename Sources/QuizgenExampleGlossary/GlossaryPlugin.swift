import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenRendering
import QuizgenSite

/// An example of extending quizgen from another Swift package: a model, a loading step, a
/// validator, a template and an adapter, installed without touching quizgen's code.
///
/// ```swift
/// let result = await SiteBuilder(plugins: [GlossaryPlugin.plugin]).build(options, writer: writer)
/// ```
public enum GlossaryPlugin {
    /// The plugin.
    public static let plugin = Plugin(name: "glossary", readsPages: false) { installer in
        try installer.use(GlossaryAdapter(), for: Glossary.self)
        installer.addTemplate(
            named: "glossary",
            """
            {{<layout}}{{$title}}Glossary · {{site.title}}{{/title}}{{$content}}
            <h1>Glossary</h1>
            <dl class="glossary">
            {{#terms}}<dt>{{term}}</dt><dd>{{{definition}}}</dd>
            {{/terms}}
            </dl>
            {{/content}}{{/layout}}
            """)
        installer.addValidator(EmptyDefinitionValidator())
        try installer.addStep(BuildStep("load-glossary", loadGlossary), after: "load-content")
    }

    @Sendable static func loadGlossary(_ context: inout BuildContext) async throws {
        let url = context.contentFolder.appendingPathComponent("glossary.yaml")
        guard FileManager.default.fileExists(atPath: url.path),
            let source = context.reader.read(url, into: &context.diagnostics),
            let root = StructuredTextParser.parse(
                source.text, path: source.path, into: &context.diagnostics)
        else { return }
        guard let entries = root.entries else {
            context.diagnostics.error(
                "glossary.type", "glossary.yaml must map terms to definitions", at: root.location)
            return
        }
        let terms = entries.map {
            GlossaryTerm(
                term: $0.key, definition: $0.value.string ?? "", location: $0.keyNode.location)
        }
        context.store.add(
            Glossary(terms: terms.sorted { $0.term.lowercased() < $1.term.lowercased() }))
        context.nav.append(NavItem(title: "Glossary", path: "/glossary/", weight: 50))
    }
}

/// Every term needs a definition.
struct EmptyDefinitionValidator: ContentValidator {
    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics) {
        for glossary in context.store.models(of: Glossary.self) {
            for term in glossary.terms
            where term.definition.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics.warning(
                    "glossary.empty", "the term '\(term.term)' has no definition", at: term.location
                )
            }
        }
    }
}
