import QuizgenCore

/// A glossary entry: the example plugin's own model, read from `Content/glossary.yaml`.
public struct GlossaryTerm: Sendable, Hashable, Codable {
    /// The term.
    public var term: String
    /// Its definition, in Markdown.
    public var definition: String
    /// Where it was written.
    public var location: SourceLocation
}

/// The glossary page: all terms, alphabetically.
public struct Glossary: Sendable, Hashable, Codable {
    /// The terms.
    public var terms: [GlossaryTerm]
}
