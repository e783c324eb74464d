/// Splits a list into numbered pages and names their URLs.
///
/// Page 1 lives at the list's base path (`/feeds/campus/`), page `n > 1` at
/// `<base>page/<n>/`. An empty list still has one (empty) page, so its URL never breaks.
public struct FeedPaginator: Sendable, Hashable {
    /// Items per page (at least 1).
    public let pageSize: Int

    /// Creates a paginator.
    ///
    /// - Parameter pageSize: Items per page; values below 1 count as 1.
    public init(pageSize: Int) { self.pageSize = max(1, pageSize) }

    /// The number of pages for `count` items (1 for an empty list).
    public func pageCount(for count: Int) -> Int { max(1, (count + pageSize - 1) / pageSize) }

    /// The index range of page `page` (1-based) in a list of `count` items.
    public func range(of page: Int, count: Int) -> Range<Int> {
        let start = min(count, (page - 1) * pageSize)
        return start..<min(count, start + pageSize)
    }

    /// The route path of page `page` below `base` (which ends with `/`).
    public static func path(base: String, page: Int) -> String {
        page <= 1 ? base : "\(base)page/\(page)/"
    }
}
