/// One line on what each built-in template renders, for `quizgen theme list`.
///
/// A test fails when a built-in template has no line here, naming it.
public enum TemplatePurposes {
    /// By template name.
    public static let all: [String: String] = [
        "404": "the page for unknown addresses (/404.html)",
        "author-bank": "a question bank with its answer key (--include-keys only)",
        "author-question": "one question with its answer key (--include-keys only)",
        "dashboard": "the content-health dashboard (/dashboard/, with --report)",
        "exam": "an exam's landing page (/exams/<exam>/)",
        "exam-dashboard": "an exam's statistics from its graded submissions",
        "exam-result": "one examinee's private result page",
        "exam-take": "the page that takes an exam, one question per screen",
        "exam.js": "the script of the exam-taking page",
        "exams": "the list of exams (/exams/)",
        "feed-atom.xml": "a feed's Atom document",
        "feed-community": "a feed community's posts",
        "feed-conversations": "a feed's private conversations (publish_private only)",
        "feed-embed.js": "the click-to-load script for embedded videos in feeds",
        "feed-groups": "a feed's communities, tags and places",
        "feed-nav": "partial: a feed's navigation",
        "feed-pager": "partial: previous and next links of a paged list",
        "feed-post": "one feed post with its thread and comments",
        "feed-post-card": "partial: one post in a list",
        "feed-rss.xml": "a feed's RSS document",
        "feed-tag": "the posts with one tag",
        "feed-timeline": "a feed's timeline, paged",
        "feed-user": "one user's profile and posts",
        "feed.json": "a feed's JSON Feed document",
        "footer": "partial: the footer of every page",
        "grading-overview": "the overview of every graded exam (/exams/dashboard/)",
        "grading-raw": "grading downloads as they are (CSV, JSON)",
        "header": "partial: the header and navigation of every page",
        "home": "the home page (/)",
        "item": "one item of a data collection",
        "layout": "the HTML frame every page inherits",
        "list": "a data collection's list page",
        "page": "a Markdown page of Content/pages/",
        "sitemap.xml": "the sitemap (/sitemap.xml)",
        "theme.css": "the stylesheet (/assets/theme.css)",
    ]
}
