import Foundation
import QuizgenI18n
import QuizgenLoading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The grading dashboards and the content-health dashboard of a Romanian site read in Romanian:
/// no English text of the catalog's exam-side groups is left on them, charts included.
@Suite("dashboards in the site's language")
struct DashboardLanguageTests {
    static let plugins = [QuizPlugin.plugin, GradingPlugin.plugin]
    static let pages = [
        "exams/geo/dashboard/index.html", "exams/dashboard/index.html",
        "exams/dashboard/glossary/index.html",
        "dashboard/index.html",
    ]

    /// The literal parts of an English text worth looking for (placeholders cut out): pieces of
    /// at least two words, or one word of six letters or more.
    static func pieces(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "{" {
                depth += 1
                pieces.append(current)
                current = ""
                continue
            }
            if character == "}" {
                depth -= 1
                continue
            }
            if depth == 0 { current.append(character) }
        }
        pieces.append(current)
        return pieces.map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        }
        .filter { $0.contains(" ") || $0.count >= 6 }
    }

    /// Whether `piece` occurs in `text` as whole words (no letter right before or after).
    static func occurs(_ piece: String, in text: String) -> Bool {
        var start = text.startIndex
        while let range = text.range(of: piece, range: start..<text.endIndex) {
            let before =
                range.lowerBound > text.startIndex
                ? text[text.index(before: range.lowerBound)] : " "
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            if !before.isLetter && !after.isLetter { return true }
            start = range.upperBound
        }
        return false
    }

    @Test func aRomanianSiteHasNoEnglishCatalogTextOnItsDashboards() async throws {
        let site = try TestSite(
            DashboardFixtures.files(extraConfig: "language: ro\ndashboard: true\n"))
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(!result.failed, "\(result.diagnostics.lines)")
        let english = try #require(Catalog.builtinTranslation("en"))
        let romanian = try #require(Catalog.builtinTranslation("ro"))
        var checked: [String] = []
        for (key, entry) in english
        where ["grading.", "dashboard.", "results."].contains(where: key.hasPrefix) {
            guard romanian[key] != entry else { continue }
            switch entry {
            case .text(let text): checked += Self.pieces(text)
            case .plural(let forms): checked += forms.values.flatMap(Self.pieces)
            }
        }
        #expect(checked.count > 100)
        for page in Self.pages {
            let html = try #require(site.output(page), "\(page) was not built")
            #expect(html.contains("<html lang=\"ro\""))
            // What a reader sees or hears: text nodes (the charts' SVG titles and labels too) and
            // the visible attributes, parsed by gumbo.
            // File names stay as they are (the statistics.json link).
            let text = HTMLVisibleText.pieces(in: html).map(\.text).filter {
                $0 != "statistics.json"
            }.joined(separator: "\n")
            let left = Set(checked.filter { Self.occurs($0, in: text) }).sorted()
            #expect(left.isEmpty, "\(page) still says in English: \(left)")
        }
        // Spot checks, written out so that a catalog falling back to English fails too.
        let dashboard = try #require(site.output("exams/geo/dashboard/index.html"))
        #expect(
            dashboard.contains("<h2 id=\"review-heading\">Întrebări de revizuit mai întâi</h2>"))
        #expect(dashboard.contains("Nimeni nu a ales „Linz”, deci nu distrage pe nimeni."))
        #expect(dashboard.contains("<title id=\"chart-grades-title\">Distribuția notelor</title>"))
        let health = try #require(site.output("dashboard/index.html"))
        #expect(health.contains("<h1>Starea conținutului</h1>"))
    }
}
