import Mustache
import QuizgenCore

/// The HTML escaping of `{{value}}`, the same five characters as swift-mustache's own, through
/// ``MarkupEscaping/html(_:)`` over UTF-8 bytes: a string with nothing to escape (most titles,
/// dates and URLs) is returned as it is, without a copy.
///
/// swift-mustache's built-in escaping looks every Character up in a dictionary; on a site of
/// 10,000 pages with the default theme it was 12 % of the build's CPU time (perf). Templates are
/// registered with this content type through a `CONTENT_TYPE` pragma that `TemplateSet` puts in
/// front of each one; a template's own pragma (`TEXT` for CSS and scripts) still wins.
struct HTMLEscaper: MustacheContentType {
    /// The content type's registered name.
    static let name = "QUIZGEN_HTML"
    /// Put before every template's text, on a line of its own (a standalone tag, so it leaves no
    /// trace in the output and the template's first line keeps its meaning); parse errors are
    /// reported one line up.
    static let pragma = "{{%CONTENT_TYPE: \(name)}}\n"

    /// Registers the content type with swift-mustache (once; the registry is the library's).
    static let registered: Bool = {
        MustacheContentTypes.register(HTMLEscaper(), named: name)
        return true
    }()

    func escapeText(_ text: String) -> String { MarkupEscaping.html(text) }
}
