import Foundation
import Testing

@testable import QuizgenCore

@Suite("Core values")
struct CoreTests {
    @Test(
        arguments: [
            ("weigth", ["weight", "points", "type"], "weight"),
            ("titel", ["title", "slug"], "title"),
            ("zzz", ["title", "slug"], nil),
            ("Page_Size", ["page_size"], "page_size"),
        ] as [(String, [String], String?)])
    func suggestions(_ name: String, _ candidates: [String], _ expected: String?) {
        #expect(Suggestion.nearest(to: name, in: candidates) == expected)
    }

    @Test func editDistanceCountsCharactersOnBothPaths() {
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("tags", "tags") == 0)
        // Not ASCII: characters, not bytes.
        #expect(Suggestion.editDistance("café", "cafe") == 1)
        #expect(Suggestion.editDistance("e\u{301}", "é") == 0)
        #expect(Suggestion.editDistance("a\r\nb", "a\nb") == 1)
        #expect(Suggestion.nearest(to: "Wieght", in: ["weight", "title"]) == "weight")
    }

    @Test func routeOutputPaths() {
        #expect(Route(path: "/", template: "home").outputPath == "index.html")
        #expect(Route(path: "/a/b/", template: "page").outputPath == "a/b/index.html")
        #expect(
            Route(path: "/sitemap.xml", template: "s", format: .xml).outputPath == "sitemap.xml")
        #expect(Route(path: "/sitemap.xml", template: "s", format: .xml).inSitemap == false)
    }

    @Test("ASCII slugs over bytes equal folding and reading characters")
    func asciiSlugsMatchTheFoldedDefinition() {
        let pieces = [
            "a", "Z", "09", " ", "-", "_", ".", "\r\n", "\t", "C++", "Hello", "~!@", "\u{7F}",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(Slug.asciiSlug(text) == Slug.foldedSlug(text), "\(text.debugDescription)")
            #expect(Slug.make(text) == Slug.foldedSlug(text), "\(text.debugDescription)")
        }
    }

    @Test func slugs() {
        #expect(Slug.make("Zürich & Genève!") == "zurich-geneve")
        #expect(Slug.make("  Hello,   World ") == "hello-world")
        #expect(Slug.make("日本") == "")
    }

    @Test func sourceTextLinesAndOffsets() {
        let text = SourceText(path: "a", text: "one\ntwo\nthrée\n")
        #expect(text.line(2) == "two")
        #expect(text.line(3) == "thrée")
        #expect(text.line(5) == nil)
        #expect(text.location(ofUTF8Offset: 12) == SourceLocation(path: "a", line: 3, column: 5))
    }

    @Test func diagnosticsSortByLocationWithUnlocatedFirst() {
        var d = Diagnostics()
        d.error("x", "b", at: SourceLocation(path: "b.md", line: 1, column: 1))
        d.error("x", "a2", at: SourceLocation(path: "a.md", line: 10, column: 1))
        d.error("x", "a1", at: SourceLocation(path: "a.md", line: 2, column: 5))
        d.warning("x", "none")
        #expect(d.sorted.map(\.message) == ["none", "a1", "a2", "b"])
        #expect(d.errorCount == 3 && d.warningCount == 1)
    }

    /// Choice ids name spreadsheet columns: unchanged below 702, and defined past "zz".
    @Test func choiceIDsNeverRunOut() {
        let ids = [0, 25, 26, 51, 701, 702, 703, 18_277, 18_278].map { Choice.id(forIndex: $0) }
        #expect(ids == ["a", "z", "aa", "az", "zz", "aaa", "aab", "zzz", "aaaa"])
        #expect(Set((0..<20_000).map { Choice.id(forIndex: $0) }).count == 20_000)
    }

    @Test(arguments: [
        ("en", true), ("pt-BR", true), ("pt_BR", true), ("zh-Hant-TW", true), ("de-CH-1901", true),
        ("é", false), ("", false), ("e", false), ("../../x", false), ("en-", false),
        ("en--US", false),
        ("toolongtag", false), ("1en", false), ("en US", false), ("ro\u{0}", false),
    ])
    func languageTags(_ tag: String, _ wellFormed: Bool) {
        #expect(LanguageTag.isWellFormed(tag) == wellFormed)
    }
}
