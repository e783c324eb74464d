import Foundation
import QuizgenLoading

/// The tables of docs/templates.md, read through cmark-gfm's AST: for each template the key paths
/// its context holds, and the shared values (`post`, `user`, ...) that rows refer to.
///
/// A context cell lists code spans: a path (`page.title`, `sections[].title`), a path with a
/// shared value (`posts[]: post`, meaning `posts[]` holds every key of `post`), or a path ending
/// in `.*` for keys that come from the content (`item.*`). Parents of a path (`sections`,
/// `sections[]`) need not be listed. The first cell may name several templates.
struct TemplateDocsTable {
    /// Where a shared value sits in a template's context: `posts[]` holds a `post`.
    struct Mount: Hashable {
        var prefix: String
        var value: String
    }

    /// The documented paths of each template (shared values not expanded, their prefixes included).
    var direct: [String: Set<String>] = [:]
    /// The shared values mounted in each template's context.
    var mounts: [String: [Mount]] = [:]
    /// Shared values: name to its entries (each a path or `path: value`).
    var values: [String: [String]] = [:]
    /// The keys of `site`, listed under "Every page".
    var site: [String] = []

    init(markdown: String) {
        let document = MarkdownDocument(markdown)
        var heading = ""
        for node in document.rootNode.descendants {
            if node.kind == .heading { heading = node.plainText.lowercased() }
            guard node.kind == .table else { continue }
            for row in node.children.dropFirst() {
                let cells = row.children
                guard cells.count >= 2 else { continue }
                let names = cells[0].descendants.filter { $0.kind == .code }.compactMap(\.literal)
                let entries = cells[cells.count - 1].descendants.filter { $0.kind == .code }
                    .compactMap(\.literal)
                for name in names {
                    if heading.hasPrefix("shared values") {
                        values[name] = entries
                    } else if heading.hasPrefix("every page") {
                        site = entries
                    } else {
                        var paths: Set<String> = []
                        var mounted: [Mount] = []
                        for entry in entries {
                            let (path, value) = Self.split(entry)
                            paths.formUnion(Self.withParents(path))
                            if let value { mounted.append(Mount(prefix: path, value: value)) }
                        }
                        direct[name] = paths
                        mounts[name] = mounted
                    }
                }
            }
        }
    }

    /// `posts[]: post` -> (`posts[]`, `post`); `page.title` -> (`page.title`, nil).
    static func split(_ entry: String) -> (path: String, value: String?) {
        let parts = entry.split(separator: ":", maxSplits: 1).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return (parts[0], parts.count == 2 ? parts[1] : nil)
    }

    /// The full paths of entries, shared values expanded (relative to where they are mounted).
    func expand(_ entries: [String], depth: Int = 0) -> Set<String> {
        var paths: Set<String> = []
        for entry in entries {
            let (path, value) = Self.split(entry)
            paths.formUnion(Self.withParents(path))
            guard let value, depth < 8 else { continue }
            for child in expand(values[value] ?? ["<no shared value '\(value)'>"], depth: depth + 1)
            {
                paths.insert(path + "." + child)
            }
        }
        return paths
    }

    /// Records `path`, relative to where a shared `value` is mounted, as seen in `value` and in
    /// each shared value nested in it along the path: `media[].width` seen in a `post` is also
    /// `width` seen in a `media`.
    func observe(
        _ path: String, in value: String, into observed: inout [String: Set<String>], depth: Int = 0
    ) {
        observed[value, default: []].insert(path)
        guard depth < 8 else { return }
        for entry in values[value] ?? [] {
            let (prefix, nested) = Self.split(entry)
            guard let nested, path.hasPrefix(prefix + ".") else { continue }
            observe(
                String(path.dropFirst(prefix.count + 1)), in: nested, into: &observed,
                depth: depth + 1)
        }
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
