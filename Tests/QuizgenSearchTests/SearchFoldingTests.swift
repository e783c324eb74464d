import Testing

@testable import QuizgenSearch

@Suite("Search folding and words")
struct SearchFoldingTests {
    @Test("folds case, diacritics and letters that do not decompose", arguments: [
        ("Müller", "muller"), ("MÜLLER", "muller"), ("ș", "s"), ("ş", "s"), ("Ț", "t"), ("ţ", "t"),
        ("Straße", "strasse"), ("ẞ", "ss"), ("Æsir", "aesir"), ("Øre", "ore"), ("Łódź", "lodz"),
        ("Œuvre", "oeuvre"), ("Þór", "thor"), ("Đorđe", "dorde"), ("İstanbul", "istanbul"), ("ı", "i"),
        ("ΟΔΟΣ", "οδοσ"), ("Ἀθῆναι", "αθηναι"), ("ﬁn", "fin"), ("Ｆｕｌｌ", "full"), ("café", "cafe"),
        ("cafe\u{301}", "cafe"), ("Ångström", "angstrom"), ("naïve", "naive"), ("ASCII Only 42", "ascii only 42"),
    ])
    func folds(input: String, expected: String) {
        #expect(SearchFolding.fold(input) == expected)
    }

    @Test func wordsAreRunsOfLettersAndDigits() {
        #expect(SearchTokenizer.words("Hello, wörld! It's 2024-05 — Ștefan_cel Mare") == ["hello", "world", "it", "s", "2024", "05", "stefan", "cel", "mare"])
        #expect(SearchTokenizer.words("") == [])
        #expect(SearchTokenizer.words("…—!?") == [])
        #expect(SearchTokenizer.words("日本語 テキスト") == ["日本語", "テキスト"])
    }

    @Test func longWordsAreCut() {
        let long = String(repeating: "a", count: 50)
        #expect(SearchTokenizer.words(long + " b") == [String(repeating: "a", count: SearchTokenizer.maximumLength), "b"])
    }
}
