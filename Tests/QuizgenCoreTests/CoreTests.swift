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

    @Test("the nearest candidate is the one the plain definition picks, in any order")
    func suggestionsMatchThePlainDefinition() {
        // The definition: candidates in sorted order, each measured in full on lowercased
        // characters, the first of the nearest within the limit (or that `name` begins).
        func plain(_ name: String, _ candidates: [String]) -> String? {
            func distance(_ a: [Character], _ b: [Character]) -> Int {
                var previous = Array(0...b.count)
                for i in 0..<a.count {
                    var current = [i + 1]
                    for j in 0..<b.count {
                        current.append(
                            min(
                                previous[j + 1] + 1, current[j] + 1,
                                previous[j] + (a[i] == b[j] ? 0 : 1)))
                    }
                    previous = current
                }
                return previous[b.count]
            }
            var best: (String, Int)?
            for candidate in candidates.sorted() {
                let d = distance(Array(name.lowercased()), Array(candidate.lowercased()))
                let isPrefix =
                    name.lowercased().count >= 3
                    && candidate.lowercased().hasPrefix(name.lowercased())
                if d <= max(2, candidate.count / 3) || isPrefix, best.map({ d < $0.1 }) ?? true {
                    best = (candidate, d)
                }
            }
            return best?.0
        }
        let letters = Array("abtgsAéE_")
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        func word() -> String { String((0..<next(9)).map { _ in letters[next(letters.count)] }) }
        for _ in 0..<3_000 {
            let name = word()
            let candidates = (0..<next(8)).map { _ in word() }
            #expect(
                Suggestion.nearest(to: name, in: candidates) == plain(name, candidates),
                "\(name) in \(candidates)")
            #expect(
                Suggestion.nearest(to: name, in: candidates.reversed())
                    == Suggestion.nearest(to: name, in: candidates))
        }
        #expect(Suggestion.nearest(to: "tag", in: ["tax", "tag-", "tab"]) == "tab")
        #expect(Suggestion.nearest(to: "wei", in: ["weightings", "x"]) == "weightings")
        #expect(Suggestion.nearest(to: "abcd", in: ["abce", "abcf"]) == "abce")
    }

    @Test("markup escaping equals the per-scalar definition, runs and replacements alike")
    func markupEscapingMatchesItsDefinition() {
        func plain(_ text: String, quotes: Bool, apostrophe: Bool) -> String {
            var out = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "&": out += "&amp;"
                case "\"" where quotes: out += "&quot;"
                case "'" where apostrophe: out += "&#39;"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out
        }
        let pieces = ["a", "<", ">", "&", "\"", "'", "é", "\u{301}", "日本", " ", "😀", "&amp;"]
        var seed: UInt64 = 7
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(seed % 9) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((seed >> 33) % UInt64(pieces.count))]
            }
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            #expect(MarkupEscaping.html(text) == plain(text, quotes: true, apostrophe: true))
            #expect(MarkupEscaping.htmlText(text) == plain(text, quotes: false, apostrophe: false))
            #expect(
                MarkupEscaping.htmlAttribute(text) == plain(text, quotes: true, apostrophe: false))
            var out: [UInt8] = Array("x".utf8)
            MarkupEscaping.appendHTML(text, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == "x" + MarkupEscaping.html(text))
        }
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
