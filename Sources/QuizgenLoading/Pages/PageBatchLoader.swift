import Foundation
import QuizgenCore
import QuizgenSystem

/// Loads many page files in parallel across cores, keeping their order and each file's
/// diagnostics.
struct PageBatchLoader: Sendable {
    let reader: SourceReader
    let options: PageLoadOptions

    /// Loads every page file of `urls` (`.md` files below `folder`, which gives the slugs).
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
                    let page = loader.loadPage(url, below: folderPath, into: &found)
                    // The page keeps its body; the file's text is kept only for excerpts.
                    found.forgetSourcesWithoutDiagnostics()
                    return (page, found)
                }
            }.joined())
    }
}
