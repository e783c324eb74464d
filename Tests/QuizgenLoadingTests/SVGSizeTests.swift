import Testing

@testable import QuizgenLoading

/// The size an SVG draws at, for its `<img>`'s `width` and `height` (issue 33).
@Suite("SVG sizes")
struct SVGSizeTests {
    static func size(_ root: String) -> [Int]? {
        SVGSize.of(
            Array("<?xml version=\"1.0\"?>\n\(root)<rect width=\"1\" height=\"1\"/></svg>".utf8)
        )
        .map { [$0.width, $0.height] }
    }

    @Test func widthHeightAndViewBox() {
        let ns = "xmlns=\"http://www.w3.org/2000/svg\""
        #expect(
            Self.size("<svg \(ns) width=\"400\" height=\"200\" viewBox=\"0 0 40 20\">") == [
                400, 200,
            ])
        #expect(Self.size("<svg \(ns) width=\"120px\" height=\"80.4px\">") == [120, 80])
        #expect(Self.size("<svg \(ns) viewBox=\"0 0 200 100\">") == [200, 100])
        #expect(Self.size("<svg \(ns) viewBox=\"-10,-10,50,25\">") == [50, 25])
        // One length and the box's shape.
        #expect(Self.size("<svg \(ns) width=\"300\" viewBox=\"0 0 200 100\">") == [300, 150])
        #expect(Self.size("<svg \(ns) height=\"50\" viewBox=\"0 0 200 100\">") == [100, 50])
        // Relative lengths say nothing: the box does, or nothing.
        #expect(
            Self.size("<svg \(ns) width=\"100%\" height=\"100%\" viewBox=\"0 0 64 32\">") == [
                64, 32,
            ])
        #expect(Self.size("<svg \(ns) width=\"10em\" height=\"5em\">") == nil)
        #expect(Self.size("<svg \(ns)>") == nil)
        #expect(Self.size("<svg \(ns) viewBox=\"0 0 0 10\">") == nil)
        #expect(Self.size("<svg \(ns) width=\"-4\" height=\"nan\">") == nil)
    }

    @Test func notAnSVGOrNotXML() {
        #expect(SVGSize.of(Array("<html><svg width=\"4\" height=\"4\"/></html>".utf8)) == nil)
        #expect(SVGSize.of(Array("not xml".utf8)) == nil)
        #expect(SVGSize.of([0xFF, 0xFE, 0x00]) == nil)
        #expect(
            SVGSize.of(
                Array(
                    "<!DOCTYPE svg [<!ENTITY a \"b\">]><svg width=\"4\" height=\"4\"/>".utf8))
                == nil)
    }
}
