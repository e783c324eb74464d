import QuizgenCore
import Synchronization

/// Makes each page's ``PageBodyHTML`` at load, from the document the loader parsed for the
/// summary and search text, while the HTML held so far fits a budget.
///
/// The HTML is held from load to render: about 3.6 KB a page, 36 MB at 10,000 pages and 360 MB
/// at 100,000. The budget bounds it; pages loaded after it is spent render from their body as
/// before, so the output is the same either way and only the build's CPU time differs.
public final class PageBodyHTMLMaker: Sendable {
    /// The Markdown settings the HTML is made with (see ``PageBodyHTML/renderer``).
    public let renderer: String
    /// Whether the document is parsed with raw HTML allowed (the renderer's parse option).
    public let unsafe: Bool
    /// The most bytes of HTML held at once.
    public let budget: Int
    /// The HTML of a parsed body: the document (formulas as placeholders when `math` is set),
    /// which it may change.
    let make: @Sendable (MarkdownDocument, MathPlaceholders?) -> String
    private let used = Atomic<Int>(0)

    /// The default budget, 48 MiB: every page of a site of up to about 13,000 pages of 2-3 KB
    /// (the benchmark's 10,000 pages make 34.5 MiB of HTML), and a bounded part of larger
    /// sites, so that a 100,000-page site stays under a gigabyte.
    public static let defaultBudget = 48 << 20

    /// Creates a maker.
    public init(
        renderer: String, unsafe: Bool, budget: Int = PageBodyHTMLMaker.defaultBudget,
        make: @escaping @Sendable (MarkdownDocument, MathPlaceholders?) -> String
    ) {
        self.renderer = renderer
        self.unsafe = unsafe
        self.budget = budget
        self.make = make
    }

    /// Whether any budget is left.
    var hasBudget: Bool { used.load(ordering: .relaxed) < budget }

    /// The HTML of `document`, or `nil` when the budget is spent.
    func html(of document: MarkdownDocument, math: MathPlaceholders?) -> PageBodyHTML? {
        guard hasBudget else { return nil }
        let html = make(document, math)
        let size = html.utf8.count
        guard used.add(size, ordering: .relaxed).newValue <= budget else { return nil }
        return PageBodyHTML(html: html, renderer: renderer)
    }
}
