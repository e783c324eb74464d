import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Nothing a build publishes names an examinee: not in a page, a feed, a search index, a JSON or
/// CSV file, and not in a file name or a link. Only each examinee's own result page, at its
/// private URL (`results/<exam>/<token>/`), carries their name.
@Suite("Nothing published names an examinee")
struct PublishedNamesTests {
    /// Every published file that holds one of `names` (as written, or as `collect export`
    /// writes it into a file name: `eva-novak`) in its path or its bytes, outside the private
    /// result pages; and every file outside them that points into them.
    static func namingFiles(_ files: [String: Data], names: [String]) -> [String] {
        let forms = names.flatMap { name -> [String] in
            let folded = name.folding(
                options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            let slug = folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(
                separator: "-")
            return [name.lowercased(), folded, slug]
        }
        var found: [String] = []
        for (path, data) in files {
            if isPrivateResult(path) { continue }
            let text = String(decoding: data, as: UTF8.self).lowercased()
            let folded = text.folding(options: [.diacriticInsensitive], locale: nil)
            for form in Set(forms)
            where path.lowercased().contains(form) || text.contains(form) || folded.contains(form) {
                found.append("\(path) names \(form)")
            }
            if text.contains("/results/"),
                text.range(of: "/results/[a-z0-9-]+/[0-9a-f]{32,}", options: .regularExpression)
                    != nil
            {
                found.append("\(path) links to a private result page")
            }
        }
        return found.sorted()
    }

    static func isPrivateResult(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.count >= 3 && parts[0] == "results" && parts[2].count >= 32
            && parts[2].allSatisfy(\.isHexDigit)
    }

    @Test(
        "a graded exam with late, superseded, adjusted and CSV submissions: no name outside the private results"
    )
    func gradedExamWithEveryKindOfIssue() async throws {
        let names = ["Yolanda Quist", "Zebulon Marrow", "Eva Novák", "Oskar Ødegård", "Wen Jiahui"]
        let right = #"{"q1": "a", "q2": "a", "q3": ["a", "b"], "q4": "a"}"#
        let wrong = #"{"q1": "b", "q2": "b", "q3": ["c"], "q4": "b"}"#
        var submissions = [
            "2026-11-21T101200Z-yolanda-quist.json": GradingFixtures.json(
                names[0], finished: "2026-11-21T10:12:00Z", answers: wrong),
            "2026-11-21T101900Z-yolanda-quist.json": GradingFixtures.json(
                names[0], finished: "2026-11-21T10:19:00Z", answers: right),
            "2026-11-21T104000Z-zebulon-marrow.json": GradingFixtures.json(
                names[1], finished: "2026-11-21T10:40:00Z", answers: right),
            "2026-11-21T102000Z-eva-novak.json": GradingFixtures.json(
                names[2], answers: #"{"q1": "a", "q2": "z", "q3": ["a"], "q4": "a"}"#),
            "2026-11-21T102000Z-oskar-odegard.json": GradingFixtures.json(names[3], answers: wrong),
        ]
        submissions["moodle.csv"] = "examinee,q1,q2,q3,q4\n\(names[4]),a,a,a;b,a\n"
        var files = GradingFixtures.site(
            exam: GradingFixtures.exam("late: { grace: 2m, policy: penalise, factor: 0.8 }"),
            submissions: submissions)
        files["quizgen.yaml"] = QuizFixtures.config + "dashboard: true\n"
        let site = try TestSite(files)
        defer { site.remove() }
        let result = await site.build(
            plugins: [QuizPlugin.plugin, GradingPlugin.plugin, SearchPlugin.plugin],
            environment: [GradingPlugin.secretVariable: "s3cret"])
        let failed = result.failed
        let lines = result.diagnostics.lines
        #expect(!failed, "\(lines)")
        #expect(
            lines.contains { $0.contains("Zebulon Marrow finished 10m after the time limit") },
            "the build itself tells the teacher")
        let published = site.snapshot()
        // The site has what the check is about: the dashboard with its issues, and the results.
        let dashboard = try #require(site.output("exams/self/dashboard/index.html"))
        // Yolanda's first hand-in was replaced by her second: replaced, not excluded.
        #expect(dashboard.contains("replaced: 1 submission</li>"), "\(dashboard)")
        #expect(!dashboard.contains("excluded: "), "\(dashboard)")
        #expect(dashboard.contains("adjusted: 2 submissions</li>"), "\(dashboard)")
        #expect(
            dashboard.contains(
                "is in the gradebook, which is not published: quizgen grade self</p>"))
        #expect(published.keys.filter(Self.isPrivateResult).count == 5)
        let health = try #require(site.output("dashboard/index.html"))
        #expect(
            health.contains(
                "<p>3 warnings about submissions are not listed here, since they name examinees: run quizgen check to see them.</p>"
            ))
        #expect(published.keys.contains("search/d/0.json"))
        #expect(Self.namingFiles(published, names: names) == [])
    }

    @Test("the example site, built as the README says, with its results secret")
    func exampleSite() async throws {
        let site = try ExampleSiteLanguageTests.example(language: "en")
        defer { site.remove() }
        let result = await ExampleSiteLanguageTests.build(site)
        let failed = result.failed
        #expect(!failed, "\(result.diagnostics.lines)")
        let folder = site.root.appendingPathComponent("Content/submissions/geo-mid")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json")
        }.map { file -> String in
            let object =
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: folder.appendingPathComponent(file))) as? [String: Any]
            return try #require(object?["examinee"] as? String)
        }
        let published = site.snapshot()
        #expect(Set(names).count >= 9)
        #expect(published.keys.contains("dashboard/index.html"))
        #expect(published.keys.contains("exams/geo-mid/dashboard/index.html"))
        #expect(Self.namingFiles(published, names: names) == [])
    }

    @Test(
        "a roster: no student's name, id or access code is published, and no question can show the roster as an image"
    )
    func roster() async throws {
        let roster =
            "id,name,code\nzq-4471,Yolanda Quist,K7PQ-2MXD\nzq-4472,Zebulon Marrow,R4TW-9LCE\n"
        var files = GradingFixtures.site(
            submissions: [
                "a.json": GradingFixtures.json(
                    "Yolanda Quist",
                    answers: #"{"q1": "a", "q2": "a", "q3": ["a", "b"], "q4": "a"}"#
                ).replacingOccurrences(
                    of: #""examinee""#, with: #""student": "zq-4471", "examinee""#)
            ])
        files["quizgen.yaml"] =
            QuizFixtures.config + "dashboard: true\ncollect: { url: https://exams.example.org/ }\n"
        files["Content/exams/self.roster.csv"] = roster
        files["Content/roster.yaml"] = "- { id: zq-9999, name: Wen Jiahui, code: ABCD-EFGH }\n"
        let site = try TestSite(files)
        defer { site.remove() }
        let result = await site.build(
            plugins: [QuizPlugin.plugin, GradingPlugin.plugin, SearchPlugin.plugin],
            environment: [GradingPlugin.secretVariable: "s3cret"])
        let failed = result.failed
        #expect(!failed, "\(result.diagnostics.lines)")
        // The exam page asks for the student id and the access code, and names nobody.
        let take = try #require(site.output("exams/self/take/index.html"))
        #expect(take.contains(#"<input id="access-code""#))
        #expect(take.contains(#"<input id="collect-access-code" name="access_code""#))
        let published = site.snapshot()
        let secrets = ["zq-4471", "zq-4472", "zq-9999", "K7PQ-2MXD", "R4TW-9LCE", "ABCD-EFGH"]
        #expect(
            Self.namingFiles(
                published, names: ["Yolanda Quist", "Zebulon Marrow", "Wen Jiahui"] + secrets) == []
        )
        #expect(published.keys.filter { $0.lowercased().contains("roster") } == [])
        #expect(published.keys.contains("exams/self/dashboard/index.html"))

        // A question that points at the roster as an image is an error, and nothing is copied.
        var leaking = files
        leaking["Content/banks/self.md"] =
            GradingFixtures.bank
            + "\n## Five? {#q5}\n![list](../exams/self.roster.csv)\n- [x] Yes\n- [ ] No\n"
        leaking["Content/exams/self.yaml"] = GradingFixtures.exam().replacingOccurrences(
            of: "questions:", with: "questions:\n  - q5")
        let second = try TestSite(leaking)
        defer { second.remove() }
        let refused = await second.build(plugins: [QuizPlugin.plugin])
        #expect(
            refused.diagnostics.lines.contains {
                $0.hasSuffix(
                    "error: image '../exams/self.roster.csv' in question 'q5' is a private file (a roster or a submission), which is never published"
                )
            }, "\(refused.diagnostics.lines)")
    }
}
