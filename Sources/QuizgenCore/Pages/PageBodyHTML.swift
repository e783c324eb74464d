/// A page's body as HTML, made when the page is loaded from the same Markdown parse as its summary
/// and search text, so that a build parses each page once: the second parse, to render, was a
/// seventh of a 10,000-page build's CPU.
///
/// The render uses it only when its own Markdown settings are the ones named by `renderer`;
/// otherwise it renders the body as before. Loaders make it within a memory budget (see
/// `PageBodyHTMLMaker`), so very large sites render the rest of their pages from the body.
public struct PageBodyHTML: Sendable, Hashable {
    /// The body's HTML, as the renderer would make it from the body.
    public var html: String
    /// The Markdown settings it was made with (raw HTML allowed, the screen-reader words).
    public var renderer: String

    /// Creates a body HTML.
    public init(html: String, renderer: String) {
        self.html = html
        self.renderer = renderer
    }
}
