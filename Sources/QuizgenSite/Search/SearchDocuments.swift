import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenRendering
import QuizgenSearch

/// What the search index may hold, taken from the build's store after every privacy decision:
/// published pages (never drafts), section intros, exams' titles and intros (never questions,
/// choices or keys), and public posts of the published feeds (never followers-only or direct
/// posts, even with `publish_private`, never messages, never boosts). Result pages, gradebooks,
/// dashboards and author pages are never read: this is an allowlist of model types.
enum SearchDocuments {
    /// One document to be: what it is made from, its text made only when the index reads it
    /// (the texts of all documents at once were 220 MB of a 100,000-page build).
    /// Sections, exams and posts are boxed: unboxed, every source took the room of the largest,
    /// a post's feed (449 bytes), and the sources of 100,000 pages 43 MB while the index is made.
    enum Source: Sendable {
        case page(Page)
        indirect case section(PageSection)
        indirect case exam(AssembledExam)
        indirect case post(PublishedFeed, Int)

        /// The route path of the document.
        var path: String {
            switch self {
            case .page(let page): page.path
            case .section(let section): section.path
            case .exam(let exam): "/exams/\(exam.exam.slug)/"
            case .post(let feed, let index): feed.postPath(index)
            }
        }

        /// The document, text included.
        var document: SearchDocument {
            switch self {
            case .page(let page):
                return SearchDocuments.document(for: page)
            case .section(let section):
                return SearchDocument(
                    path: section.path, title: section.title, kind: .section,
                    text: [section.description ?? "", MarkdownDocument(section.body).searchText]
                        .joined(separator: " "))
            case .exam(let exam):
                return SearchDocument(
                    path: path, title: exam.exam.title, kind: .exam,
                    text: MarkdownDocument(exam.exam.intro).searchText)
            case .post(let feed, let index):
                let post = feed.feed.posts[index]
                let author = feed.user(post.authorID)
                let day = SearchDocuments.calendar.dateComponents(
                    [.year, .month, .day], from: post.published)
                let text = [
                    post.summary ?? "", HTMLInspector.inspect(post.contentHTML).text,
                    post.tags.map { "#" + $0 }.joined(separator: " "),
                ]
                return SearchDocument(
                    path: path, title: "\(author.displayName) (@\(author.username))", kind: .post,
                    text: text.filter { !$0.isEmpty }.joined(separator: " "),
                    date: String(
                        format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0))
            }
        }
    }

    /// The Gregorian calendar in UTC, for the posts' days.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()

    /// How many models of each type documents are made from the store holds: an index made
    /// from the store is still its index while these are the same (models are only added).
    static func counts(_ store: ContentStore) -> [Int] {
        [
            store.count(of: Page.self), store.count(of: PageSection.self),
            store.count(of: AssembledExam.self),
            store.count(of: FeedTimeline.self),
        ]
    }

    /// The documents in index order: pages by path, sections, exams by title, then each feed's
    /// posts newest first.
    static func collect(_ store: ContentStore) -> [SearchDocument] {
        sources(store).map(\.document)
    }

    /// What the documents are made from, in index order (see ``collect(_:)``).
    static func sources(_ store: ContentStore) -> [Source] {
        var sources: [Source] = store.models(of: Page.self).filter { !$0.draft }.sorted {
            $0.path < $1.path
        }.map(Source.page)
        sources += store.models(of: PageSection.self).filter { !$0.folder.isEmpty }.sorted {
            $0.path < $1.path
        }.map(Source.section)
        sources += store.models(of: AssembledExam.self).filter { !$0.exam.draft }
            .sorted { ($0.exam.title, $0.exam.slug) < ($1.exam.title, $1.exam.slug) }.map(
                Source.exam)
        for timeline in store.models(of: FeedTimeline.self).sorted(by: {
            $0.feed.config.name < $1.feed.config.name
        }) {
            sources += posts(of: timeline.feed)
        }
        return sources
    }

    /// The document of a published page (the patch of a page-body edit makes it the same way).
    /// Its body's words come from the load (``bodyText``) when the loader made them, else from
    /// the same functions here.
    static func document(for page: Page) -> SearchDocument {
        SearchDocument(
            path: page.path, title: page.title, kind: .page, text: page.description ?? "",
            date: page.date?.day,
            body: page.bodyText ?? bodyText(MarkdownPlainText.searchText(page.body)))
    }

    /// Makes a page body's ``PageBodyText`` when the page is loaded (`PageLoadOptions.bodyText`).
    static let bodyText: @Sendable (String) -> PageBodyText = {
        SearchIndexWriter().bodyText(of: $0)
    }

    /// The public posts of `feed`, newest first.
    static func posts(of feed: PublishedFeed) -> [Source] {
        feed.timeline.filter { index in
            let post = feed.feed.posts[index]
            // The privacy rule again, so that `publish_private` never puts a withheld post into
            // the index; boosts are someone else's words.
            return !post.isBoost && post.visibility.isPublic
        }.map { .post(feed, $0) }
    }
}
