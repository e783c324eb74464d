import Foundation
import QuizgenCore

/// Reads the data files of config-declared collections from `Content/data/<name>/`.
public struct DataCollectionLoader: Sendable {
    let reader: SourceReader

    /// Creates a loader.
    public init(reader: SourceReader) { self.reader = reader }

    /// Loads every collection declared in `config`; warns about data folders no collection uses.
    ///
    /// Each `.json`, `.yaml` or `.yml` file holds one item (a mapping) or a list of items.
    ///
    /// - Parameters:
    ///   - config: The site configuration.
    ///   - diagnostics: Receives problems.
    /// - Returns: The collections, items sorted by the configured field then slug.
    public func load(config: SiteConfig, into diagnostics: inout Diagnostics) -> [DataCollection] {
        let dataFolder = reader.root.appendingPathComponent("Content/data")
        let declared = Set(config.collections.map(\.name))
        for folder in ContentFiles.subfolders(of: dataFolder)
        where !declared.contains(folder.lastPathComponent) {
            let name = folder.lastPathComponent
            // At the collection whose name it most likely misspells, where there is one.
            let near = Suggestion.nearest(to: name, in: declared).flatMap { near in
                config.collections.first { $0.name == near }?.location
            }
            diagnostics.warning(
                "data.unmapped",
                "Content/data/\(name)/ is not declared under 'collections' in quizgen.yaml, so it publishes nothing\(Suggestion.didYouMean(name, in: declared))",
                at: near ?? SourceLocation(path: reader.displayPath(folder)))
        }
        return config.collections.map { collection in
            var items: [DataItem] = []
            let folder = dataFolder.appendingPathComponent(collection.name)
            if !FileManager.default.fileExists(atPath: folder.path) {
                diagnostics.warning(
                    "data.missing-folder",
                    "collection '\(collection.name)' has no folder Content/data/\(collection.name)/",
                    at: collection.location)
            }
            for url in reader.files(
                in: folder, extensions: ["json", "yaml", "yml"], namedAt: collection.location,
                into: &diagnostics)
            {
                items += loadFile(url, collection: collection.name, into: &diagnostics)
            }
            var seen: [String: SourceLocation] = [:]
            for item in items {
                if let first = seen[item.slug] {
                    diagnostics.error(
                        "data.duplicate-slug",
                        "two items of '\(collection.name)' have the slug '\(item.slug)' (the other is at \(first)); give one a different 'slug'",
                        at: item.location)
                } else {
                    seen[item.slug] = item.location
                }
            }
            items.sort { a, b in
                let ka = a.fields[collection.sortBy]?.stringValue ?? ""
                let kb = b.fields[collection.sortBy]?.stringValue ?? ""
                return ka == kb
                    ? a.slug < b.slug : ka.localizedStandardCompare(kb) == .orderedAscending
            }
            return DataCollection(config: collection, items: items)
        }
    }

    private func loadFile(_ url: URL, collection: String, into diagnostics: inout Diagnostics)
        -> [DataItem]
    {
        guard let source = reader.read(url, into: &diagnostics),
            let root = StructuredTextParser.parse(
                source.text, path: source.path, into: &diagnostics)
        else { return [] }
        let baseSlug = Slug.make(url.deletingPathExtension().lastPathComponent)
        let nodes: [LocatedNode]
        if let items = root.items {
            nodes = items
        } else {
            nodes = [root]
        }
        var result: [DataItem] = []
        for (index, node) in nodes.enumerated() {
            guard node.entries != nil else {
                diagnostics.error(
                    "data.item-type",
                    "a data item must be a mapping of fields, found \(node.kindDescription)",
                    at: node.location)
                continue
            }
            var slug = nodes.count > 1 ? "\(baseSlug)-\(index + 1)" : baseSlug
            if let explicit = node["slug"] {
                let made = Slug.make(explicit.string ?? "")
                if made.isEmpty {
                    diagnostics.error(
                        "data.slug", "'slug' must contain letters or digits", at: explicit.location)
                } else {
                    slug = made
                }
            }
            result.append(
                DataItem(
                    collection: collection, slug: slug, fields: node.dataValue,
                    location: node.location))
        }
        return result
    }
}
