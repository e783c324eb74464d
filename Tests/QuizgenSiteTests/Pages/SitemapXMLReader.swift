import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a sitemap or sitemap index with Foundation's XML parser: its root element and the
/// text of each `<loc>`; `nil` when the file is not well-formed XML.
final class SitemapXMLReader: NSObject, XMLParserDelegate {
    private(set) var root: String?
    private(set) var locs: [String] = []
    private var text: String?

    static func read(_ xml: String) -> (root: String, locs: [String])? {
        let reader = SitemapXMLReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else { return nil }
        return (root, reader.locs)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = elementName }
        if elementName == "loc" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "loc", let text { locs.append(text) }
        text = nil
    }
}
