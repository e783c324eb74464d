import Foundation
import QuizgenCore
import QuizgenRendering
import QuizgenSite

/// Records, per template, every key path of every context the build's adapters give it:
/// `page.title`, `posts[]`, `posts[].author.name` (arrays as `[]`), through dictionaries and
/// typed views (`TemplateView`).
final class ContextRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String: Set<String>] = [:]

    /// Key paths by template name.
    var paths: [String: Set<String>] { lock.withLock { recorded } }

    func add(_ paths: Set<String>, template: String) {
        lock.withLock { recorded[template, default: []].formUnion(paths) }
    }

    /// A plugin whose step, after `render`, plans the pages again and records their contexts.
    var plugin: Plugin {
        Plugin(name: "context-recorder", readsPages: true) { [self] installer in
            try installer.addStep(
                BuildStep("record-contexts") { context in
                    guard let templates = context.templates else { return }
                    let renderer = SiteRenderer(registry: context.registry, templates: templates)
                    var ignored = Diagnostics()
                    for job in renderer.plan(
                        store: context.store, site: context.site, into: &ignored)
                    {
                        self.add(
                            Self.flatten(
                                try renderer.templateContext(for: job, site: context.site)),
                            template: job.route.template)
                    }
                }, after: "render")
        }
    }

    /// Every key path of a context.
    static func flatten(_ value: [String: Any], prefix: String = "") -> Set<String> {
        var paths: Set<String> = []
        for (key, child) in value {
            let path = prefix + key
            paths.insert(path)
            paths.formUnion(flatten(value: child, path: path))
        }
        return paths
    }

    static func flatten(value: Any, path: String) -> Set<String> {
        if let dictionary = value as? [String: Any] {
            return flatten(dictionary, prefix: path + ".")
        }
        if let view = value as? TemplateView {
            var paths: Set<String> = []
            for key in view.templateKeys {
                guard let child = view.templateValue(key) else { continue }
                paths.insert(path + "." + key)
                paths.formUnion(flatten(value: child, path: path + "." + key))
            }
            return paths
        }
        if let array = value as? [Any] {
            var paths: Set<String> = [path + "[]"]
            for element in array { paths.formUnion(flatten(value: element, path: path + "[]")) }
            return paths
        }
        return []
    }
}
