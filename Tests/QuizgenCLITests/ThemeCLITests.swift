import Foundation
import QuizgenRendering
import QuizgenTestSupport
import Testing

/// `quizgen init` without a theme copy, and `quizgen theme list/eject/diff/prune`, run as a user
/// would run them.
@Suite("quizgen theme")
struct ThemeCLITests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let oldSites = repositoryRoot.appendingPathComponent("Tests/Fixtures/old-init-sites")

    /// The files of a folder with their bytes, by relative path (hidden files included).
    static func files(in folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [:] }
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            result[
                String(
                    url.standardizedFileURL.path.dropFirst(
                        folder.standardizedFileURL.path.count + 1))] = try? Data(contentsOf: url)
        }
        return result
    }

    /// A copy of one of the sites the old `init` made.
    static func oldSite(_ commit: String) throws -> TestSite {
        let site = try TestSite([:])
        for (path, data) in files(in: oldSites.appendingPathComponent(commit)) {
            try site.write(path, [UInt8](data))
        }
        return site
    }

    static func templateFiles(_ site: TestSite) -> [String] {
        files(in: site.root.appendingPathComponent("Templates")).keys.filter {
            $0.hasSuffix(".mustache")
        }.sorted()
    }

    @Test func initWritesNoTemplatesAndTheNewSiteBuildsAndChecks() throws {
        let scratch = try TestSite([:])
        defer { scratch.remove() }
        let made = try QuizgenProcess.run(["init", "course"], in: scratch.root)
        #expect(made.status == 0)
        let root = scratch.root.appendingPathComponent("course")
        let written = Self.files(in: root).keys.sorted()
        #expect(
            made.stdout
                == "Created a quizgen site in course/ (\(written.count) files).\nNext: cd course && quizgen serve, and open the address it prints (quizgen build writes Site/).\n"
        )
        #expect(written.filter { $0.hasPrefix("Templates/") } == ["Templates/README.md"])
        #expect(written.contains("quizgen.yaml") && written.contains("Content/index.md"))
        let readme = try String(
            contentsOf: root.appendingPathComponent("Templates/README.md"), encoding: .utf8)
        for command in [
            "quizgen theme list", "quizgen theme eject", "quizgen theme diff",
            "quizgen theme prune",
        ] {
            #expect(readme.contains(command), "Templates/README.md names \(command)")
        }
        let built = try QuizgenProcess.run(["build"], in: root)
        #expect(built.status == 0)
        #expect(
            built.stderr.hasPrefix(
                "note: practice exam 'SAMPLE-1' embeds its answer key by design (instant feedback)\nquizgen: built "
            ), "\(built.stderr)")
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Site/index.html").path))
        let check = try QuizgenProcess.run(["check", "--strict"], in: root)
        #expect(check.status == 0, "\(check.stderr)")
        let list = try QuizgenProcess.run(["theme", "list"], in: root)
        #expect(list.status == 0)
        #expect(
            list.stdout.contains("\n0 of ")
                && list.stdout.hasSuffix(" built-in templates overridden.\n"), "\(list.stdout)")
    }

    @Test func ejectListDiffPruneRoundTrip() throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/index.md": "---\ntitle: T\n---\nHi.\n",
        ])
        defer { site.remove() }
        let eject = try QuizgenProcess.run(
            ["theme", "eject", "layout", "footer.mustache"], in: site.root)
        #expect(eject.status == 0, "\(eject.stderr)")
        #expect(
            eject.stdout.hasPrefix(
                "Copied the built-in 'footer' into Templates/footer.mustache.\nCopied the built-in 'layout' into Templates/layout.mustache.\n"
            ))
        #expect(Self.templateFiles(site) == ["footer.mustache", "layout.mustache"])
        let lockURL = site.root.appendingPathComponent("Templates/.theme-lock.json")
        var lock = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: lockURL)) as? [String: Any])
        var entries = try #require(lock["templates"] as? [String: [String: Any]])
        #expect(entries.keys.sorted() == ["footer.mustache", "layout.mustache"])
        let layout = try String(
            contentsOf: site.root.appendingPathComponent("Templates/layout.mustache"),
            encoding: .utf8)
        #expect(entries["layout.mustache"]?["origin"] as? String == layout)
        #expect((entries["layout.mustache"]?["sha256"] as? String)?.count == 64)

        // Ejecting again refuses to overwrite an edited copy.
        try site.write(
            "Templates/layout.mustache",
            layout.replacingOccurrences(of: "<main", with: "<!-- mine -->\n<main"))
        let again = try QuizgenProcess.run(["theme", "eject", "layout"], in: site.root)
        #expect(again.status == 1)
        #expect(
            again.stderr.contains(
                "Templates/layout.mustache exists and differs from the built-in 'layout'"))

        // Nothing changed upstream yet: no warning, and diff says so.
        #expect(try QuizgenProcess.run(["check", "--strict"], in: site.root).status == 0)
        let same = try QuizgenProcess.run(["theme", "diff", "layout"], in: site.root)
        #expect(same.status == 0)
        #expect(
            same.stdout.hasPrefix(
                "The built-in 'layout' has not changed since Templates/layout.mustache was copied"))

        // As if the copy had been made from an older built-in 'layout' with one line fewer.
        let older = layout.replacingOccurrences(of: "<meta charset=\"utf-8\">\n", with: "")
        #expect(older != layout)
        entries["layout.mustache"]?["origin"] = older
        entries["layout.mustache"]?["sha256"] = String(repeating: "0", count: 64)
        lock["templates"] = entries
        try JSONSerialization.data(withJSONObject: lock, options: [.sortedKeys]).write(to: lockURL)

        let check = try QuizgenProcess.run(["check"], in: site.root)
        #expect(check.status == 0)
        #expect(
            check.stderr.hasPrefix(
                """
                Templates/layout.mustache: warning: the built-in 'layout' changed since this copy was made; see `quizgen theme diff layout`
                quizgen: checked
                """), "\(check.stderr)")
        #expect(try QuizgenProcess.run(["check", "--strict"], in: site.root).status == 1)

        let diff = try QuizgenProcess.run(["theme", "diff", "layout"], in: site.root)
        #expect(diff.status == 0)
        let lines = diff.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first?.hasPrefix("--- layout.mustache (built-in when ejected, theme ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("+++ layout.mustache (built-in, theme ") == true)
        #expect(
            lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") } == [
                "+<meta charset=\"utf-8\">"
            ])
        #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.isEmpty)
        #expect(lines.contains { $0.hasPrefix("@@ -1,") })

        let list = try QuizgenProcess.run(["theme", "list"], in: site.root)
        #expect(list.stdout.contains("* footer "))
        #expect(
            list.stdout.contains(
                "Templates/footer.mustache: an unchanged copy of today's built-in; `quizgen theme prune` removes it"
            ))
        #expect(
            list.stdout.contains(
                "Templates/layout.mustache: edited; the built-in changed since it was ejected (stale): `quizgen theme diff layout`"
            ))
        #expect(list.stdout.contains("  header "))
        #expect(
            list.stdout.contains("\n2 of ")
                && list.stdout.hasSuffix(" built-in templates overridden.\n"))

        let dryRun = try QuizgenProcess.run(["theme", "prune"], in: site.root)
        #expect(
            dryRun.stdout == """
                Templates/footer.mustache: an unchanged copy of today's built-in; `quizgen theme prune` removes it
                1 unchanged copy would be removed (1 kept); run `quizgen theme prune --yes` to remove them.

                """)
        #expect(Self.templateFiles(site) == ["footer.mustache", "layout.mustache"])
        let prune = try QuizgenProcess.run(["theme", "prune", "--yes"], in: site.root)
        #expect(prune.status == 0)
        #expect(
            prune.stdout.hasSuffix(
                "Removed 1 unchanged copy (1 kept); the site uses the built-in templates for them.\n"
            ))
        #expect(Self.templateFiles(site) == ["layout.mustache"])
        let pruned = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: lockURL)) as? [String: Any])
        #expect((pruned["templates"] as? [String: Any])?.keys.sorted() == ["layout.mustache"])
    }

    @Test func unknownNamesAreUsageErrorsWithASuggestion() throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n"])
        defer { site.remove() }
        let eject = try QuizgenProcess.run(["theme", "eject", "laoyut"], in: site.root)
        #expect(eject.status == 64)
        #expect(
            eject.stderr.hasPrefix(
                "Error: there is no built-in template 'laoyut'; did you mean 'layout'?\n"))
        let diff = try QuizgenProcess.run(["theme", "diff", "heder"], in: site.root)
        #expect(diff.status == 64)
        #expect(
            diff.stderr.hasPrefix(
                "Error: there is no built-in template 'heder'; did you mean 'header'?\n"))
        let none = try QuizgenProcess.run(["theme", "diff", "header"], in: site.root)
        #expect(none.status == 1)
        #expect(
            none.stderr
                == "quizgen: Templates/ has no copy of 'header'; the site uses the built-in one\n")
    }

    /// The 30 templates the old `init` copied (as of 75c4116), and 16 older ones (347a112, with
    /// earlier versions of exam.js and theme.css): prune returns both to zero overrides.
    @Test(arguments: ["75c4116", "347a112"])
    func sitesMadeByTheOldInitPruneToZeroOverrides(commit: String) throws {
        let site = try Self.oldSite(commit)
        defer { site.remove() }
        let count = commit == "75c4116" ? 30 : 16
        #expect(Self.templateFiles(site).count == count)
        let dryRun = try QuizgenProcess.run(["theme", "prune"], in: site.root)
        #expect(
            dryRun.stdout.hasSuffix(
                "\(count) unchanged copies would be removed (0 kept); run `quizgen theme prune --yes` to remove them.\n"
            ), "\(dryRun.stdout)")
        #expect(Self.templateFiles(site).count == count)
        let prune = try QuizgenProcess.run(["theme", "prune", "--yes"], in: site.root)
        #expect(prune.status == 0)
        #expect(Self.templateFiles(site).isEmpty)
        #expect(
            !FileManager.default.fileExists(
                atPath: site.root.appendingPathComponent("Templates/.theme-lock.json").path))
        let list = try QuizgenProcess.run(["theme", "list"], in: site.root)
        #expect(
            list.stdout.contains("\n0 of ")
                && list.stdout.hasSuffix(" built-in templates overridden.\n"))
        let check = try QuizgenProcess.run(["check", "--strict"], in: site.root)
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// One warning per stale file, in each diagnostics format: the 347a112 site holds unchanged
    /// copies of earlier versions of some templates (exam.js, theme.css, sitemap.xml, and more
    /// as the theme changes), and a file the lock says was ejected from a template the theme no
    /// longer has.
    @Test func staleWarningsOncePerFileInEveryFormat() throws {
        let site = try Self.oldSite("347a112")
        defer { site.remove() }
        try site.write("Templates/layouts.mustache", "{{> layout}}\n")
        try site.write(
            "Templates/.theme-lock.json",
            #"{"version": 1, "templates": {"layouts.mustache": {"quizgen": "0.0.1", "theme": "00000000", "sha256": "\#(String(repeating: "1", count: 64))", "origin": "<main></main>\n"}}}"#
        )
        let stale = Self.templateFiles(site).filter { file in
            guard let text = DefaultTheme.fileContents[file] else { return false }
            return (try? Data(contentsOf: site.root.appendingPathComponent("Templates/\(file)")))
                != Data(text.utf8)
        }
        #expect(stale.contains("exam.js.mustache") && stale.contains("theme.css.mustache"))
        func earlier(_ file: String) -> String {
            "this is an unchanged copy of an earlier version of the built-in '\(file.dropLast(".mustache".count))', which has changed since; `quizgen theme prune` removes it so that the site uses today's"
        }
        let removed =
            "the built-in theme no longer has a template 'layouts', so this file overrides nothing; did you mean 'layout'?"
        let expected = (stale + ["layouts.mustache"]).sorted().map { file in
            (
                file: "Templates/\(file)",
                code: file == "layouts.mustache"
                    ? "theme.removed-template" : "theme.stale-override",
                message: file == "layouts.mustache" ? removed : earlier(file)
            )
        }

        let text = try QuizgenProcess.run(["check"], in: site.root)
        #expect(text.status == 0)
        let lines = text.stderr.split(separator: "\n").map(String.init)
        #expect(Array(lines.dropLast()) == expected.map { "\($0.file): warning: \($0.message)" })
        #expect(
            lines.last?.hasSuffix("nothing written (\(expected.count) warnings)") == true,
            "\(text.stderr)")

        let github = try QuizgenProcess.run(
            ["check", "--diagnostics-format", "github"], in: site.root)
        #expect(
            github.stdout
                == expected.map { "::warning file=\($0.file),title=\($0.code)::\($0.message)\n" }
                .joined())

        let json = try QuizgenProcess.run(["check", "--diagnostics-format", "json"], in: site.root)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let entries = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(object["warnings"] as? Int == expected.count)
        #expect(entries.map { $0["file"] as? String } == expected.map(\.file))
        #expect(entries.map { $0["code"] as? String } == expected.map(\.code))
        #expect(entries.map { $0["message"] as? String } == expected.map(\.message))

        // The report and JUnit: one entry per stale file too.
        let report = site.root.appendingPathComponent("report.json")
        let junit = site.root.appendingPathComponent("junit.xml")
        _ = try QuizgenProcess.run(
            ["check", "--report", report.path, "--junit", junit.path], in: site.root)
        let reportObject = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let reported = try #require(reportObject["diagnostics"] as? [[String: Any]])
        #expect(reported.map { $0["file"] as? String } == expected.map(\.file))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        for entry in expected {
            #expect(
                xml.components(separatedBy: "name=\"\(entry.file) \(entry.code)\"").count == 2,
                "one JUnit test case for \(entry.file)")
        }

        let strict = try QuizgenProcess.run(["build", "--strict"], in: site.root)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("(--strict turns warnings into errors)"))
    }

    /// Ejecting over an unchanged copy of an earlier version replaces it (nothing made by hand is
    /// lost) and ends its warning.
    @Test func ejectReplacesAnUnchangedEarlierCopy() throws {
        let site = try Self.oldSite("347a112")
        defer { site.remove() }
        let before = try QuizgenProcess.run(["check"], in: site.root)
        #expect(before.stderr.contains("Templates/exam.js.mustache: warning:"))
        let eject = try QuizgenProcess.run(["theme", "eject", "exam.js"], in: site.root)
        #expect(eject.status == 0, "\(eject.stderr)")
        let text = try String(
            contentsOf: site.root.appendingPathComponent("Templates/exam.js.mustache"),
            encoding: .utf8)
        #expect(text == DefaultTheme.fileContents["exam.js.mustache"])
        let after = try QuizgenProcess.run(["check"], in: site.root)
        #expect(!after.stderr.contains("Templates/exam.js.mustache"))
    }

    /// The repository root is an example site whose Templates/ holds only an edited override:
    /// prune finds nothing to remove and the build gives no stale warnings. (No `--yes` and no
    /// eject here: those would change the repository's files if they misbehaved.)
    @Test func pruneAtTheRepositoryRootChangesNothing() throws {
        let templates = Self.repositoryRoot.appendingPathComponent("Templates")
        let before = Self.files(in: templates)
        #expect(!before.isEmpty)
        let prune = try QuizgenProcess.run(
            ["theme", "prune", "--root", Self.repositoryRoot.path], in: Self.repositoryRoot)
        #expect(prune.status == 0)
        #expect(
            prune.stdout
                == "No unchanged copies of built-in templates in Templates/ (1 template kept).\n")
        #expect(Self.files(in: templates) == before)
        let check = try QuizgenProcess.run(
            ["check", "--diagnostics-format", "json", "--root", Self.repositoryRoot.path],
            in: Self.repositoryRoot)
        #expect(!check.stdout.contains("\"theme."), "\(check.stdout)")
    }
}
