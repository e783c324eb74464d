/// What the search index needs of a page's body, made when the page is loaded from the same
/// Markdown parse as its summary, so that a build parses each page for its text once (the index
/// parsing every body again was a tenth of a 10,000-page build's CPU).
///
/// Small on purpose: the whole plain text of 100,000 pages held until the index is written would
/// be 220 MB; its distinct words and the start an excerpt needs are a few hundred bytes a page.
public struct PageBodyText: Sendable, Hashable, Codable {
    /// The body's distinct search words in the order they first occur, separated by one space.
    public var words: String
    /// The start of the body's plain text, whitespace collapsed, long enough for the excerpt.
    public var start: String

    /// Creates a body text.
    public init(words: String, start: String) {
        self.words = words
        self.start = start
    }
}
