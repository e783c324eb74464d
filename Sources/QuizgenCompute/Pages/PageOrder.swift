import QuizgenCore

/// The order of pages in lists: weighted pages first (lower weight first), then the newest, then
/// by title and path, as Hugo orders them.
public enum PageOrder {
    /// Whether `a` comes before `b` in a list.
    public static func precedes(_ a: Page, _ b: Page) -> Bool { Key(a).precedes(Key(b)) }

    /// Whether `a` is more recent than `b` (dated pages first, newest first; then list order).
    public static func newer(_ a: Page, _ b: Page) -> Bool { Key(a).newer(Key(b)) }

    /// `pages` in list order (``precedes``), or most recent first (``newer``).
    ///
    /// Sorts positions by keys taken once per page: sorting the pages themselves compared and
    /// moved whole `Page` values, 8 µs a page at 10,000 pages, on the build's serial path.
    public static func sorted(_ pages: [Page], newestFirst: Bool = false) -> [Page] {
        let keys = pages.map(Key.init)
        let order = keys.withUnsafeBufferPointer { keys in
            Array(keys.indices).sorted {
                newestFirst ? keys[$0].newer(keys[$1]) : keys[$0].precedes(keys[$1])
            }
        }
        return order.map { pages[$0] }
    }

    /// What the order reads of a page.
    struct Key {
        var weight: Int
        var date: Int64?
        var title: String
        var slug: String

        init(_ page: Page) {
            weight = page.weight
            date = page.date?.seconds
            title = page.title
            slug = page.slug
        }

        func precedes(_ other: Key) -> Bool {
            if (weight != 0) != (other.weight != 0) { return weight != 0 }
            if weight != other.weight { return weight < other.weight }
            if let byDate = newerByDate(other) { return byDate }
            if title != other.title { return title < other.title }
            return slug < other.slug
        }

        func newer(_ other: Key) -> Bool { newerByDate(other) ?? precedes(other) }

        /// Dated before undated, newer before older; `nil` when the dates do not decide.
        func newerByDate(_ other: Key) -> Bool? {
            switch (date, other.date) {
            case (let x?, let y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return nil
            }
        }
    }
}
