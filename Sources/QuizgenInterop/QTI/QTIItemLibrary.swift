import Foundation

/// QTI 2.1 files given together: items by identifier, the tests, and the items those tests
/// reference (which are then read through their test, not a second time on their own).
struct QTIItemLibrary: @unchecked Sendable {
    /// Item files by `assessmentItem` identifier.
    var items: [String: URL] = [:]
    /// Tests with their parsed roots.
    var tests: [(URL, SourceXMLElement)] = []
    /// Standardized paths of items a test references.
    var referenced: Set<String> = []
}
