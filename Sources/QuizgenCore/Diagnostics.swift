/// An ordered collection of diagnostics with the source text needed to print them.
///
/// A value type: each build step appends to the build's `Diagnostics`; parallel work collects its
/// own and merges.
public struct Diagnostics: Sendable, Hashable, Sequence {
    private(set) public var items: [Diagnostic] = []
    /// Source files by display path, so a printer can show the offending line.
    private(set) public var sources: [String: SourceText] = [:]

    /// Creates an empty collection.
    public init() {}

    /// Adds one diagnostic.
    public mutating func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }

    /// Adds an error.
    public mutating func error(
        _ code: String, _ message: String, at location: SourceLocation? = nil
    ) {
        items.append(.error(code, message, at: location))
    }

    /// Adds a warning.
    public mutating func warning(
        _ code: String, _ message: String, at location: SourceLocation? = nil
    ) {
        items.append(.warning(code, message, at: location))
    }

    /// Adds everything from another collection.
    public mutating func merge(_ other: Diagnostics) {
        items.append(contentsOf: other.items)
        sources.merge(other.sources) { current, _ in current }
    }

    /// Remembers a file's text so that printers can show its lines.
    public mutating func register(_ source: SourceText) { sources[source.path] = source }

    /// Forgets the texts of files that no diagnostic points into (a build of 100,000 pages kept
    /// every page's text a second time, 250 MB, for excerpts it never printed). A later
    /// diagnostic in such a file gets its text back from `SourceReader.restoreSources`.
    public mutating func forgetSourcesWithoutDiagnostics() {
        guard !sources.isEmpty else { return }
        let used = Set(items.compactMap { $0.location?.path })
        sources = sources.filter { used.contains($0.key) }
    }

    /// The files that diagnostics point into whose text is not remembered.
    public var pathsWithoutSources: Set<String> {
        Set(items.compactMap { $0.location?.path }.filter { sources[$0] == nil })
    }

    /// The number of errors.
    public var errorCount: Int { items.filter { $0.severity == .error }.count }
    /// The number of warnings.
    public var warningCount: Int { items.filter { $0.severity == .warning }.count }
    /// Whether any error was reported.
    public var hasErrors: Bool { items.contains { $0.severity == .error } }

    /// The diagnostics sorted by file, line and column (those without a file first), stable.
    public var sorted: [Diagnostic] {
        items.enumerated().sorted { a, b in
            let la = a.element.location
            let lb = b.element.location
            switch (la, lb) {
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let x?, let y?): return x == y ? a.offset < b.offset : x < y
            }
        }.map(\.element)
    }

    public func makeIterator() -> IndexingIterator<[Diagnostic]> { items.makeIterator() }
}

extension Diagnostics {
    /// The same diagnostics with every file path passed through `transform` (and the source
    /// texts re-keyed), e.g. to make paths that an importer reported relative to an archive
    /// relative to the site root.
    public func mappingPaths(_ transform: (String) -> String) -> Diagnostics {
        mapping { location in
            var moved = location
            moved.path = transform(location.path)
            return moved
        } sourcePaths: {
            transform($0)
        }
    }

    /// The diagnostics about the whole of `path` (a location without a line: a folder, an
    /// archive) placed at `location` instead, where the config names it.
    ///
    /// - Parameters:
    ///   - path: The folder or archive, as its diagnostics name it.
    ///   - location: Where the config names it; nothing moves when `nil`.
    /// - Returns: The diagnostics, those moved.
    public func relocating(wholeOf path: String, to location: SourceLocation?) -> Diagnostics {
        guard let location else { return self }
        return mapping {
            $0.path == path && $0.line == 0 ? location : $0
        } sourcePaths: {
            $0
        }
    }

    private func mapping(
        _ transform: (SourceLocation) -> SourceLocation, sourcePaths: (String) -> String
    ) -> Diagnostics {
        var result = Diagnostics()
        for var item in items {
            if let location = item.location { item.location = transform(location) }
            result.append(item)
        }
        for source in sources.values {
            result.register(SourceText(path: sourcePaths(source.path), text: source.text))
        }
        return result
    }
}
