import Testing

@testable import QuizgenLoading

/// A text is parsed without the autolink extension only where it would change nothing.
@Suite("Markdown autolinks")
struct MarkdownAutolinkTests {
    static let pieces = [
        "www.example.com", "WWW.EXAMPLE.COM", "Www.x.org", "http://x.org/a_b_",
        "https://example.com/path?q=1.",
        "ftp://f.net", "mail@example.com", "a&#64;b.com", "x\\@y.org", "x&commat;y.org",
        "[link](https://example.com)",
        "[www.x.com](https://y.org)", "<https://z.org>", "`www.code.com`", "`a@b.c`", "*emph*",
        "_u_", "~~s~~",
        "(www.paren.com)", "*www.star.com*", "\n\n", " ", "word", ":", "//", "w", "ww", "@", ".",
        "xmpp:foo@bar.baz",
        "mailto:a@b.cc", "| a | b |\n| - | - |\n| www.t.com | c@d.e |\n", "\n- [ ] task www.t.io\n",
        "\n> quote http://q.com\n",
        "![img](https://i.org/x.png)", "[ref]: https://r.org\n", "[ref]", "<span>www.h.org</span>",
        "www\\.esc.org", "https\\://e.org",
    ]

    @Test("the same tree as a parse with the extension, for text with and without addresses")
    func sameAsWithTheExtension() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                Self.pieces.randomElement(using: &generator)!
            }.joined()
            for unsafe in [false, true] {
                let decided = MarkdownDocument(text, unsafe: unsafe)
                let with = MarkdownDocument(text, unsafe: unsafe, autolink: true)
                #expect(decided.html() == with.html(), "\(text.debugDescription)")
                #expect(decided.searchText == with.searchText, "\(text.debugDescription)")
            }
        }
    }

    /// cmark-gfm marks its extensions' characters in one table for the process and clears them
    /// at the end of each parse: parses on other threads then missed links and strikethrough.
    @Test("parses on many threads at once give what one parse alone gives")
    func parsesOnManyThreads() async {
        let texts = [
            "www.example.com\n> quote http://q.com\nx&commat;y.org*emph*ftp://f.netx&commat;y.org![img](https://i.org/x.png)",
            "a ~~struck~~ word and https://example.com/path and ~~more~~\n",
            "plain text with mail@example.com and no other sign\n",
        ]
        let alone = texts.map { MarkdownDocument($0).html() }
        let differing = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var differing = 0
                    for round in 0..<1500 {
                        let index = round % texts.count
                        if MarkdownDocument(texts[index]).html() != alone[index] { differing += 1 }
                    }
                    return differing
                }
            }
            return await group.reduce(0, +)
        }
        #expect(differing == 0)
    }

    @Test("a page whose links are all written [text](url) is parsed once, without the extension")
    func linksWithDestinationsNeedNoExtension() {
        let text =
            "See [the guide](https://example.com/guide) and ![a chart](https://example.com/c.png).\n"
        func holds(_ text: String) -> Bool {
            let document = MarkdownDocument(text, unsafe: false, autolink: false)
            return withExtendedLifetime(document) {
                MarkdownDocument.mayHoldAutolinks(document.root)
            }
        }
        #expect(!holds(text))
        #expect(holds("Mail me@example.com"))
        #expect(holds("Go to https://example.com now"))
        #expect(holds("Go to WWW.example.com now"))
        #expect(!holds("Go to `https://example.com` in code, or <https://example.com>"))
        #expect(
            MarkdownDocument("Mail me&#64;example.com").html()
                == "<p>Mail <a href=\"mailto:me@example.com\">me@example.com</a></p>\n")
    }
}
