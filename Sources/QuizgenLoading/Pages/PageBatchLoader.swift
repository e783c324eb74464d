import Foundation
import QuizgenCore
import QuizgenSystem

/// Loads many page files in parallel across cores, keeping their order and each file's
/// diagnostics.
struct PageBatchLoader: Sendable {
    let reader: SourceReader
    let options: PageLoadOptions

    /// Loads every file of `urls` (below `folder`, which gives the slugs); non-Markdown files
    /// give a warning and no page.
    ///
    /// - Returns: One page (or `nil`) and its diagnostics per file, in the order of `urls`.
    func load(_ urls: [URL], below folder: URL) -> [(page: Page?, diagnostics: Diagnostics)] {
        let reader = reader
        let options = options
        let folderPath = folder.standardizedFileURL.path
        return Array(
            ParallelChunks.map(count: urls.count, chunkSize: 64) { range in
                let loader = PageLoader(reader: reader, options: options)
                return range.map { position -> (page: Page?, diagnostics: Diagnostics) in
                    let url = urls[position]
                    var found = Diagnostics()
                    guard url.pathExtension.lowercased() == "md" else {
                        found.warning(
                            "pages.not-markdown", "only .md files are pages; this file is ignored",
                            at: SourceLocation(path: reader.displayPath(url)))
                        return (nil, found)
                    }
                    let page = loader.loadPage(url, below: folderPath, into: &found)
                    // The page keeps its body; the file's text is kept only for excerpts.
                    found.forgetSourcesWithoutDiagnostics()
                    return (page, found)
                }
            }.joined())
    }
}
