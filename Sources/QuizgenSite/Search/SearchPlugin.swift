import QuizgenCore
import QuizgenRendering
import QuizgenSearch

/// Static search: the index of what the site publishes for everyone, the script that reads it,
/// and the HTML site index the search box links to without JavaScript (see `docs/search.md`).
///
/// Installs `search-pages` before `render` (the site index and the script, and the box in the
/// header) and `search-index` after it: the index is made from the rendered site's own models
/// (published pages, section intros, exam titles and intros, public feed posts) and only for
/// documents whose page was rendered. `search: false` in `quizgen.yaml` turns all of it off.
/// The plugin reads page bodies; an edit to page bodies alone stays a patch: `patchIndex`
/// updates the index files the edit changes (see `SearchIndexPatcher`), from a record of each
/// document's words kept with the build cache (`recordName`).
public enum SearchPlugin {
    /// The name of the word record kept with the build cache.
    static let recordName = "search"

    /// The plugin.
    public static let plugin = Plugin(
        name: "search", readsPages: true, isActive: { $0.search }, patch: patchIndex
    ) { installer in
        try installer.use(SiteIndexAdapter(), for: SiteIndex.self)
        try installer.use(SearchScriptAdapter(), for: SearchScript.self)
        try installer.addStep(BuildStep("search-pages", addPages), before: "render")
        try installer.addStep(BuildStep("search-index", writeIndex), after: "render")
    }

    @Sendable static func addPages(_ context: inout BuildContext) async throws {
        guard context.config.search else { return }
        context.store.add(SiteIndex(entries: SiteIndexEntries.collect(context.store)))
        context.store.add(SearchScript())
        context.site.search = true
        // The index is made while the site renders, on whatever core the render leaves idle (it
        // was a sixth of the minimal benchmark's wall time after the render); `writeIndex`
        // keeps it only if every document's page was published and the documents are still
        // those of the store.
        let store = context.store
        context[SearchState.self].pending = Task {
            let sources = SearchDocuments.sources(store)
            let (files, record) = index(sources)
            return PendingSearchIndex(
                counts: SearchDocuments.counts(store), paths: sources.map(\.path), files: files,
                record: record)
        }
    }

    @Sendable static func writeIndex(_ context: inout BuildContext) async throws {
        let pending = await context[SearchState.self].pending?.value
        context[SearchState.self].pending = nil
        // A build with errors publishes nothing: no index to make.
        guard context.config.search, context.templates != nil, !context.diagnostics.hasErrors else {
            return
        }
        let published = Set(context.site.routes.filter { $0.format == .html }.map(\.path))
        let (files, record) =
            if let pending, pending.counts == SearchDocuments.counts(context.store),
                pending.paths.allSatisfy(published.contains)
            {
                (pending.files, pending.record)
            } else {
                index(SearchDocuments.sources(context.store).filter { published.contains($0.path) })
            }
        context.records[recordName] = record
        let taken = Set(context.site.routes.map(\.outputPath))
        // The author's files (static/, beside pages) were written first: one in the index's
        // place is named, as the render step names a page's.
        let copied = Dictionary(
            context.staticFiles.map { ($0.path, $0.source) },
            uniquingKeysWith: { first, _ in first })
        if let clash = files.first(where: { taken.contains($0.path) || copied[$0.path] != nil }) {
            let source = copied[clash.path] ?? nil
            context.diagnostics.error(
                "render.duplicate-route",
                "two files would be written to /\(clash.path)\(source.map { ": \($0.path) and the search index" } ?? "")",
                at: source)
            return
        }
        let sink = context.output
        await sink.send(files, write: !context.diagnostics.hasErrors)
        context.fileCount = sink.count
        if sink.keep { context.files = sink.files }
    }

    /// The index files of `sources`, in their order, and the word record.
    static func index(_ sources: [SearchDocuments.Source]) -> (files: [OutputFile], record: [UInt8])
    {
        SearchIndexWriter().writeWithRecord(count: sources.count, folder: "search/") {
            sources[$0].document
        }
    }

    /// The index files a page-body edit changes, or `nil` when it needs a full build (no word
    /// record, or one whose updates passed a megabyte, or an edit the patcher cannot make exactly).
    @Sendable static func patchIndex(_ patch: inout PagePatch) async -> PagePatch.Result? {
        patch.site.search = true
        guard !patch.pages.isEmpty else { return PagePatch.Result() }
        let writer = patch.writer
        let documents = patch.pages.map(SearchDocuments.document(for:))
        guard
            let record = await SearchWordRecord.load(
                paths: documents.map(\.path),
                read: { await writer.record(named: recordName, in: $0) }),
            record.updateBytes < 1 << 20,
            let update = await SearchIndexPatcher(folder: "search/").patch(
                documents, record: record, read: { await writer.publishedFile($0) })
        else { return nil }
        return PagePatch.Result(
            files: update.files, records: update.record.isEmpty ? [:] : [recordName: update.record])
    }
}

/// A search index made while the site rendered, with what it was made from.
struct PendingSearchIndex: Sendable {
    /// The store's counts of the models documents come from, when it was made.
    var counts: [Int]
    /// Each document's route path.
    var paths: [String]
    /// The index files.
    var files: [OutputFile]
    /// The word record kept with the build cache.
    var record: [UInt8]
}
