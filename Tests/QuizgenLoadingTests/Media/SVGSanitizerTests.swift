import Foundation
import QuizgenLoading
import QuizgenTestSupport
import Testing

/// An SVG published on the site's origin runs its scripts when opened: the sanitiser keeps the
/// drawing and drops every way to run script or load another document (issue 35, class 4).
@Suite("SVG: hostile files come out inert, the drawing kept")
struct SVGSanitizerTests {
    static let open =
        #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">"#

    /// One payload per way an SVG can run script or load something, each beside a rectangle.
    static let payloads = [
        #"<script>alert(1)</script>"#,
        #"<script><![CDATA[alert(1)]]></script>"#,
        #"<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>"#,
        #"<g onload="alert(1)" ONCLICK="alert(2)"><circle r="1"/></g>"#,
        #"<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject>"#,
        #"<a xlink:href="javascript:alert(1)"><text>x</text></a>"#,
        #"<a href="&#106;avascript:alert(1)"><text>x</text></a>"#,
        #"<a href=" java&#9;script:alert(1)"><text>x</text></a>"#,
        #"<a href="https://evil.example/"><text>x</text></a>"#,
        #"<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>"#,
        #"<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>"#,
        #"<use href="https://evil.example/x.svg#a"/>"#,
        #"<image href="https://evil.example/track.png"/>"#,
        #"<image xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>"#,
        #"<style>@import url(https://evil.example/x.css); rect { fill: red }</style>"#,
        #"<rect style="fill: url(https://evil.example/x)" width="1" height="1"/>"#,
        #"<rect filter="url( 'https://evil.example/f' )" width="1" height="1"/>"#,
        ##"<g xml:base="javascript:/"><use href="#r"/></g>"##,
        #"<iframe src="https://evil.example/"/><embed src="x"/><object data="x"/>"#,
        #"<handler type="application/ecmascript">alert(1)</handler>"#,
    ]

    static func svg(_ inner: String, prolog: String = "") -> [UInt8] {
        Array((prolog + open + #"<rect id="r" width="5" height="5"/>"# + inner + "</svg>").utf8)
    }

    static func sanitized(_ bytes: [UInt8]) throws -> String {
        switch SVGSanitizer.sanitize(bytes) {
        case .success(let clean): return String(decoding: clean, as: UTF8.self)
        case .failure(let refusal): throw refusal
        }
    }

    @Test(arguments: payloads)
    func payloadIsInert(_ payload: String) throws {
        let clean = try Self.sanitized(Self.svg(payload))
        // As a browser opens the file (XML), and as a page that inlines it (HTML).
        #expect(LiveMarkup.findings(inSVG: Array(clean.utf8)) == [], "\(clean)")
        #expect(LiveMarkup.findings(inHTML: clean) == [], "\(clean)")
        #expect(!clean.lowercased().contains("javascript"))
        #expect(!clean.contains("evil.example"))
        #expect(clean.contains(#"<rect height="5" id="r" width="5"></rect>"#))
        // Sanitising again changes nothing.
        #expect(try Self.sanitized(Array(clean.utf8)) == clean)
    }

    @Test func everyPayloadInOneFile() throws {
        let prolog =
            "<?xml version=\"1.0\"?>\n<?xml-stylesheet href=\"x.xsl\" type=\"text/xsl\"?>\n<!-- c -->\n"
        let clean = try Self.sanitized(Self.svg(Self.payloads.joined(), prolog: prolog))
        #expect(LiveMarkup.findings(inSVG: Array(clean.utf8)) == [], "\(clean)")
        #expect(!clean.contains("xml-stylesheet") && !clean.contains("<!--"))
    }

    @Test func theDrawingIsKept() throws {
        let drawing = ##"""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">
            <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
            <style>rect { fill: url(#g) }</style>
            <rect width="20" height="20" fill="url(#g)"/><use xlink:href="#g"/>
            <a href="#top"><text x="1" y="10">a &amp; b &lt; c</text></a>
            <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
            </svg>
            """##
        let clean = try Self.sanitized(Array(drawing.utf8))
        for kept in [
            ##"<linearGradient id="g"><stop offset="0" stop-color="#fff"></stop></linearGradient>"##,
            "<style>rect { fill: url(#g) }</style>",
            ##"<rect fill="url(#g)" height="20" width="20"></rect><use xlink:href="#g"></use>"##,
            ##"<a href="#top"><text x="1" y="10">a &amp; b &lt; c</text></a>"##,
            #"<image height="1" href="data:image/png;base64,iVBORw0KGgo=" width="1"></image>"#,
            #"xmlns:xlink="http://www.w3.org/1999/xlink""#,
        ] {
            #expect(clean.contains(kept), "\(kept) missing from \(clean)")
        }
    }

    @Test func refusals() {
        func reason(_ bytes: [UInt8]) -> String? {
            if case .failure(let refusal) = SVGSanitizer.sanitize(bytes) { return refusal.reason }
            return nil
        }
        #expect(reason(Array(#"<svg><rect"#.utf8)) == "is not well-formed XML (line 1)")
        #expect(
            reason(Array("<html><script>alert(1)</script></html>".utf8))
                == "has the root element <html>, not <svg>")
        #expect(reason(Array("<svg>".utf8) + [0xFF] + Array("</svg>".utf8)) == "is not UTF-8 text")
        #expect(
            reason(Array(#"<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>"#.utf8))
                == "declares XML entities, which quizgen does not read")
        let deep = String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300)
        #expect(
            reason(Array("<svg>\(deep)</svg>".utf8))
                == "nests elements more than 256 levels deep")
        #expect(reason([]) == "has no <svg> element")
    }
}
