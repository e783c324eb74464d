import Foundation
import QuizgenCore

/// Loads many page files in parallel across cores, keeping their order and each file's
/// diagnostics.
struct PageBatchLoader: Sendable {
    let reader: SourceReader

    /// Loads every file of `urls` (below `folder`, which gives the slugs); non-Markdown files
    /// give a warning and no page.
    ///
    /// - Returns: One page (or `nil`) and its diagnostics per file, in the order of `urls`.
    func load(_ urls: [URL], below folder: URL) -> [(page: Page?, diagnostics: Diagnostics)] {
        let results = ResultBox(count: urls.count)
        let chunk = 64
        let chunks = (urls.count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            let loader = PageLoader(reader: reader)
            for position in (index * chunk)..<min((index + 1) * chunk, urls.count) {
                let url = urls[position]
                var found = Diagnostics()
                var page: Page?
                if url.pathExtension.lowercased() == "md" {
                    page = loader.loadPage(url, below: folder, into: &found)
                } else {
                    found.warning(
                        "pages.not-markdown", "only .md files are pages; this file is ignored",
                        at: SourceLocation(path: reader.displayPath(url)))
                }
                results.set(position, (page, found))
            }
        }
        return results.values
    }
}

/// Slots written by concurrent workers, each slot by exactly one worker.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [(page: Page?, diagnostics: Diagnostics)]

    init(count: Int) { slots = Array(repeating: (nil, Diagnostics()), count: count) }

    func set(_ index: Int, _ value: (page: Page?, diagnostics: Diagnostics)) { lock.withLock { slots[index] = value } }

    var values: [(page: Page?, diagnostics: Diagnostics)] { lock.withLock { slots } }
}
