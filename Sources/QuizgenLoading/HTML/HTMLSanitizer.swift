import CGumbo

/// Makes untrusted HTML (Mastodon posts and bios) safe to embed in a page.
///
/// The input goes through gumbo, a full HTML5 parser, and only an allowlist survives:
/// `p br a span strong b em i u s del code pre blockquote ul ol li`. Links keep `href` only when
/// it is an absolute `http`, `https` or `mailto` URL (after the browser's own clean-up of
/// whitespace and control characters), and always get `rel="nofollow noopener noreferrer ugc"`.
/// `class` survives on `span` and `a` only, and only with the tokens Mastodon uses (`h-card`,
/// `mention`, `hashtag`, `invisible`, `ellipsis`, `u-url`): `invisible` and `ellipsis` shorten
/// long links, and `mention`/`hashtag`/`u-url` sit on the links themselves, so allowing them on
/// `span` alone would make them useless. Other elements are dropped but their text is kept,
/// except `script style iframe object embed template noscript svg` (and anything in the SVG
/// namespace), whose content is dropped entirely. MathML keeps the MathML Core elements and
/// attributes of `HTMLSanitizerPolicy.mathElements`/`mathAttributes` (quizgen's formulas); any
/// other MathML element, and HTML inside `<math>`, goes with its content. Comments are dropped.
///
/// With `allowsImages`, `img` survives too, with `src` (only a relative path inside the
/// document's folder: no scheme, no leading `/`, no `..`) and `alt`; imported quiz text needs
/// its pictures, which the importer writes beside the bank.
public struct HTMLSanitizer: Sendable {
    /// Whether `img` with a relative `src` is kept.
    public var allowsImages: Bool

    /// Creates a sanitizer with the built-in allowlist.
    ///
    /// - Parameter allowsImages: Keep `img` elements whose `src` is a relative path (default no).
    public init(allowsImages: Bool = false) { self.allowsImages = allowsImages }

    /// Returns a safe HTML fragment equivalent to `html`.
    ///
    /// - Parameter html: Untrusted HTML, possibly malformed.
    /// - Returns: Serialized HTML containing only allowed elements and attributes, with text and
    ///   attribute values escaped.
    public func sanitize(_ html: String) -> String {
        sanitize(html, replacingLinksTo: [], with: "")
    }

    /// Returns a safe HTML fragment equivalent to `html`, with every link to one of `hrefs`
    /// replaced (its text too) by `replacement`.
    ///
    /// - Parameters:
    ///   - html: Untrusted HTML, possibly malformed.
    ///   - hrefs: The addresses whose links must go (compared after the `href` clean-up).
    ///   - replacement: The plain text put in their place.
    /// - Returns: Serialized safe HTML.
    public func sanitize(
        _ html: String, replacingLinksTo hrefs: Set<String>, with replacement: String
    ) -> String {
        return GumboDocument.withRoot(html) { root in
            var writer = HTMLFragmentWriter(withheld: hrefs, withheldText: replacement)
            writer.allowsImages = allowsImages
            writer.write(root)
            return writer.result
        } ?? ""
    }
}
