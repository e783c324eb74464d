import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What would run in a browser, found by parsing as the browser does: for tests that hold
/// "no live markup" as a property over every file a build publishes.
public enum LiveMarkup {
    /// Elements that run script or load another document.
    static let liveElements: Set<String> = [
        "script", "iframe", "frame", "frameset", "object", "embed", "applet", "base",
        "foreignobject", "handler", "listener",
    ]
    /// Attributes that hold a URL a browser may navigate to or load.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "data", "poster", "background", "srcdoc",
        "xlink:href",
    ]

    /// The live parts of an HTML document or fragment, parsed with gumbo (HTML5's rules): a
    /// script-running element, an event handler (`on…`), a `javascript:`, `vbscript:` or
    /// `data:text/html` URL, a refresh `<meta>`. Each as `<tag attribute>`.
    ///
    /// - Parameter html: The markup.
    /// - Returns: One entry per live part; empty when there is none.
    public static func findings(inHTML html: String) -> [String] {
        HTMLElement.all(in: html).flatMap { element -> [String] in
            var found: [String] = []
            if liveElements.contains(element.name) { found.append("<\(element.name)>") }
            if element.name == "meta", element.attributes["http-equiv"]?.lowercased() == "refresh" {
                found.append("<meta http-equiv=refresh>")
            }
            for (key, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
                if key.hasPrefix("on") { found.append("<\(element.name) \(key)>") }
                if urlAttributes.contains(key) || key.hasSuffix(":href"), isScriptURL(value) {
                    found.append("<\(element.name) \(key)=\(value)>")
                }
            }
            return found
        }
    }

    /// The live parts of an SVG file as a browser that opens it reads it (XML): a
    /// script-running or animation element (`set` and `animate` can write a link), an event
    /// handler, a link that is not a fragment (or, on `image`, a raster `data:` image), a
    /// `javascript:` value anywhere, a processing instruction (`xml-stylesheet`), an entity
    /// declaration; or that it is not well-formed.
    ///
    /// - Parameter bytes: The SVG file.
    /// - Returns: One entry per live part; empty when there is none.
    public static func findings(inSVG bytes: [UInt8]) -> [String] {
        let parser = XMLParser(data: Data(bytes))
        let finder = SVGFinder()
        parser.delegate = finder
        if !parser.parse() { finder.found.append("not well-formed XML") }
        return finder.found
    }

    /// Whether `value` is a URL that runs script or opens a document of the site's origin.
    static func isScriptURL(_ value: String) -> Bool {
        let compact = String(value.lowercased().unicodeScalars.filter { $0.value > 0x20 })
        return compact.hasPrefix("javascript:") || compact.hasPrefix("vbscript:")
            || compact.hasPrefix("data:text/html") || compact.hasPrefix("data:image/svg")
    }

    private final class SVGFinder: NSObject, XMLParserDelegate {
        var found: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let local = (name.split(separator: ":").last.map(String.init) ?? name).lowercased()
            if liveElements.contains(local)
                || ["set", "animate", "animatemotion", "animatetransform"].contains(local)
            {
                found.append("<\(name)>")
            }
            for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
                let attribute = (key.split(separator: ":").last.map(String.init) ?? key)
                    .lowercased()
                let compact = String(value.lowercased().unicodeScalars.filter { $0.value > 0x20 })
                if attribute.hasPrefix("on") { found.append("<\(name) \(key)>") }
                if compact.contains("javascript:") { found.append("<\(name) \(key)=\(value)>") }
                if attribute == "href", !compact.hasPrefix("#"),
                    !(local == "image" && compact.hasPrefix("data:image/png"))
                {
                    found.append("<\(name) \(key)=\(value)>")
                }
            }
        }

        func parser(
            _ parser: XMLParser, foundProcessingInstructionWithTarget target: String,
            data: String?
        ) {
            found.append("<?\(target)?>")
        }

        func parser(
            _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String,
            value: String?
        ) {
            found.append("<!ENTITY \(name)>")
        }
    }
}
