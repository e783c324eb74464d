import QuizgenCore

/// The order of pages in lists: weighted pages first (lower weight first), then the newest, then
/// by title and path, as Hugo orders them.
public enum PageOrder {
    /// Whether `a` comes before `b` in a list.
    public static func precedes(_ a: Page, _ b: Page) -> Bool {
        if (a.weight != 0) != (b.weight != 0) { return a.weight != 0 }
        if a.weight != b.weight { return a.weight < b.weight }
        switch (a.date, b.date) {
        case (let x?, let y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        if a.title != b.title { return a.title < b.title }
        return a.slug < b.slug
    }

    /// Whether `a` is more recent than `b` (dated pages first, newest first; then list order).
    public static func newer(_ a: Page, _ b: Page) -> Bool {
        switch (a.date, b.date) {
        case (let x?, let y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return precedes(a, b)
        }
    }
}
