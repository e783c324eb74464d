import Foundation
import Testing

@testable import QuizgenLoading

/// The automatic summary: the first paragraph cut at a word, the byte path equal to the
/// character one.
@Suite("Page summaries")
struct PageSummaryTests {
    /// The definition, over characters.
    static func reference(_ text: String) -> String? {
        var out = ""
        var count = 0
        for word in text.split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r"
        }) {
            if count + word.count + 1 > PageSummary.limit { return out + "…" }
            if !out.isEmpty {
                out += " "
                count += 1
            }
            out += word
            count += word.count
        }
        return out.isEmpty ? nil : out
    }

    @Test("cut at a word before the limit, the same on ASCII and other text")
    func shortensAtAWord() {
        var generator = SystemRandomNumberGenerator()
        let ascii = ["a", "word", "longerword", " ", "  ", "\n", "\t", "x.y", "42,"]
        let other = ascii + ["déjà", "ș", "👩‍👩‍👧", "\r\n", "\u{00A0}"]
        for pieces in [ascii, other] {
            for _ in 0..<500 {
                let text = (0..<Int.random(in: 0...160, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }.joined()
                #expect(
                    PageSummary.shorten(text) == Self.reference(text), "\(text.debugDescription)")
            }
        }
        #expect(PageSummary.shorten("  ") == nil)
        #expect(PageSummary.shorten(String(repeating: "a", count: 300)) == "…")
        #expect(
            PageSummary.shorten(String(repeating: "ab ", count: 100)) == Array(
                repeating: "ab", count: 93
            ).joined(separator: " ") + "…")
    }

    @Test("a page's slug base is its path below the folder without the extension")
    func slugBases() {
        let folder = "/site/Content/pages"
        let url = { (path: String) in URL(fileURLWithPath: path) }
        #expect(
            PageLoader.slugBase(of: url("/site/Content/pages/guides/setup.md"), below: folder)
                == "guides/setup")
        #expect(PageLoader.slugBase(of: url("/site/Content/pages/a.b.md"), below: folder) == "a.b")
        #expect(PageLoader.slugBase(of: url("/site/Content/pages/x/../y.md"), below: folder) == "y")
        #expect(PageLoader.slugBase(of: url("/site/Content/pages/./z.MD"), below: folder) == "z")
    }
}
