import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The size an SVG file draws at by default, for the `width` and `height` of an `<img>` that
/// shows it (so the page does not jump as it loads): the root `<svg>`'s `width` and `height` when
/// both are plain lengths (unitless or `px`), else its `viewBox`'s width and height, scaled to the
/// one length given. `nil` when neither says (a browser then draws it 300 × 150, or as wide as
/// the text: no size is better than a wrong one).
public enum SVGSize {
    /// The size of `bytes`, rounded to whole pixels.
    public static func of(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let text = String(validating: bytes, as: UTF8.self), !text.contains("<!ENTITY")
        else { return nil }
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let reader = RootReader()
        parser.delegate = reader
        _ = parser.parse()
        guard let attributes = reader.attributes else { return nil }
        let width = attributes["width"].flatMap(length)
        let height = attributes["height"].flatMap(length)
        let box = attributes["viewBox"].flatMap(viewBox)
        switch (width, height, box) {
        case (let w?, let h?, _): return rounded(w, h)
        case (let w?, nil, let b?): return rounded(w, w * b.height / b.width)
        case (nil, let h?, let b?): return rounded(h * b.width / b.height, h)
        case (nil, nil, let b?): return rounded(b.width, b.height)
        default: return nil
        }
    }

    /// A length in pixels: a number, alone or with `px`; `nil` for percentages and other units.
    static func length(_ value: String) -> Double? {
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("px") { text.removeLast(2) }
        guard let number = Double(text), number.isFinite, number > 0 else { return nil }
        return number
    }

    /// The width and height of a `viewBox` (`min-x min-y width height`, by spaces or commas).
    static func viewBox(_ value: String) -> (width: Double, height: Double)? {
        let parts = value.split(whereSeparator: {
            $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n"
        })
        .compactMap { Double($0) }
        guard parts.count == 4, parts[2].isFinite, parts[3].isFinite, parts[2] > 0, parts[3] > 0
        else { return nil }
        return (parts[2], parts[3])
    }

    private static func rounded(_ width: Double, _ height: Double) -> (width: Int, height: Int)? {
        guard width.isFinite, height.isFinite, width >= 0.5, height >= 0.5, width < 1e6,
            height < 1e6
        else { return nil }
        return (Int(width.rounded()), Int(height.rounded()))
    }
}

/// Reads the root element's attributes and stops.
private final class RootReader: NSObject, XMLParserDelegate {
    var attributes: [String: String]?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if SVGSanitizer.localName(name) == "svg" { self.attributes = attributes }
        parser.abortParsing()
    }
}
