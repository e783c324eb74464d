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
    /// The documents in index order: pages by path, sections, exams by title, then each feed's
    /// posts newest first.
    static func collect(_ store: ContentStore) -> [SearchDocument] {
        var documents: [SearchDocument] = []
        let pages = store.models(of: Page.self).filter { !$0.draft }.sorted { $0.path < $1.path }
        documents += ParallelChunks.map(count: pages.count, chunkSize: 64) { range in
            pages[range].map(document(for:))
        }.flatMap { $0 }
        documents += store.models(of: PageSection.self).filter { !$0.folder.isEmpty }.sorted { $0.path < $1.path }.map { section in
            SearchDocument(
                path: section.path, title: section.title, kind: .section,
                text: [section.description ?? "", MarkdownDocument(section.body).searchText].joined(separator: " "))
        }
        documents += store.models(of: AssembledExam.self).filter { !$0.exam.draft }
            .sorted { ($0.exam.title, $0.exam.slug) < ($1.exam.title, $1.exam.slug) }
            .map { exam in
                SearchDocument(
                    path: "/exams/\(exam.exam.slug)/", title: exam.exam.title, kind: .exam,
                    text: MarkdownDocument(exam.exam.intro).searchText)
            }
        for timeline in store.models(of: FeedTimeline.self).sorted(by: { $0.feed.config.name < $1.feed.config.name }) {
            documents += posts(of: timeline.feed)
        }
        return documents
    }

    /// The document of a published page (the patch of a page-body edit makes it the same way).
    static func document(for page: Page) -> SearchDocument {
        SearchDocument(
            path: page.path, title: page.title, kind: .page,
            text: [page.description ?? "", MarkdownDocument(page.body).searchText].joined(separator: " "),
            date: page.date?.day)
    }

    /// The public posts of `feed`, newest first.
    static func posts(of feed: PublishedFeed) -> [SearchDocument] {
        let indices = feed.timeline.filter { index in
            let post = feed.feed.posts[index]
            return !post.isBoost && isPublic(post.visibility)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return ParallelChunks.map(count: indices.count, chunkSize: 256) { range in
            indices[range].map { index in
                let post = feed.feed.posts[index]
                let author = feed.user(post.authorID)
                let day = calendar.dateComponents([.year, .month, .day], from: post.published)
                let text = [post.summary ?? "", HTMLInspector.inspect(post.contentHTML).text, post.tags.map { "#" + $0 }.joined(separator: " ")]
                return SearchDocument(
                    path: feed.postPath(index), title: "\(author.displayName) (@\(author.username))", kind: .post,
                    text: text.filter { !$0.isEmpty }.joined(separator: " "),
                    date: String(format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0))
            }
        }.flatMap { $0 }
    }

    /// Whether a post of `visibility` is for everyone (the privacy filter's rule, applied again
    /// here so that `publish_private` never puts a withheld post into the index).
    static func isPublic(_ visibility: FeedVisibility) -> Bool { FeedPrivacyFilter.isPublic(visibility) }
}
