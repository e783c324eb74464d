import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// No live markup in any feed (issue 35, class 4): the site, a section and its pages, a social
/// feed's users, posts, warnings and tags all carry `<img src=x onerror=…>`, and every RSS and
/// Atom file is read as a feed reader reads it: an RSS `<title>`, `<description>` or
/// `<category>` is HTML to the reader, an Atom text construct is text unless it says
/// `type="html"`. Plain text must then show as text: no element at all, and HTML content no
/// event handler or script.
@Suite("Feeds: no live markup in any RSS or Atom file")
struct FeedMarkupPropertyTests {
    static let payload = #"<img src=x onerror=alert(1)>"#

    static func site() throws -> TestSite {
        let p = payload
        return try TestSite([
            "quizgen.yaml": """
            title: "Course \(p)"
            base_url: https://example.org/
            taxonomies:
              tag: tags
            feeds:
              campus:
                title: "Campus \(p)"
                format: quizgen
                source: in/campus
            """,
            "Content/pages/notes/_index.md":
                "---\ntitle: \"Notes \(p)\"\ndescription: \"About \(p)\"\n---\n",
            "Content/pages/notes/one.md":
                "---\ntitle: \"One \(p)\"\ndate: 2024-05-01\nsummary: \"Sum \(p)\"\ntags: [\"t\(p)\"]\n---\nBody.\n",
            "Content/pages/notes/two.md":
                "---\ntitle: Two\ndate: 2024-05-02\n---\nFirst paragraph \\<b\\>bold\\</b\\> \(p.replacingOccurrences(of: "<", with: "\\<")).\n",
            "in/campus/users.json": #"[{"id": "ann", "name": "Ann <img src=x onerror=alert(1)>"}]"#,
            "in/campus/posts.json": #"""
            [{"id": "p1", "author": "ann", "time": "2024-05-01T10:00:00Z", "text": "Hello <img src=x onerror=alert(1)>", "tags": ["x"]},
             {"id": "p2", "author": "ann", "time": "2024-05-02T10:00:00Z", "text": "Second", "content_warning": "CW <img src=x onerror=alert(1)>"}]
            """#,
        ])
    }

    /// The text of each element named in `names` (every element when `nil`), as an XML parser
    /// gives it to a reader (CDATA included), with the element's `type` attribute.
    final class Collector: NSObject, XMLParserDelegate {
        let names: Set<String>?
        var found: [(name: String, type: String?, text: String, inItem: Bool)] = []
        var open: [(String, String?, String)] = []
        init(names: Set<String>?) { self.names = names }
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            open.append((name, attributes["type"], ""))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !open.isEmpty { open[open.count - 1].2 += string }
        }
        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            if !open.isEmpty { open[open.count - 1].2 += String(decoding: block, as: UTF8.self) }
        }
        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            let element = open.removeLast()
            if names?.contains(element.0) ?? true {
                found.append(
                    (
                        element.0, element.1, element.2,
                        open.contains { $0.0 == "item" || $0.0 == "entry" }
                    ))
            }
        }
    }

    @Test func everyFeedShowsTextAsText() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines)")
        #expect(result.diagnostics.lines == [])
        // RSS: rss.xml of the social feeds, index.xml of the site and its sections (as Hugo names them).
        let feeds = site.snapshot().filter {
            $0.key.hasSuffix("rss.xml") || $0.key.hasSuffix("index.xml")
                || $0.key.hasSuffix("atom.xml")
        }
        #expect(
            Set(feeds.keys).isSuperset(of: [
                "feeds/campus/rss.xml", "feeds/campus/users/ann/rss.xml", "index.xml",
                "notes/index.xml", "notes/atom.xml", "atom.xml",
            ]), "\(feeds.keys.sorted())")
        var checked = 0
        for (path, data) in feeds.sorted(by: { $0.key < $1.key }) {
            let rss = !path.hasSuffix("atom.xml")
            let collector = Collector(
                names: rss
                    ? ["title", "description", "category"]
                    : ["title", "summary", "subtitle", "content", "name"])
            let parser = XMLParser(data: data)
            parser.delegate = collector
            #expect(parser.parse(), "\(path) is not well-formed XML")
            for element in collector.found {
                // HTML to the reader: an RSS element, or Atom's type="html".
                let html = rss || element.type == "html"
                guard html else { continue }
                checked += 1
                // A social post's RSS description is its (sanitised) HTML; everything else is text.
                let isContent =
                    rss && element.name == "description" && element.inItem
                    && path.hasPrefix("feeds/")
                if element.text.range(
                    of: #"<\s*(img|script|svg|iframe)\b"#,
                    options: [.regularExpression, .caseInsensitive]) != nil
                {
                    #expect(
                        isContent,
                        "\(path): <\(element.name)> carries markup a reader runs: \(element.text)")
                }
                #expect(
                    element.text.range(
                        of: #"<[^>]*\son\w+\s*="#, options: [.regularExpression, .caseInsensitive])
                        == nil,
                    "\(path): <\(element.name)> carries an event handler: \(element.text)")
            }
        }
        #expect(checked > 20)
    }
}
