import Foundation
import Testing

@testable import QuizgenI18n

@Suite struct CatalogTests {
    @Test func everyBuiltinCatalogParses() throws {
        for (language, source) in BuiltinCatalogs.sources {
            let entries = try CatalogParser.entries(fromYAML: source)
            #expect(!entries.isEmpty, "\(language)")
        }
    }

    /// Every `Sources/QuizgenI18n/Catalogs/<lang>.yaml` is embedded, with exactly its text, and
    /// nothing else is (each resource is listed by name in `BuiltinCatalogs.swift`).
    @Test func everyBuiltinCatalogIsItsYAMLFile() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/QuizgenI18n/Catalogs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".yaml")
        }
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(BuiltinCatalogs.sources.keys))
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(BuiltinCatalogs.sources[String(file.dropLast(5))] == text, "\(file)")
        }
    }

    @Test func pluralFormsFollowTheLanguage() {
        let forms: [PluralCategory: String] = [
            .one: "o întrebare", .few: "{count} întrebări", .other: "{count} de întrebări",
        ]
        let catalog = Catalog(language: "ro", entries: ["exam.questions": .plural(forms)])
        #expect(catalog.plural("exam.questions", count: 1) == "o întrebare")
        #expect(catalog.plural("exam.questions", count: 5) == "5 întrebări")
        #expect(catalog.plural("exam.questions", count: 20) == "20 de întrebări")
    }

    @Test func placeholdersAreFilledAndMissingKeysShowTheKey() {
        let catalog = Catalog(
            language: "en", entries: ["pager.page": .text("Page {page} of {pages}")])
        #expect(catalog.text("pager.page", ["page": "2", "pages": "9"]) == "Page 2 of 9")
        #expect(catalog.text("pager.page", ["page": "2"]) == "Page 2 of {pages}")
        #expect(catalog.text("pager.missing") == "pager.missing")
    }

    @Test func templateValueNestsByDots() {
        let catalog = Catalog.builtin("en")
        let theme = catalog.templateValue["theme"] as? [String: Any]
        #expect(theme?["skip_to_content"] as? String == "Skip to content")
    }

    @Test func unknownLanguageReadsAsEnglishAndArabicIsRightToLeft() {
        #expect(Catalog.builtin("xx").text("theme.skip_to_content") == "Skip to content")
        #expect(Catalog.builtin("ar").isRightToLeft)
        #expect(!Catalog.builtin("ro-RO").isRightToLeft)
    }

    /// Unknown and unclosed braces stay as written; a run of `{` without `}` takes linear time
    /// (Benchmarks/pathological.sh times it).
    @Test func fillKeepsStrayBraces() {
        #expect(Catalog.fill("{{count} and {x} {", ["count": "3"]) == "{3 and {x} {")
        #expect(Catalog.fill("{count}{count}}", ["count": "2"]) == "22}")
        let braces = String(repeating: "{", count: 50_000)
        #expect(Catalog.fill(braces + "{count}", ["count": "1"]) == braces + "1")
    }
}
