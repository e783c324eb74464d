import QuizgenCore

/// Groups the published pages into sections and taxonomy terms, and finds their aliases.
///
/// Pure and linear in the number of pages (plus a sort): each page is visited once per list it
/// appears in.
public struct PageIndexer: Sendable {
    /// How many recent pages a feed carries.
    public static let feedSize = 20

    /// The site's taxonomies.
    public let taxonomies: [TaxonomyConfig]

    /// Creates an indexer.
    public init(taxonomies: [TaxonomyConfig]) { self.taxonomies = taxonomies }

    /// What the pages publish besides themselves.
    public struct Index: Sendable {
        /// One section per folder that holds published pages (directly or below), parents
        /// first, and the list of every page (folder `""`, path `/pages/`) when there are pages.
        public var sections: [PageSection] = []
        /// One index per taxonomy that has terms.
        public var taxonomyIndexes: [TaxonomyIndex] = []
        /// One page per term.
        public var terms: [TaxonomyTerm] = []
        /// Redirects.
        public var aliases: [PageAlias] = []
        /// Every published page, most recent first.
        public var recent: [Page] = []
    }

    /// Indexes `pages` (published ones only) with the sections' `_index.md` introductions.
    ///
    /// - Parameters:
    ///   - pages: Published pages.
    ///   - intros: Section introductions by folder.
    ///   - diagnostics: Receives term collisions.
    /// - Returns: Sections, taxonomies and aliases.
    public func index(_ pages: [Page], intros: [SectionIntro], into diagnostics: inout Diagnostics)
        -> Index
    {
        var index = Index()
        let ordered = PageOrder.sorted(pages)
        index.recent = PageOrder.sorted(pages, newestFirst: true)
        let introByFolder = Dictionary(
            intros.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
        index.sections = sections(ordered, intros: introByFolder)
        // The list of every page lives at /pages/ unless a page or a section is published there.
        if !ordered.isEmpty, !ordered.contains(where: { $0.path == "/pages/" }),
            !index.sections.contains(where: { $0.path == "/pages/" })
        {
            index.sections.insert(
                PageSection(
                    folder: "", path: "/pages/", feedPath: "/", title: "All pages",
                    entries: index.recent.map(PageListEntry.init),
                    recent: Array(index.recent.lazy.filter { $0.date != nil }.prefix(Self.feedSize))
                ), at: 0)
        }
        for taxonomy in taxonomies {
            let (entries, terms) = self.terms(of: taxonomy, in: ordered, into: &diagnostics)
            if !terms.isEmpty {
                index.taxonomyIndexes.append(TaxonomyIndex(config: taxonomy, terms: entries))
                index.terms += terms
            }
        }
        for page in ordered {
            for alias in page.aliases {
                index.aliases.append(
                    PageAlias(
                        from: alias, to: page.path, title: page.title, sourcePath: page.sourcePath))
            }
        }
        return index
    }

    /// The route path of a folder's list: each segment slugged.
    public static func sectionPath(_ folder: String) -> String {
        "/" + folder.split(separator: "/").map { Slug.make(String($0)) }.joined(separator: "/")
            + "/"
    }

    func sections(_ ordered: [Page], intros: [String: SectionIntro]) -> [PageSection] {
        var pagesByFolder: [String: [Page]] = [:]
        var folders: Set<String> = []
        for page in ordered {
            pagesByFolder[page.section, default: []].append(page)
            var folder = page.section
            while !folder.isEmpty {
                folders.insert(folder)
                folder = Self.parent(of: folder)
            }
        }
        // A folder with an _index.md and no pages yet is a section too (an empty list).
        for intro in intros.keys {
            var folder = intro
            while !folder.isEmpty {
                folders.insert(folder)
                folder = Self.parent(of: folder)
            }
        }
        var children: [String: [String]] = [:]
        for folder in folders { children[Self.parent(of: folder), default: []].append(folder) }
        func title(_ folder: String) -> String {
            intros[folder]?.title
                ?? Self.titleFromFolder(String(folder.split(separator: "/").last ?? ""))
        }
        func weight(_ folder: String) -> Int { intros[folder]?.weight ?? 0 }
        func subsectionOrder(_ a: String, _ b: String) -> Bool {
            (weight(a), title(a), a) < (weight(b), title(b), b)
        }
        var result: [PageSection] = []
        for folder in folders.sorted() {
            let pages = pagesByFolder[folder] ?? []
            let subsections = (children[folder] ?? []).sorted(by: subsectionOrder).map { sub in
                PageListEntry(
                    title: title(sub), path: Self.sectionPath(sub),
                    summary: intros[sub]?.description,
                    count: (pagesByFolder[sub]?.count ?? 0) + (children[sub]?.count ?? 0))
            }
            let path = Self.sectionPath(folder)
            let intro = intros[folder]
            result.append(
                PageSection(
                    folder: folder, path: path, feedPath: path, title: title(folder),
                    description: intro?.description,
                    body: intro?.body ?? "", sourcePath: intro?.sourcePath,
                    entries: subsections + pages.map(PageListEntry.init),
                    recent: Array(
                        PageOrder.sorted(pages.filter { $0.date != nil }, newestFirst: true).prefix(
                            Self.feedSize))))
        }
        return result
    }

    func terms(of taxonomy: TaxonomyConfig, in ordered: [Page], into diagnostics: inout Diagnostics)
        -> ([TaxonomyTermEntry], [TaxonomyTerm])
    {
        struct Group {
            var spellings: [String: (count: Int, first: SourceLocation)] = [:]
            /// Positions in `ordered`.
            var pages: [Int] = []
        }
        var groups: [String: Group] = [:]
        for (position, page) in ordered.enumerated() {
            guard let pageTerms = page.terms[taxonomy.plural] else { continue }
            var seen: Set<String> = []
            for term in pageTerms {
                let slug = Slug.term(term.name)
                guard !slug.isEmpty else {
                    diagnostics.error(
                        "page.term",
                        "\(taxonomy.singular) '\(term.name)' has no letters or digits to make its URL from",
                        at: term.location)
                    continue
                }
                // Mutated in place: a copy taken out of the dictionary would copy its arrays.
                groups[slug, default: Group()].spellings[term.name, default: (0, term.location)]
                    .count += 1
                if seen.insert(slug).inserted {
                    groups[slug, default: Group()].pages.append(position)
                }
            }
        }
        var entries: [TaxonomyTermEntry] = []
        var terms: [TaxonomyTerm] = []
        for slug in groups.keys.sorted() {
            guard let group = groups[slug] else { continue }
            // Spellings that differ only in case are one term; the most used names it.
            let byFolded = Dictionary(grouping: group.spellings, by: { $0.key.lowercased() })
            if byFolded.count > 1 {
                let variants = byFolded.values.compactMap { spellings in
                    spellings.min { ($0.value.first, $0.key) < ($1.value.first, $1.key) }
                }.sorted { ($0.value.first, $0.key) < ($1.value.first, $1.key) }
                guard let first = variants.first else { continue }
                for other in variants.dropFirst() {
                    diagnostics.error(
                        "page.term-collision",
                        "\(taxonomy.singular) '\(other.key)' and \(taxonomy.singular) '\(first.key)' (\(first.value.first)) would share the page /\(taxonomy.plural)/\(slug)/; rename one of them",
                        at: other.value.first)
                }
            }
            let name =
                group.spellings.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
                ?? slug
            entries.append(TaxonomyTermEntry(name: name, slug: slug, count: group.pages.count))
            terms.append(
                TaxonomyTerm(
                    config: taxonomy, name: name, slug: slug,
                    entries: group.pages.map { PageListEntry(ordered[$0]) }))
        }
        entries.sort { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }
        return (entries, terms)
    }

    static func parent(of folder: String) -> String {
        guard let slash = folder.lastIndex(of: "/") else { return "" }
        return String(folder[..<slash])
    }

    /// `getting-started` -> `Getting started`.
    public static func titleFromFolder(_ name: String) -> String {
        let base = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(
            of: "_", with: " ")
        return base.prefix(1).uppercased() + base.dropFirst()
    }
}
