import Foundation
import QuizgenCore
import QuizgenI18n
import QuizgenLoading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The example site (`Content/` and `quizgen.yaml` of the repository) built in each built-in
/// language: no English text of the catalog is left in any page, unless the language writes it
/// the same way (issue 18).
@Suite("The example site in six languages")
struct ExampleSiteLanguageTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Pages left out of the check, by the path's first folder below the output: none (the exam
    /// side's pages, results and dashboards read the catalog too).
    static let examSidePages: Set<String> = []

    /// The example site copied, its `language` set to `language`.
    static func example(language: String) throws -> TestSite {
        let site = try TestSite([:])
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Content"),
            to: site.root.appendingPathComponent("Content"))
        let config = try String(
            contentsOf: repositoryRoot.appendingPathComponent("quizgen.yaml"), encoding: .utf8)
        #expect(config.contains("\nlanguage: en\n"))
        try site.write(
            "quizgen.yaml",
            config.replacingOccurrences(of: "\nlanguage: en\n", with: "\nlanguage: \(language)\n"))
        return site
    }

    static func build(_ site: TestSite) async -> BuildResult {
        var options = BuildOptions(
            root: site.root, includeKeys: true, dashboard: true,
            clock: BuildClock(now: Date(timeIntervalSince1970: 1_764_000_000)),
            environment: [GradingPlugin.secretVariable: "six-languages"])
        options.keepFiles = true
        return await SiteBuilder(plugins: [
            QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin,
        ]).build(
            options, writer: DiskSiteWriter(output: options.output))
    }

    /// The English texts (every form of a plural entry) that `language` writes differently, as
    /// patterns: the text's pieces between placeholders.
    static func englishOnly(in language: String) -> [[String]] {
        guard let english = Catalog.builtinTranslation("en"),
            let own = Catalog.builtinTranslation(language)
        else { return [] }
        var patterns: [[String]] = []
        for (key, entry) in english {
            let theirs = Set(texts(own[key]))
            for text in texts(entry) where !theirs.contains(text) {
                let pieces = pieces(of: text)
                // A text that is nothing but a placeholder ("{count}") says nothing in English.
                guard pieces.contains(where: { $0.contains { $0.isLetter } }) else { continue }
                // Nor does a connector between placeholders ("{min} to {max}", "{points} of
                // {maximum}"): content says "capital of Hungary" in every language.
                guard pieces.count == 1 || pieces.joined().filter(\.isLetter).count > 3 else {
                    continue
                }
                patterns.append(pieces)
                // A label ("Media not available:") is also followed by what it labels.
                if pieces.count == 1, let label = pieces.first, label.hasSuffix(":") {
                    patterns.append([label + " ", ""])
                }
            }
        }
        return patterns
    }

    static func texts(_ entry: CatalogEntry?) -> [String] {
        switch entry {
        case .text(let text): [text]
        case .plural(let forms): Array(forms.values)
        case nil: []
        }
    }

    /// `Page {page} of {pages}` → `["Page ", " of ", ""]`, trimmed like a page's text.
    static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var rest = Substring(normalized(text))
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            current += rest[..<open]
            pieces.append(current)
            current = ""
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(current + rest)
        return pieces
    }

    /// A text without the symbols and punctuation at its ends (`· updated` → `updated`), but
    /// for a label's colon (`Done:` stays, so that it is not taken for the word `Done`).
    static func normalized(_ text: String) -> String {
        let isWord = { (c: Character) in c.isLetter || c.isNumber || c == "{" || c == "}" }
        guard let first = text.firstIndex(where: isWord), let last = text.lastIndex(where: isWord)
        else { return "" }
        let colon = text[text.index(after: last)...].first == ":"
        return String(text[first...last]) + (colon ? ":" : "")
    }

    /// Whether `text` is `pattern` with something in each placeholder.
    static func matches(_ text: String, _ pattern: [String]) -> Bool {
        guard let first = pattern.first, text.hasPrefix(first) else { return false }
        if pattern.count == 1 { return text == first }
        var rest = text.dropFirst(first.count)
        for (index, piece) in pattern.enumerated().dropFirst() {
            if index == pattern.count - 1 {
                return piece.isEmpty
                    ? !rest.isEmpty : rest.count > piece.count && rest.hasSuffix(piece)
            }
            guard let found = rest.dropFirst().range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// The visible texts of every page not in `examSidePages`, split at ` · ` (titles and
    /// meta lines join several texts with it), with the page's path.
    static func pageTexts(_ site: TestSite) -> [(path: String, text: String)] {
        var found: [(String, String)] = []
        for (path, data) in site.snapshot().sorted(by: { $0.key < $1.key })
        where path.hasSuffix(".html") {
            let top = path.split(separator: "/").first.map(String.init) ?? ""
            if examSidePages.contains(top) { continue }
            for piece in HTMLVisibleText.pieces(in: String(decoding: data, as: UTF8.self)) {
                for part in piece.text.components(separatedBy: " · ") {
                    let text = normalized(part)
                    if !text.isEmpty { found.append((path, text)) }
                }
            }
        }
        return found
    }

    @Test(arguments: ["ro", "it", "de", "fr", "es"])
    func noEnglishOfTheCatalogIsLeft(language: String) async throws {
        let site = try Self.example(language: language)
        defer { site.remove() }
        let result = await Self.build(site)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines)")
        let patterns = Self.englishOnly(in: language)
        #expect(patterns.count > 50)
        let pages = Self.pageTexts(site)
        #expect(pages.count > 200)
        for folder in Self.examSidePages.sorted() {
            #expect(
                FileManager.default.fileExists(
                    atPath: site.output.appendingPathComponent(folder).path), "\(folder)/")
        }
        var leaks: Set<String> = []
        for (path, text) in pages {
            if let pattern = patterns.first(where: { Self.matches(text, $0) }) {
                leaks.insert(
                    "\(path): \"\(text)\" (English \"\(pattern.joined(separator: "{…}"))\")")
            }
        }
        #expect(
            leaks.isEmpty,
            "\(language): English left in pages:\n\(leaks.sorted().joined(separator: "\n"))")
    }

    /// The check finds English where there is some: the English build, checked against the
    /// Romanian catalog, is full of it.
    @Test func theCheckFindsEnglishInTheEnglishSite() async throws {
        let site = try Self.example(language: "en")
        defer { site.remove() }
        _ = await Self.build(site)
        let patterns = Self.englishOnly(in: "ro")
        let leaked = Set(
            Self.pageTexts(site).compactMap { page in
                patterns.contains { Self.matches(page.text, $0) } ? page.text : nil
            })
        #expect(
            leaked.isSuperset(of: [
                "Skip to content", "built with quizgen", "Recent pages",
                "Communities, tags and places",
            ]), "\(leaked.sorted())")
        #expect(Self.matches("Page 2 of 9", Self.pieces(of: "Page {page} of {pages}")))
        #expect(!Self.matches("Page 2 of", Self.pieces(of: "Page {page} of {pages}")))
        #expect(Self.matches("3 posts this month", Self.pieces(of: "{count} posts this month")))
        #expect(!Self.matches("posts this month", Self.pieces(of: "{count} posts this month")))
    }
}
