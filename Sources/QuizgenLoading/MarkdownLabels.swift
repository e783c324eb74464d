/// The words quizgen adds to rendered Markdown for screen readers, in the site's language: the
/// task marks ("Done:", "To do:") and the name of each table's scrolling box ("Table 1").
public struct MarkdownLabels: Sendable, Hashable {
    /// Read before a finished task item.
    public var done: String
    /// Read before an open task item.
    public var toDo: String
    /// The name of a table's box; `{number}` is the table's number on the page.
    public var table: String

    /// Creates labels (English by default).
    public init(done: String = "Done:", toDo: String = "To do:", table: String = "Table {number}") {
        self.done = done
        self.toDo = toDo
        self.table = table
    }

    /// The name of table `number`.
    func tableName(_ number: Int) -> String { table.replacingOccurrences(of: "{number}", with: String(number)) }
}
