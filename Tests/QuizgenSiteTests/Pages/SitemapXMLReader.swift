import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a sitemap, sitemap index or feed with Foundation's XML parser: its root element and the
/// text of each element of one name (`<loc>` by default); `nil` when it is not well-formed XML.
final class SitemapXMLReader: NSObject, XMLParserDelegate {
    private(set) var root: String?
    private(set) var locs: [String] = []
    private var text: String?
    private var element = "loc"

    static func read(_ xml: String, element: String = "loc") -> (root: String, locs: [String])? {
        let reader = SitemapXMLReader()
        reader.element = element
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else { return nil }
        return (root, reader.locs)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = elementName }
        if elementName == element { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        if elementName == element, let text { locs.append(text) }
        text = nil
    }
}
