import QuizgenI18n
import QuizgenRendering

/// A chart of a dashboard with its data as a table (`charts[]` of `dashboard` and
/// `exam-dashboard`, the `chart-data-table` partial): the site's activity charts and an exam's
/// grade distribution and question map.
struct DashboardChart: KeyedTemplateView {
    enum Key: String, CaseIterable {
        case id, title, explain, svg
        case labelHeading = "label_heading"
        case valueHeading = "value_heading"
        case dataTable = "data_table"
        case dataLabel = "data_label"
        case rows
    }

    /// A row of the data table.
    struct Row: KeyedTemplateView {
        enum Key: String, CaseIterable { case label, value }
        var label: String
        var value: String

        func value(_ key: Key) -> Any? {
            switch key {
            case .label: label
            case .value: value
            }
        }
    }

    /// The figure's id in the page.
    var id: String
    var title: String
    /// A sentence under the title ("" for none).
    var explain: String
    /// The chart, inline SVG.
    var svg: String
    /// The table's column headings.
    var labelHeading: String
    var valueHeading: String
    /// The table's caption and its toggle's label.
    var dataTable: String
    var dataLabel: String
    var rows: [Row]

    func value(_ key: Key) -> Any? {
        switch key {
        case .id: id
        case .title: title
        case .explain: explain
        case .svg: svg
        case .labelHeading: labelHeading
        case .valueHeading: valueHeading
        case .dataTable: dataTable
        case .dataLabel: dataLabel
        case .rows: rows
        }
    }
}

extension DashboardChart {
    /// A chart titled `title` whose table's caption and toggle say so.
    init(
        id: String, title: String, explain: String, svg: String, labelHeading: String,
        valueHeading: String, rows: [Row], catalog: Catalog
    ) {
        self.init(
            id: id, title: title, explain: explain, svg: svg, labelHeading: labelHeading,
            valueHeading: valueHeading,
            dataTable: catalog.text("dashboard.data_table", ["title": title]),
            dataLabel: catalog.text("dashboard.data_label", ["title": title]), rows: rows)
    }
}
