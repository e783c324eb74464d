import Foundation
import QuizgenSite
import QuizgenTestSupport

/// The example site with one of everything search must leave out, each holding marker words:
/// a followers-only and a direct post, a private message, an exam whose questions, choices and
/// explanations are marked, a draft page, a draft exam, and the example's graded submissions
/// (result pages are published with the secret set).
enum SearchFixtures {
    /// The repository root, from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What `quizgen build` installs.
    static let plugins: [Plugin] = [
        QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin, SearchPlugin.plugin,
    ]

    /// Result pages are published with the secret.
    static let environment = [GradingPlugin.secretVariable: "search-test-secret"]

    /// Words that must never be in the index, with where they are in the site.
    static let secret = [
        "zqfollowers",  // a followers-only post's text
        "zqdirect",  // a direct post's text
        "zqmessage",  // a private message
        "zqquestion",  // question text of a published exam
        "zqcorrect",  // a correct choice
        "zqwrong",  // a wrong choice
        "zqexplain",  // an explanation
        "zqdraftpage",  // a draft page
        "zqdraftexam",  // a draft exam's title and intro
        "okafor", "Okafor",  // an examinee of the example's submissions (result pages)
        "hidden-followers-1", "hidden-direct-1",  // withheld posts' ids
        "Quiz answers draft",  // the example's own followers-only post
    ]

    /// Words that must be found.
    static let visible = ["zqintro", "zqpublicpost", "zqpage", "szia", "danube"]

    /// The example site with the extras; `publishPrivate` publishes the feed's private posts
    /// as pages (search must still leave them out).
    static func site(publishPrivate: Bool = false) throws -> TestSite {
        let site = try TestSite([:])
        for name in ["Content", "quizgen.yaml"] {
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent(name),
                to: site.root.appendingPathComponent(name))
        }
        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = site.root.appendingPathComponent(path)
            try site.write(path, change(try String(contentsOf: url, encoding: .utf8)))
        }
        try edit("Content/feeds/campus/posts.json") { text in
            text.replacingOccurrences(
                of: "[\n",
                with: """
                    [
                      {"id": "hidden-followers-1", "author": "anna", "time": "2024-04-09T08:30:00Z", "visibility": "followers", "text": "zqfollowers only"},
                      {"id": "hidden-direct-1", "author": "anna", "time": "2024-04-09T09:30:00Z", "visibility": "direct", "text": "zqdirect to Béla"},
                      {"id": "public-zq", "author": "anna", "time": "2024-04-09T10:30:00Z", "text": "zqpublicpost from Ștefan in Zürich"},

                    """, options: [], range: text.range(of: "[\n"))
        }
        try edit("Content/feeds/campus/messages.json") { text in
            text.replacingOccurrences(
                of: "[\n",
                with: """
                    [
                      {"id": "m-zq", "from": "anna", "to": "bela", "time": "2024-04-03T21:00:00+02:00", "text": "zqmessage about the room"},

                    """, options: [], range: text.range(of: "[\n"))
        }
        if publishPrivate {
            try edit("quizgen.yaml") {
                $0.replacingOccurrences(
                    of: "    title: Campus feed\n",
                    with: "    title: Campus feed\n    publish_private: true\n")
            }
        }
        try site.write(
            "Content/banks/zq.md",
            """
            ---
            category: Marked
            ---
            ## Which zqquestion is right? {#zq-one}
            - [x] zqcorrect
              > zqexplain
            - [ ] zqwrong
            """)
        try site.write(
            "Content/exams/zq.yaml",
            "title: Marked exam\ncode: ZQ-EXAM\nintro: The zqintro of this exam.\nquestions: [zq-one]\n"
        )
        try site.write(
            "Content/exams/zq-draft.yaml",
            "title: zqdraftexam\ncode: ZQ-DRAFT\nstatus: draft\nintro: zqdraftexam intro\nquestions: [zq-one]\n"
        )
        try site.write(
            "Content/pages/zq.md", "---\ntitle: Marked page\n---\nA zqpage about Müller.\n")
        try site.write(
            "Content/pages/zq-draft.md", "---\ntitle: Draft\ndraft: true\n---\nzqdraftpage text\n")
        return site
    }

    /// Every file under `search/` of the built site, by path.
    static func searchFiles(_ site: TestSite) -> [String: String] {
        site.snapshot().filter { $0.key.hasPrefix("search/") }.mapValues {
            String(decoding: $0, as: UTF8.self)
        }
    }
}
