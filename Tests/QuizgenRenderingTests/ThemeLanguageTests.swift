import Foundation
import QuizgenI18n
import QuizgenRendering
import Testing

/// The default theme speaks the site's language (issue 18): no English written into templates,
/// every `{{i18n.…}}` key in the English catalog, every built-in catalog complete.
@Suite("Theme language")
struct ThemeLanguageTests {
    @Test func noTemplateHasEnglishOutsideTheCatalog() {
        let skipped = ThemeLanguageCheck.examSideNotYetConverted.union(
            ThemeLanguageCheck.pagesSideNotYetConverted)
        var findings: [ThemeLanguageCheck.Finding] = []
        for name in DefaultTheme.fileContents.keys.sorted() where !skipped.contains(name) {
            findings += ThemeLanguageCheck.findings(
                in: name, text: DefaultTheme.fileContents[name] ?? "")
        }
        #expect(
            findings.isEmpty,
            "move these texts to Sources/QuizgenI18n/Catalogs/en.yaml:\n\(findings.map(\.description).joined(separator: "\n"))"
        )
    }

    /// The allowlists name real files, so a renamed template cannot slip out of the check.
    @Test func allowlistsNameThemeFiles() {
        let listed = ThemeLanguageCheck.examSideNotYetConverted.union(
            ThemeLanguageCheck.pagesSideNotYetConverted)
        #expect(listed.subtracting(DefaultTheme.fileContents.keys).isEmpty)
    }

    /// The check finds what it should in HTML, XML and script templates, and lets through what
    /// is not English.
    @Test func checkFindsEnglishInTextAttributesAndScripts() {
        let html = """
            {{<layout}}{{$content}}<h1>{{page.title}}</h1><p>Nothing here yet.</p>
            <img alt="A cat" src="x"><a title="{{i18n.x}}" aria-label="Next page">→</a>
            <input type="submit" value="Send"><input type="text" value="data">
            <meta name="description" content="About us"><span>{{count}} · ({{n}}) quizgen</span>
            <p>{{#a}}Post by {{name}}{{/a}}</p>{{/content}}{{/layout}}
            """
        let found = ThemeLanguageCheck.findings(in: "t.mustache", text: html).map(\.text)
        #expect(
            found == ["Nothing here yet.", "A cat", "Next page", "Send", "About us", "Post by"])
        let xml =
            "<feed><title>{{title}}</title><generator>quizgen</generator><subtitle>Latest posts</subtitle></feed>"
        #expect(
            ThemeLanguageCheck.findings(in: "f.xml.mustache", text: xml).map(\.text) == [
                "Latest posts"
            ])
        let script = """
            {{%CONTENT_TYPE: TEXT}}
            // A comment with "Quoted words" is not shown.
            var re = /^[a-z"']+$/; frame.title = "Video player"; el.setAttribute("data-x", "autoplay; encrypted-media");
            b.textContent = `Question ${n} of ${m}`; c.className = "is-open"; d.label = '{{i18n.exam.next}}';
            """
        #expect(
            ThemeLanguageCheck.findings(in: "s.js.mustache", text: script).map(\.text) == [
                "Video player", "Question   of  ",
            ])
    }

    /// Every `{{i18n.…}}` tag of every template names an entry of
    /// `Sources/QuizgenI18n/Catalogs/en.yaml` (or a CLDR plural category of a plural entry).
    @Test func everyCatalogKeyUsedInTemplatesExists() throws {
        let english = try #require(Catalog.builtinTranslation("en"))
        var missing: [String] = []
        for name in DefaultTheme.fileContents.keys.sorted() {
            for key in Self.catalogKeys(in: DefaultTheme.fileContents[name] ?? "")
            where !Self.exists(key, in: english) {
                missing.append("\(name): i18n.\(key)")
            }
        }
        #expect(
            missing.isEmpty,
            "not in Sources/QuizgenI18n/Catalogs/en.yaml:\n\(missing.joined(separator: "\n"))")
    }

    /// Each built-in catalog has exactly the English keys, the same kind of entry for each, and
    /// the plural categories CLDR gives its language for whole numbers.
    @Test(arguments: Catalog.builtinLanguages)
    func catalogHasTheEnglishKeysAndItsPluralCategories(language: String) throws {
        let english = try #require(Catalog.builtinTranslation("en"))
        let entries = try #require(Catalog.builtinTranslation(language))
        let missing = Set(english.keys).subtracting(entries.keys).sorted()
        let unknown = Set(entries.keys).subtracting(english.keys).sorted()
        #expect(missing.isEmpty, "Sources/QuizgenI18n/Catalogs/\(language).yaml lacks \(missing)")
        #expect(
            unknown.isEmpty,
            "Sources/QuizgenI18n/Catalogs/\(language).yaml has keys English lacks: \(unknown)")
        let required = PluralRules.categories(in: language)
        for key in entries.keys.sorted() {
            switch (english[key], entries[key]) {
            case (.plural, .plural(let forms)):
                #expect(
                    Set(forms.keys) == required,
                    "\(language): \(key) has \(forms.keys.map(\.rawValue).sorted()), CLDR needs \(required.map(\.rawValue).sorted())"
                )
            case (.text, .text), (nil, _), (_, nil): break
            default:
                Issue.record(
                    "\(language): \(key) is a plural entry in one catalog and a text in the other")
            }
        }
    }

    /// Placeholders (`{count}`, `{title}`) are the same in a translation as in English.
    @Test(arguments: Catalog.builtinLanguages)
    func translationsKeepThePlaceholders(language: String) throws {
        let english = try #require(Catalog.builtinTranslation("en"))
        let entries = try #require(Catalog.builtinTranslation(language))
        for (key, entry) in entries {
            guard let base = english[key] else { continue }
            let expected = Self.placeholders(base)
            for text in Self.texts(entry) {
                #expect(
                    Self.placeholders(.text(text)).isSubset(of: expected),
                    "\(language): \(key) uses a placeholder English lacks")
                let needed = expected.subtracting(["count"])
                #expect(
                    needed.isSubset(of: Self.placeholders(.text(text))),
                    "\(language): \(key) drops one of \(needed.sorted())")
            }
        }
    }

    static func catalogKeys(in template: String) -> [String] {
        var keys: [String] = []
        var rest = Substring(template)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            let name = rest[open.upperBound..<close.lowerBound].drop { "{#^/&! ".contains($0) }
                .trimmingCharacters(in: .whitespaces)
            if name.hasPrefix("i18n.") { keys.append(String(name.dropFirst(5))) }
            rest = rest[close.upperBound...]
        }
        return keys
    }

    static func exists(_ key: String, in entries: [String: CatalogEntry]) -> Bool {
        if entries[key] != nil { return true }
        // A plural entry's form by CLDR category: English has only `one` and `other`, but a
        // template may read `few` or `many` for the languages that have them.
        guard let dot = key.lastIndex(of: "."), case .plural = entries[String(key[..<dot])],
            PluralCategory(rawValue: String(key[key.index(after: dot)...])) != nil
        else { return false }
        return true
    }

    static func texts(_ entry: CatalogEntry) -> [String] {
        switch entry {
        case .text(let text): [text]
        case .plural(let forms): Array(forms.values)
        }
    }

    static func placeholders(_ entry: CatalogEntry) -> Set<String> {
        var names: Set<String> = []
        for text in texts(entry) {
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}")
            {
                let name = rest[rest.index(after: open)..<close]
                if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "_" }) {
                    names.insert(String(name))
                }
                rest = rest[rest.index(after: close)...]
            }
        }
        return names
    }
}
