/// A labelled series of counts for the dashboard's activity chart (posts per month, say).
///
/// Any step may append one to `context[ReportState.self].series` before `render`; the dashboard
/// draws each as a bar chart with its data table. Without any, it charts the published content
/// per type.
public struct ActivitySeries: Sendable, Hashable, Codable {
    /// The chart's title, e.g. "Posts per month".
    public var title: String
    /// The bars, in order: a label (`2026-11`) and a count.
    public var points: [ActivityPoint]

    /// Creates a series.
    public init(title: String, points: [ActivityPoint]) {
        self.title = title
        self.points = points
    }
}
