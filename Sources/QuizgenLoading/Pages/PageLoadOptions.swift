import Foundation
import QuizgenCore

/// What page loading needs of the site config: the time zone for dates without one and the
/// taxonomies whose keys pages may carry.
public struct PageLoadOptions: Sendable {
    /// Dates and times written without a zone are read in this zone.
    public var timeZone: TimeZone
    /// Taxonomy keys accepted in front matter (`tags`, `categories`).
    public var taxonomies: [String]
    /// Makes each page's ``PageBodyText`` from the plain text of its body (see
    /// ``MarkdownPlainText/read(_:searchText:)``), when the build has a search index; `nil` leaves
    /// `bodyText` unset.
    public var bodyText: (@Sendable (String) -> PageBodyText)?
    /// Makes each page's ``PageBodyHTML`` from the same parse, within its budget; `nil` leaves
    /// `bodyHTML` unset and the render parses the body.
    public var bodyHTML: PageBodyHTMLMaker?
    /// Leaves in its file the body of each page whose HTML was not made (`bodyHTML`'s budget
    /// spent) and that links no files beside it: the render reads it again (``PageBodySource``),
    /// so that a large site does not hold every body from load to render.
    public var leavesBodies = false

    /// Creates options.
    public init(timeZone: TimeZone = .gmt, taxonomies: [String] = ["tags", "categories"]) {
        self.timeZone = timeZone
        self.taxonomies = taxonomies
        self.bodyText = nil
        self.bodyHTML = nil
    }

    /// The options a site config gives.
    public init(config: SiteConfig) {
        self.timeZone = TimeZone(identifier: config.timeZone) ?? .gmt
        self.taxonomies = config.taxonomies.map(\.plural)
        self.bodyText = nil
        self.bodyHTML = nil
    }
}
