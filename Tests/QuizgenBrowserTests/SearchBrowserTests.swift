import Foundation
import QuizgenSearch
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The search box of the example site in a real headless Chromium: results as the reader types,
/// matched words marked, the same folding as the index writer, the keyboard, axe with results
/// shown, a phone's width; without JavaScript, the link to the site index.
@Suite(
    "Search in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable && StaticSiteServer.isAvailable,
        "needs chromium, chromium-driver and python3 (scripts/bootstrap.sh --browser)"))
struct SearchBrowserTests {
    static func downloads() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString)")
    }

    /// Types `query` into the search box (cleared first) and waits for the count to appear.
    static func search(_ session: WebDriverSession, _ query: String) async throws -> String {
        let input = try await session.findElement(css: "#search-input")
        try await input.clear()
        try await input.click()
        try await session.typeText(query)
        var status = ""
        let words = query.split(separator: " ").map { Self.folded(String($0)) }
        try await waitUntil("the result count for '\(query)'") {
            status = try await session.findElement(css: "#search-status").text()
            let shown = try await session.findElements(css: ".search-results li").count
            if status == "No results" { return shown == 0 }
            guard status.hasSuffix(" results") || status.hasSuffix(" result"), shown > 0 else {
                return false
            }
            // The previous query's results may still be on screen: wait for this one's marks
            // (a list being replaced reads as not yet).
            guard let marked = try? await Self.marks(session), !marked.isEmpty else { return false }
            return marked.allSatisfy { mark in words.contains { Self.folded(mark).hasPrefix($0) } }
        }
        return status
    }

    /// Lower case without diacritics, as the index folds words.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// The texts of the marked words in the results.
    static func marks(_ session: WebDriverSession) async throws -> [String] {
        var texts: [String] = []
        for mark in try await session.findElements(css: ".search-results mark") {
            texts.append(try await mark.text())
        }
        return texts
    }

    @Test func resultsAppearAsTheReaderTypesWithMatchesMarked() async throws {
        let folder = Self.downloads()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await AccessibilitySites.withBuiltSite(try AccessibilitySites.example()) { _, server in
            try await withBrowserSession(downloadFolder: folder) { session in
                try await session.navigate(to: server.url("/"))
                #expect(try await session.findElement(css: "#search-input").isDisplayed())
                #expect(try await !session.findElement(css: ".search-link").isDisplayed())

                let danube = try await Self.search(session, "danube")
                #expect(danube.hasSuffix("results"), "\(danube)")
                let marked = try await Self.marks(session)
                #expect(
                    !marked.isEmpty && marked.allSatisfy { $0.lowercased().hasPrefix("danube") },
                    "\(marked)")
                let links = try await session.findElements(css: ".search-results a")
                let first = try #require(try await links.first?.attribute("href"))
                #expect(first.hasPrefix("/") && !first.contains("results/"))

                // Folded: "kovacs" finds Béla Kovács, marked as written; a prefix finds while typing.
                _ = try await Self.search(session, "kovacs")
                #expect(try await Self.marks(session).contains("Kovács"))
                _ = try await Self.search(session, "Szi")
                #expect(try await Self.marks(session).contains("Szia"))
                // Two words: documents with both.
                let both = try await Self.search(session, "vienna bratislava")
                #expect(both.hasSuffix("result") || both.hasSuffix("results"), "\(both)")
                #expect(try await Self.search(session, "zzqnothing") == "No results")
                // Nothing private: the followers-only post of the example feed.
                #expect(try await Self.search(session, "tutors") == "No results")
            }
        }
    }

    /// The result count in the site's language, with its plural forms (CLDR): Romanian says
    /// "1 rezultat", "3 rezultate" (few), "20 de rezultate".
    @Test("the result count uses every plural form of the site's language")
    func theCountUsesTheLanguagesPluralForms() async throws {
        var files = ["quizgen.yaml": "title: Plural\nlanguage: ro\n"]
        for number in 1...3 {
            files["Content/pages/p\(number).md"] =
                "---\ntitle: Pagina \(number)\n---\nDunărea curge.\n"
        }
        for number in 1...20 {
            files["Content/pages/m\(number).md"] =
                "---\ntitle: Munte \(number)\n---\nMuntele e înalt.\n"
        }
        files["Content/pages/one.md"] = "---\ntitle: Unic\n---\nSingurătate.\n"
        let folder = Self.downloads()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await AccessibilitySites.withBuiltSite(try TestSite(files)) { _, server in
            try await withBrowserSession(downloadFolder: folder) { session in
                try await session.navigate(to: server.url("/"))
                for (query, expected) in [
                    ("singuratate", "1 rezultat"), ("dunarea", "3 rezultate"),
                    ("muntele", "20 de rezultate"),
                ] {
                    let input = try await session.findElement(css: "#search-input")
                    try await input.clear()
                    try await input.click()
                    try await session.typeText(query)
                    var status = ""
                    try await waitUntil("the result count for '\(query)'") {
                        status = try await session.findElement(css: "#search-status").text()
                        return status == expected
                    }
                    #expect(status == expected)
                }
            }
        }
    }

    @Test func keyboardAxeAndAPhoneScreen() async throws {
        let core = try #require(AxeCore.located())
        let folder = Self.downloads()
        defer { try? FileManager.default.removeItem(at: folder) }
        let audit = try await AccessibilitySites.withBuiltSite(try AccessibilitySites.example()) {
            _, server in
            var audit = AxeAudit(core: core, disabledRules: AccessibilityTests.disabledRules)
            try await withBrowserSession(downloadFolder: folder) { session in
                try await session.navigate(to: server.url("/guides/"))
                _ = try await Self.search(session, "exam")
                try await audit.check(session, page: "/guides/ with results")
                // Down into the results, up back to the box, Escape clears.
                try await session.pressKey(.arrowDown)
                #expect(try await session.focusedElementMatches(".search-results li:first-child a"))
                try await session.pressKey(.arrowDown)
                #expect(
                    try await session.focusedElementMatches(".search-results li:nth-child(2) a"))
                try await session.pressKey(.arrowUp)
                try await session.pressKey(.arrowUp)
                #expect(try await session.focusedElementMatches("#search-input"))
                try await session.pressKey(.escape)
                #expect(try await session.findElements(css: ".search-results li").isEmpty)
                #expect(
                    try await session.findElement(css: "#search-input").property("value")
                        .stringValue == "")

                for screen in AccessibilityStateTests.Screen.allCases {
                    try await screen.apply(to: session)
                    try await session.navigate(to: server.url("/"))
                    _ = try await Self.search(session, "danube capitals")
                    let overflow = try await session.horizontalOverflow()
                    #expect(overflow.pixels == 0, "\(screen.rawValue): \(overflow.culprits)")
                    try await audit.check(session, page: "/ with results at \(screen.rawValue)")
                }
            }
            return audit
        }
        #expect(audit.findings.isEmpty, "\(audit.report)")
    }

    @Test func withoutJavaScriptTheBoxIsALinkToTheSiteIndex() async throws {
        let folder = Self.downloads()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await AccessibilitySites.withBuiltSite(try AccessibilitySites.example()) { _, server in
            try await withBrowserSession(downloadFolder: folder, javaScript: false) { session in
                try await session.navigate(to: server.url("/about/"))
                #expect(try await !session.findElement(css: "#search-input").isDisplayed())
                let link = try await session.findElement(css: ".search-link")
                #expect(try await link.isDisplayed())
                try await link.click()
                try await waitUntil("the site index") {
                    try await session.currentURL().absoluteString.hasSuffix("/site-index/")
                }
                var targets: [String] = []
                for anchor in try await session.findElements(css: "main .cards a") {
                    targets.append(try await anchor.attribute("href") ?? "")
                }
                for expected in [
                    "/pages/", "/guides/", "/exams/geo-mid/", "/exams/danube-practice/",
                    "/feeds/campus/", "/rivers/", "/tags/",
                ] {
                    #expect(targets.contains(expected), "\(expected) in \(targets)")
                }
            }
        }
    }

    /// The script folds exactly as `SearchFolding` does, on letters that trip naive folding.
    @Test func theScriptFoldsLikeTheIndexWriter() async throws {
        let samples = [
            "Müller", "MÜLLER", "ș ş Ș Ş", "ț ţ Ț Ţ", "Straße STRASSE ẞ", "Æsir æ", "Øre ø",
            "Łódź ł", "Œuvre", "Þór ð Đ",
            "İstanbul ı I", "ΟΔΟΣ οδός Ἀθῆναι ς", "Ǆ ǅ ǆ", "ﬁ ﬂ ﬀ", "Ｆｕｌｌ", "Ångström", "naïve",
            "café cafe\u{301}", "½ ² ①",
            "Привет Ёлка", "日本語のテキスト", "한국어", "עִבְרִית", "العَرَبِيَّة", "हिन्दी", "ŀ ħ ŧ ŋ ĸ", "Ǿ ǿ", "ﬆ",
            "ㄱ ㅏ",
        ]
        let folder = Self.downloads()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await AccessibilitySites.withBuiltSite(try AccessibilitySites.example()) { _, server in
            try await withBrowserSession(downloadFolder: folder) { session in
                try await session.navigate(to: server.url("/"))
                let result = try await session.executeAsyncScript(
                    """
                    var args = arguments, done = args[args.length - 1];
                    window.quizgenSearch.ready().then(function () {
                      done(args[0].map(function (s) {
                        var folded = window.quizgenSearch.fold(s);
                        return [folded, window.quizgenSearch.words(folded).join("|")];
                      }));
                    }, function (e) { done(String(e)); });
                    """, args: [.array(samples.map { .string($0) })])
                guard case .array(let rows) = result else {
                    Issue.record("the script answered \(result)")
                    return
                }
                for (sample, row) in zip(samples, rows) {
                    guard case .array(let pair) = row else { continue }
                    #expect(
                        pair.first?.stringValue == SearchFolding.fold(sample), "fold of \(sample)")
                    #expect(
                        pair.last?.stringValue
                            == SearchTokenizer.words(sample).joined(separator: "|"),
                        "words of \(sample)")
                }
            }
        }
    }
}
