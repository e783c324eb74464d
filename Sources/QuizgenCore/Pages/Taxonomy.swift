/// A taxonomy's published form: the page listing its terms with their counts (`/tags/`).
public struct TaxonomyIndex: Sendable, Hashable, Codable {
    /// Which taxonomy.
    public var config: TaxonomyConfig
    /// The terms, sorted by name.
    public var terms: [TaxonomyTermEntry]

    /// Creates an index.
    public init(config: TaxonomyConfig, terms: [TaxonomyTermEntry]) {
        self.config = config
        self.terms = terms
    }

    /// The route path, `/<plural>/`.
    public var path: String { "/\(config.plural)/" }
}

/// One term in a taxonomy's index.
public struct TaxonomyTermEntry: Sendable, Hashable, Codable {
    /// The term as pages write it.
    public var name: String
    /// Its URL segment.
    public var slug: String
    /// How many published pages carry it.
    public var count: Int

    /// Creates an entry.
    public init(name: String, slug: String, count: Int) {
        self.name = name
        self.slug = slug
        self.count = count
    }
}

/// One term's page: the pages that carry it, paginated, at `/<plural>/<slug>/`.
public struct TaxonomyTerm: Sendable, Hashable, Codable {
    /// Which taxonomy.
    public var config: TaxonomyConfig
    /// The term as pages write it.
    public var name: String
    /// Its URL segment.
    public var slug: String
    /// The pages, in list order.
    public var entries: [PageListEntry]

    /// Creates a term page.
    public init(config: TaxonomyConfig, name: String, slug: String, entries: [PageListEntry]) {
        self.config = config
        self.name = name
        self.slug = slug
        self.entries = entries
    }

    /// The route path of the term's first page.
    public var path: String { "/\(config.plural)/\(slug)/" }
}

/// A redirect from an old path to a page (`aliases:` in front matter).
public struct PageAlias: Sendable, Hashable, Codable {
    /// The old path (`/old/url/`).
    public var from: String
    /// The page's path.
    public var to: String
    /// The page's title.
    public var title: String
    /// The page's source, for diagnostics.
    public var sourcePath: String

    /// Creates an alias.
    public init(from: String, to: String, title: String, sourcePath: String) {
        self.from = from
        self.to = to
        self.title = title
        self.sourcePath = sourcePath
    }
}
