import Testing

@testable import QuizgenSearch

@Suite("Search folding and words")
struct SearchFoldingTests {
    @Test(
        "folds case, diacritics and letters that do not decompose",
        arguments: [
            ("Müller", "muller"), ("MÜLLER", "muller"), ("ș", "s"), ("ş", "s"), ("Ț", "t"),
            ("ţ", "t"),
            ("Straße", "strasse"), ("ẞ", "ss"), ("Æsir", "aesir"), ("Øre", "ore"), ("Łódź", "lodz"),
            ("Œuvre", "oeuvre"), ("Þór", "thor"), ("Đorđe", "dorde"), ("İstanbul", "istanbul"),
            ("ı", "i"),
            ("ΟΔΟΣ", "οδοσ"), ("Ἀθῆναι", "αθηναι"), ("ﬁn", "fin"), ("Ｆｕｌｌ", "full"),
            ("café", "cafe"),
            ("cafe\u{301}", "cafe"), ("Ångström", "angstrom"), ("naïve", "naive"),
            ("ASCII Only 42", "ascii only 42"),
        ])
    func folds(input: String, expected: String) {
        #expect(SearchFolding.fold(input) == expected)
    }

    @Test func wordsAreRunsOfLettersAndDigits() {
        #expect(
            SearchTokenizer.words("Hello, wörld! It's 2024-05 — Ștefan_cel Mare") == [
                "hello", "world", "it", "s", "2024", "05", "stefan", "cel", "mare",
            ])
        #expect(SearchTokenizer.words("") == [])
        #expect(SearchTokenizer.words("…—!?") == [])
        #expect(SearchTokenizer.words("日本語 テキスト") == ["日本語", "テキスト"])
    }

    @Test("each word, one at a time: the words of words(_:), on the ASCII path and the other")
    func forEachWordGivesTheWords() {
        let samples = [
            "Hello, wörld! It's 2024-05 — Ștefan_cel Mare", "", "…—!?", "日本語 テキスト",
            "ASCII Only 42, UPPER lower",
            "a", "  spaced\tout\nlines\r\n", String(repeating: "Ab", count: 40) + " z",
            "x" + String(repeating: "9", count: 31) + "!",
            "[link](http://example.org/a_b?c=D)", "ÉCOLE école",
        ]
        for sample in samples {
            var words: [String] = []
            SearchTokenizer.forEachWord(in: sample) { words.append($0) }
            #expect(words == SearchTokenizer.words(sample), "\(sample.debugDescription)")
        }
    }

    @Test(
        "distinct words: the words of words(_:) without repeats, in first-seen order, on both paths"
    )
    func distinctWordsAreTheWordsOnce() {
        let samples = [
            "Hello, wörld! It's 2024-05 — Ștefan_cel Mare", "", "…—!?", "日本語 テキスト 日本語",
            "the The THE a the",
            String(repeating: "Ab", count: 40) + " z " + String(repeating: "ab", count: 40),
            "ÉCOLE école ecole",
        ]
        var generator = SystemRandomNumberGenerator()
        // Enough words (and near-collisions) to grow the byte path's table several times.
        let pieces = ["a", "b", "ab", "ba", "AB", "x1", "1x", " ", ", ", "\n", "zz"]
        let random = (0..<200).map { _ in
            (0..<Int.random(in: 0...400, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
        }
        let many = (0..<3000).map { "w\($0)" }.joined(separator: " ")
        for sample in samples + random + [many, many + " " + many] {
            var seen: Set<String> = []
            let expected = SearchTokenizer.words(sample).filter { seen.insert($0).inserted }
            #expect(
                SearchTokenizer.distinctWords(in: sample) == expected.joined(separator: " "),
                "\(sample.prefix(80).debugDescription)")
        }
    }

    @Test func longWordsAreCut() {
        let long = String(repeating: "a", count: 50)
        #expect(
            SearchTokenizer.words(long + " b") == [
                String(repeating: "a", count: SearchTokenizer.maximumLength), "b",
            ])
    }
}
