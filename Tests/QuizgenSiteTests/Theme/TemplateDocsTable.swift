import Foundation
import QuizgenLoading

/// The tables of docs/templates.md, read through cmark-gfm's AST: for each template the key paths
/// its context holds, and the shared values (`post`, `user`, ...) that rows refer to.
///
/// A context cell lists code spans: a path (`page.title`, `sections[].title`), a path with a
/// shared value (`posts[]: post`, meaning `posts[]` holds every key of `post`), or a path ending
/// in `.*` for keys that come from the content (`item.*`). A cell without code spans (a partial's)
/// is not compared. Parents of a path (`sections`, `sections[]`) need not be listed.
struct TemplateDocsTable {
    /// The documented key paths by template (`nil` for a row not compared, such as a partial's).
    var templates: [String: Set<String>?] = [:]
    /// Shared values: name to its entries (each a path or `path: value`).
    var values: [String: [String]] = [:]
    /// The keys of `site`, listed under "Every page".
    var site: Set<String> = []

    init(markdown: String) {
        let document = MarkdownDocument(markdown)
        var rawTemplates: [String: [String]?] = [:]
        var heading = ""
        for node in document.rootNode.children {
            if node.kind == .heading { heading = node.plainText }
            guard node.kind == .table else { continue }
            for row in node.children.dropFirst() {
                let cells = row.children
                guard cells.count >= 2, let name = cells[0].descendants.first(where: { $0.kind == .code })?.literal else { continue }
                let entries = cells[cells.count - 1].descendants.filter { $0.kind == .code }.compactMap(\.literal)
                if heading.lowercased().hasPrefix("shared values") {
                    values[name] = entries
                } else if heading.lowercased().hasPrefix("every page") {
                    site = Set(entries)
                } else {
                    rawTemplates[name] = entries.isEmpty ? .some(nil) : entries
                }
            }
        }
        for (name, entries) in rawTemplates {
            templates[name] = entries.map { expand($0) }
        }
    }

    /// Full paths of a list of entries, shared values expanded and parents added.
    func expand(_ entries: [String], depth: Int = 0) -> Set<String> {
        var paths: Set<String> = []
        for entry in entries {
            let parts = entry.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let path = parts[0]
            paths.formUnion(Self.withParents(path))
            if parts.count == 2, depth < 8 {
                let inner = expand(values[parts[1]] ?? ["<unknown shared value '\(parts[1])'>"], depth: depth + 1)
                for child in inner { paths.insert(path + "." + child) }
            }
        }
        return paths
    }

    /// `a[].b.c` -> `a`, `a[]`, `a[].b`, `a[].b.c`.
    static func withParents(_ path: String) -> Set<String> {
        var result: Set<String> = []
        var current = ""
        for part in path.split(separator: ".") {
            current = current.isEmpty ? String(part) : current + "." + part
            if current.hasSuffix("[]") { result.insert(String(current.dropLast(2))) }
            result.insert(current)
        }
        return result
    }

    /// Whether a documented set covers a path: listed, or below a documented `.*`.
    static func covers(_ documented: Set<String>, _ path: String) -> Bool {
        if documented.contains(path) { return true }
        return documented.contains { $0.hasSuffix(".*") && path.hasPrefix(String($0.dropLast(1))) }
    }
}
