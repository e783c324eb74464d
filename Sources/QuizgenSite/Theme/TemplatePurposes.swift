/// One line on what each built-in template renders, for `quizgen theme list`.
///
/// A test fails when a built-in template has no line here, naming it.
public enum TemplatePurposes {
    /// By template name.
    public static let all: [String: String] = [
        "404": "the page for unknown addresses (/404.html)",
        "alias": "a redirect page for each of a page's aliases",
        "author-bank": "a question bank with its answer key (--include-keys only)",
        "author-question": "one question with its answer key (--include-keys only)",
        "chart-data-table": "partial: a dashboard chart's figures as a table",
        "collect-message":
            "the collector's messages to a student (refusals, unknown codes, closed exams)",
        "dashboard": "the content-health dashboard (/dashboard/, with --report)",
        "exam": "an exam's landing page (/exams/<exam>/)",
        "exam-dashboard": "an exam's statistics from its graded submissions",
        "exam-dashboard-body":
            "partial: an exam's statistics, charts and questions (the dashboard and the teacher's console)",
        "exam-questions":
            "partial: a taking page's questions (exam-take; the collector sends an attempt's own numbers in it)",
        "exam-result": "one examinee's private result page",
        "exam-take": "the page that takes an exam, one question per screen",
        "exam.js": "the script of the exam-taking page",
        "exam-answers.js":
            "the exam script's answers: local storage, question order, reading and restoring answers",
        "exam-collect.js": "the script that starts attempts and hands in at the site's collector",
        "exam-practice.js":
            "the exam script's practice mode: tries, hints, the penalty's record and further draws",
        "exam-window":
            "partial: whether an exam is open (its times; the exam script says open, not yet or closed)",
        "exams": "the list of exams (/exams/)",
        "feed-atom.xml": "a feed's Atom document",
        "feed-community": "a feed community's posts",
        "feed-conversations": "a feed's private conversations (publish_private only)",
        "feed-embed.js": "the click-to-load script for embedded videos in feeds",
        "feed-groups": "a feed's communities, tags and places",
        "feed-month": "a month of a feed's posts, paged (/feeds/<name>/archive/<yyyy>/<mm>/)",
        "feed-months": "partial: a feed's months as links",
        "feed-nav": "partial: a feed's navigation",
        "feed-on-this-day": "partial: a feed's posts of today's date in earlier years",
        "feed-pager": "partial: previous and next links of a paged list",
        "feed-post": "one feed post with its thread and comments",
        "feed-post-card": "partial: one post in a list",
        "feed-rss.xml": "a feed's RSS document",
        "feed-tag": "the posts with one tag",
        "feed-timeline": "a feed's timeline, paged",
        "feed-user": "one user's profile and posts",
        "feed.json": "a feed's JSON Feed document",
        "footer": "partial: the footer of every page",
        "grading-glossary": "what each grading statistic means (/exams/dashboard/glossary/)",
        "grading-overview": "the overview of every graded exam (/exams/dashboard/)",
        "grading-raw": "grading downloads as they are (CSV, JSON)",
        "grading-style": "partial: the grading pages' inline style",
        "header": "partial: the header and navigation of every page",
        "home": "the home page (/)",
        "teacher-exam":
            "the teacher's console for one exam: live, marking, results (quizgen collect only)",
        "teacher-exams": "the teacher's console: the exams being collected (quizgen collect only)",
        "teacher-login": "the teacher's console: signing in (quizgen collect only)",
        "teacher-signed-in": "partial: who is signed in to the teacher's console, and signing out",
        "item": "one item of a data collection",
        "layout": "the HTML frame every page inherits",
        "list": "a data collection's list page",
        "page": "a Markdown page of Content/pages/",
        "pager": "partial: previous and next links of a list of pages",
        "pages-atom.xml": "the Atom feed of the site's pages and of each section",
        "pages-rss.xml": "the RSS feed of the site's pages and of each section",
        "search.js":
            "the search script: results as the reader types, from the index under /search/",
        "section": "a section's list of pages (/guides/, /pages/)",
        "site-index":
            "the site index, paged: sections, collections, taxonomies, exams and feeds (/site-index/)",
        "sitemap-index.xml": "the sitemap index (/sitemap.xml) of a site past the sitemap limits",
        "sitemap.xml": "the sitemap (/sitemap.xml, or /sitemap-1.xml, ... past its limits)",
        "taxonomy": "a taxonomy's terms (/tags/)",
        "term": "the pages with one term (/tags/<term>/)",
        "theme.css": "the stylesheet (/assets/theme.css)",
    ]
}
