import Testing

@testable import QuizgenSite

@Suite("Search document sources")
struct SearchSourceSizeTests {
    /// The index holds one source per page while it is made, 100,000 of them on a large site:
    /// each is a reference (a page's storage or a box) and a case, not the largest model inline.
    @Test("a source is a reference and a case")
    func aSourceIsSmall() {
        #expect(MemoryLayout<SearchDocuments.Source>.size <= MemoryLayout<Int>.size + 1)
    }
}
