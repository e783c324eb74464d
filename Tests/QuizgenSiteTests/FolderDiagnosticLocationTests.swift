import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A diagnostic about a whole folder or archive is placed where config or content names it
/// (issue 35, class 8): a feed's missing file at the feed's key, a misspelt data folder at the
/// collection it was meant for, a misspelt submissions folder at the exam's code. Where nothing
/// names it, it stays at the folder.
@Suite("Folder-level diagnostics at the key or code that names the folder")
struct FolderDiagnosticLocationTests {
    @Test func folderDiagnosticsAreLocated() async throws {
        let config = """
            title: T
            base_url: https://example.org/
            collections:
              terms:
                template: item
            feeds:
              club:
                title: Club
              masto:
                format: mastodon
                source: in/m
              birds:
                format: twitter
                source: in/t
            """
        let site = try TestSite([
            "quizgen.yaml": config,
            "Content/data/terms/a.json": #"{"title": "A"}"#,
            "Content/data/term/b.json": #"{"title": "B"}"#,
            "Content/data/other/c.json": #"{"title": "C"}"#,
            "Content/feeds/club/posts.json": "[]",
            "in/m/outbox.json": #"{"type": "OrderedCollection", "orderedItems": []}"#,
            "in/t/data/tweets.js": "window.YTD.tweets.part0 = []",
            "Content/banks/b.md": "## One? {#q1}\n- [x] Right\n- [ ] Wrong\n",
            "Content/exams/e.yaml": "title: E\ncode: SCI-110\nquestions: [q1]\n",
            "Content/submissions/sci-101/a.json":
                #"{"exam": "SCI-101", "examinee": "Ana", "answers": {"q1": "a"}}"#,
            "Content/submissions/zzz-999/a.json":
                #"{"exam": "ZZZ-999", "examinee": "Ana", "answers": {"q1": "a"}}"#,
        ])
        defer { site.remove() }
        let result = await site.build(
            plugins: [QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin], write: false)
        #expect(
            result.diagnostics.lines.filter { !$0.contains("note:") } == [
                "Content/data/other: warning: Content/data/other/ is not declared under 'collections' in quizgen.yaml, so it publishes nothing",
                "Content/exams/e.yaml:2:7: warning: Content/submissions/sci-101/ matches no exam code, so its submissions are not graded; did you mean the exam 'SCI-110' (Content/exams/e.yaml)? Rename the folder to 'sci-110' or correct the exam's code",
                "Content/submissions/zzz-999: warning: Content/submissions/zzz-999/ matches no exam code, so its submissions are not graded",
                "quizgen.yaml:4:3: warning: Content/data/term/ is not declared under 'collections' in quizgen.yaml, so it publishes nothing; did you mean 'terms'?",
                "quizgen.yaml:7:3: error: feed 'club' has no users.json",
                "quizgen.yaml:9:3: warning: no actor.json in the archive; the author has no profile",
                "quizgen.yaml:12:3: warning: no account.js (or manifest.js) names the account; tweets are attributed to 't', the archive's name",
            ])
    }
}
