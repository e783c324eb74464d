/// A short HTML page of the collector: a receipt without a released result, a refused form.
struct CollectMessage: Sendable, Hashable {
    /// The page's heading.
    var title: String
    /// Paragraphs of plain text.
    var paragraphs: [String]
    /// Text of an optional link back (to the exam page).
    var linkText: String?
    /// Its URL.
    var linkURL: String?
    /// When set, the page offers the exam code box again, filled with this code.
    var codeBox: String?
    /// The error shown above the code box (referenced by the input's `aria-describedby`).
    var codeError: String?
}
