import QuizgenCore

/// The HTML index of the site at `/site-index/`: its sections, collections, taxonomies, exams
/// and feeds, linked and paginated; where the search box leads when JavaScript is off.
public struct SiteIndex: Sendable, Hashable {
    /// What an entry is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A section of pages (or the list of every page).
        case section
        /// A data collection's list.
        case collection
        /// A taxonomy's terms.
        case taxonomy
        /// An exam.
        case exam
        /// A feed's timeline.
        case feed
    }

    /// One linked entry.
    public struct Entry: Sendable, Hashable {
        /// Link text.
        public var title: String
        /// Route path.
        public var path: String
        /// What it is.
        public var kind: Kind
        /// A line about it, if any.
        public var description: String?

        /// Creates an entry.
        public init(title: String, path: String, kind: Kind, description: String? = nil) {
            self.title = title
            self.path = path
            self.kind = kind
            self.description = description
        }
    }

    /// The route of the first page.
    public static let path = "/site-index/"

    /// The entries, in the order shown.
    public var entries: [Entry]

    /// Creates the index.
    public init(entries: [Entry]) { self.entries = entries }
}
