import Foundation
import QuizgenCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Makes an SVG file safe to publish on the site's origin, where a browser that opens it
/// directly runs its scripts.
///
/// The file is parsed as XML (Foundation's parser, libxml2, external entities never loaded)
/// and written again with only what draws: the elements of `elements` (shapes, text,
/// gradients, filters, `use`, `image`, `a`, `style`), with their text. Dropped, with everything
/// inside them: `script`, `foreignObject`, animation elements (`set` and `animate` can write a
/// `javascript:` link), and any element not listed. Dropped attributes: event handlers
/// (`on…`), `xml:base`, a link (`href`, `xlink:href`) that is not a fragment (`#id`) or, on
/// `image`, a raster `data:` image, any value with `javascript:` or `vbscript:`, and any value
/// with a `url(…)` that is not a fragment. A `style` element keeps its text only without
/// `@import` and with fragment `url(#…)`s alone. Comments, processing instructions
/// (`xml-stylesheet`) and the doctype are not written. A file that is not UTF-8, declares
/// entities, is not well-formed, nests deeper than `maximumDepth` or whose root is not `svg` is
/// refused.
public enum SVGSanitizer {
    /// Why an SVG is not published.
    public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// The end of a sentence: "is not well-formed XML (line 3)".
        public var reason: String
        public var description: String { reason }
    }

    /// How deep elements may nest.
    public static let maximumDepth = 256

    /// The elements written (by local name), with their allowed attributes.
    static let elements: Set<String> = [
        "svg", "g", "defs", "symbol", "use", "title", "desc", "switch", "view", "a", "style",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
        "text", "tspan", "textPath", "image", "marker", "pattern", "clipPath", "mask",
        "linearGradient", "radialGradient", "stop", "filter", "feBlend", "feColorMatrix",
        "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting",
        "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB",
        "feFuncG", "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode",
        "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile",
        "feTurbulence",
    ]

    /// The raster `data:` images an `image` may hold.
    static let rasterData = [
        "data:image/png", "data:image/jpeg", "data:image/gif", "data:image/webp",
    ]

    /// `bytes` as a safe SVG, or why it cannot be made one.
    ///
    /// - Parameter bytes: The SVG file.
    /// - Returns: The sanitised file (UTF-8), or the refusal.
    public static func sanitize(_ bytes: [UInt8]) -> Result<[UInt8], Refusal> {
        // Foundation's parser traps on some invalid UTF-8 (attribute names, comments).
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Refusal(reason: "is not UTF-8 text"))
        }
        // Entities can grow a small file into gigabytes, or name files to read.
        if text.contains("<!ENTITY") {
            return .failure(Refusal(reason: "declares XML entities, which quizgen does not read"))
        }
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let writer = SVGWriter()
        parser.delegate = writer
        let parsed = parser.parse()
        if let failure = writer.failure { return .failure(Refusal(reason: failure)) }
        guard parsed, parser.parserError == nil else {
            return .failure(
                Refusal(reason: "is not well-formed XML (line \(max(parser.lineNumber, 1)))"))
        }
        guard writer.sawRoot else { return .failure(Refusal(reason: "has no <svg> element")) }
        return .success(writer.output)
    }

    /// The name after a namespace prefix (`xlink:href` → `href`).
    static func localName(_ name: String) -> Substring {
        name.split(separator: ":", omittingEmptySubsequences: false).last ?? Substring(name)
    }

    /// Whether the attribute `name="value"` on `element` is written.
    static func keeps(_ name: String, _ value: String, on element: Substring) -> Bool {
        let lower = name.lowercased()
        let local = localName(lower)
        if local.hasPrefix("on") || lower == "xml:base" { return false }
        if lower == "xmlns" || lower.hasPrefix("xmlns:") { return true }
        // What a URL parser sees: case and the white space and controls it skips left out.
        let compact = String(
            value.lowercased().unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F })
        if compact.contains("javascript:") || compact.contains("vbscript:") { return false }
        if local == "href" {
            if compact.hasPrefix("#") { return true }
            let raster = rasterData.contains {
                compact.hasPrefix($0 + ";") || compact.hasPrefix($0 + ",")
            }
            return raster && (element == "image" || element == "feImage")
        }
        return onlyFragmentURLs(compact)
    }

    /// Whether every `url(` in `css` (compacted, lower-case) names a fragment.
    static func onlyFragmentURLs(_ css: String) -> Bool {
        var rest = css[...]
        while let range = rest.range(of: "url(") {
            rest = rest[range.upperBound...]
            let target = rest.drop { $0 == "\"" || $0 == "'" }
            guard target.first == "#" else { return false }
        }
        return true
    }

    /// Whether a `style` element's text is written: no `@import`, fragment URLs only.
    static func keepsStyle(_ css: String) -> Bool {
        let compact = String(
            css.lowercased().unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F })
        return !compact.contains("@import") && !compact.contains("javascript:")
            && onlyFragmentURLs(compact)
    }
}

/// Writes the parts of an SVG that `SVGSanitizer` keeps, as the parser reads them.
final class SVGWriter: NSObject, XMLParserDelegate {
    var output: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
    /// Whether each open element is written (`false`: it or one around it was dropped).
    private var open: [Bool] = []
    /// The text of an open `style` element, written once it closes.
    private var style: String?
    private(set) var failure: String?
    private(set) var sawRoot = false

    private func write(_ text: String) { output.append(contentsOf: text.utf8) }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let local = SVGSanitizer.localName(name)
        if open.count >= SVGSanitizer.maximumDepth {
            failure = "nests elements more than \(SVGSanitizer.maximumDepth) levels deep"
            parser.abortParsing()
            return
        }
        if open.isEmpty {
            guard local == "svg" else {
                failure = "has the root element <\(name)>, not <svg>"
                parser.abortParsing()
                return
            }
            sawRoot = true
        }
        guard open.last ?? true, SVGSanitizer.elements.contains(String(local)) else {
            open.append(false)
            return
        }
        open.append(true)
        write("<" + name)
        for key in attributes.keys.sorted() {
            guard let value = attributes[key], SVGSanitizer.keeps(key, value, on: local) else {
                continue
            }
            write(" \(key)=\"\(MarkupEscaping.htmlAttribute(value))\"")
        }
        write(">")
        if local == "style" { style = "" }
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        guard open.popLast() == true else { return }
        if let css = style {
            if SVGSanitizer.keepsStyle(css) { write(MarkupEscaping.htmlText(css)) }
            style = nil
        }
        write("</\(name)>")
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text(string) }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        text(whitespaceString)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        text(String(decoding: CDATABlock, as: UTF8.self))
    }

    private func text(_ string: String) {
        guard open.last == true else { return }
        if style != nil {
            style? += string
        } else {
            write(MarkupEscaping.htmlText(string))
        }
    }
}
