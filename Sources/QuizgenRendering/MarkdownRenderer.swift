import QuizgenCore
import QuizgenLoading

/// Renders Markdown to HTML with cmark-gfm and the GFM extensions.
///
/// Safe by default: raw HTML becomes a comment and `javascript:`, `vbscript:`, `file:` and
/// non-image `data:` links lose their URL; the `tagfilter` extension also neutralises tags such as
/// `<script>` when unsafe HTML is turned on. TeX between `$…$`, `$$…$$`, `\(…\)` and `\[…\]`
/// becomes MathML (see `MarkdownMath` and docs/math.md); text without any costs one byte scan.
public struct MarkdownRenderer: Sendable {
    /// Whether raw HTML and all link schemes pass through (config `unsafe_html`).
    public var unsafe: Bool { didSet { settingsKey = Self.settingsKey(unsafe, labels) } }
    /// The words added for screen readers (task marks, table names), in the site's language.
    public var labels = MarkdownLabels() {
        didSet { settingsKey = Self.settingsKey(unsafe, labels) }
    }
    /// Names the settings the HTML depends on, for HTML made ahead (``PageBodyHTML/renderer``):
    /// made when they change, not each time a page compares it.
    public private(set) var settingsKey: String
    /// Where remote images show from, set once the build has fetched them (`nil` before: an
    /// image renders as written). Every image of every render goes through it.
    public var remoteMedia: RemoteMediaSources?
    /// The site's processed images: an image whose link (as rewritten, if it was) leads to one
    /// gets its size, its WebP copies and lazy loading (``markImages(in:loading:)``), in every
    /// render.
    public var images = PublishedImages()

    /// Creates a renderer.
    public init(unsafe: Bool = false) {
        self.unsafe = unsafe
        settingsKey = Self.settingsKey(unsafe, labels)
    }

    private static func settingsKey(_ unsafe: Bool, _ labels: MarkdownLabels) -> String {
        [unsafe ? "unsafe" : "safe", labels.done, labels.toDo, labels.table, labels.backToContent]
            .joined(separator: "\u{1}")
    }

    /// The HTML for `markdown`. Task-list items start with a non-interactive mark rather than a
    /// checkbox, and tables scroll in a keyboard-reachable box (see
    /// ``MarkdownDocument/markTaskItems()`` and ``MarkdownDocument/wrapTables()``).
    public func html(_ markdown: String) -> String {
        render(markdown, rewritesImages: false) { _ in nil }
    }
}

extension MarkdownRenderer {
    /// The HTML of a page's body: the HTML its loader made from the same parse when it was made
    /// with these settings (and shows no remote image), else the body rendered now (read again
    /// from its file when the loader left it there).
    ///
    /// - Throws: ``PageBodyChanged`` when that file no longer holds the body that was loaded.
    public func html(of page: Page) throws -> String {
        if let made = page.bodyHTML, made.renderer == settingsKey,
            remoteMedia == nil || !RemoteMediaRoutes.mayShowRemoteImage(page.body),
            images.byRoute.isEmpty || !Self.mayShowImage(page)
        {
            return made.html
        }
        // An image of the site (in `static/`, or a remote copy) gets its size: made now, since
        // the loader made its HTML before the images were processed.
        return render(try page.markdownBody(), rewritesImages: false, loading: .lazyAfterFirst) {
            _ in nil
        }
    }

    /// Whether `page`'s body may show a Markdown image (`![`), which ``markImages(in:loading:)``
    /// sizes once the site's images are processed (read from its file when the loader left the
    /// body there).
    public static func mayShowImage(_ page: Page) -> Bool {
        let body = page.bodySource == nil ? page.body : ((try? page.markdownBody()) ?? "")
        return body.contains("![")
    }

    /// Makes pages' HTML at load with these settings, within `budget` bytes.
    public func bodyHTMLMaker(budget: Int = PageBodyHTMLMaker.defaultBudget) -> PageBodyHTMLMaker {
        let renderer = self
        return PageBodyHTMLMaker(renderer: settingsKey, unsafe: unsafe, budget: budget) {
            document, math in
            renderer.html(parsed: document, math: math)
        }
    }
}
