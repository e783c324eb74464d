import QuizgenCompute
import QuizgenCore
import QuizgenRendering

/// The entries of the site index (`/site-index/`): what the store publishes as lists, in a
/// fixed order: sections, collections, taxonomies, exams, feeds.
enum SiteIndexEntries {
    static func collect(_ store: ContentStore) -> [SiteIndex.Entry] {
        var entries: [SiteIndex.Entry] = []
        let sections = store.models(of: PageSection.self).sorted {
            ($0.folder.isEmpty ? 0 : 1, $0.path) < ($1.folder.isEmpty ? 0 : 1, $1.path)
        }
        entries += sections.map {
            SiteIndex.Entry(
                title: $0.title, path: $0.path, kind: .section, description: $0.description)
        }
        entries += store.models(of: DataCollection.self).sorted {
            $0.config.listRoute < $1.config.listRoute
        }.map { collection in
            let name = collection.config.name
            return SiteIndex.Entry(
                title: name.prefix(1).uppercased() + name.dropFirst(),
                path: collection.config.listRoute, kind: .collection)
        }
        entries += store.models(of: TaxonomyIndex.self).sorted { $0.path < $1.path }.map {
            SiteIndex.Entry(
                title: PageIndexer.titleFromFolder($0.config.plural), path: $0.path, kind: .taxonomy
            )
        }
        entries += store.models(of: AssembledExam.self).filter { !$0.exam.draft }.sorted {
            ($0.exam.title, $0.exam.slug) < ($1.exam.title, $1.exam.slug)
        }.map {
            SiteIndex.Entry(title: $0.exam.title, path: "/exams/\($0.exam.slug)/", kind: .exam)
        }
        entries += store.models(of: FeedTimeline.self).sorted {
            $0.feed.config.name < $1.feed.config.name
        }.map {
            SiteIndex.Entry(title: $0.feed.config.title, path: $0.feed.base, kind: .feed)
        }
        return entries
    }
}
