import QuizgenCore
import QuizgenI18n

/// Draws an `ActivitySeries` as an accessible inline SVG bar chart.
///
/// The SVG has `role="img"` with a `<title>` and a `<desc>` that states the data in words; the
/// dashboard also keeps the same data in a collapsed table under it. It is small in its own
/// units and scales to its box (`.chart-svg` in the theme), so its labels keep about their size
/// on a phone; when the labels would overlap, only every second, third, ... one is written (each
/// bar's `<title>` still names it on hover).
enum BarChartSVG {
    static let width = 360, height = 200, top = 16, bottom = 34, font = 12

    static func render(_ series: ActivitySeries, id: String, catalog: Catalog) -> String {
        let points = series.points
        let maximum = max(points.map { max($0.value, 0) }.max() ?? 0, 1)
        let slot = points.isEmpty ? width : width / points.count
        let barWidth = max(slot * 7 / 10, 1)
        let plot = height - top - bottom
        let summary = points.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
        // About 0.6 em per character, plus a gap of one em between labels.
        let longest = points.map(\.label.count).max() ?? 0
        let every = max(1, (longest * font * 6 / 10 + font + max(slot, 1) - 1) / max(slot, 1))
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart-svg\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" font-size=\"\(font)\">\n"
        out += "<title id=\"\(id)-title\">\(MarkupEscaping.htmlAttribute(series.title))</title>\n"
        out +=
            "<desc id=\"\(id)-desc\">\(MarkupEscaping.htmlAttribute(points.isEmpty ? catalog.text("dashboard.no_data") : catalog.text("dashboard.bar_chart", ["data": summary])))</desc>\n"
        out +=
            "<line x1=\"0\" y1=\"\(height - bottom)\" x2=\"\(width)\" y2=\"\(height - bottom)\" stroke=\"currentColor\"/>\n"
        out += "<text x=\"2\" y=\"\(top - 4)\" fill=\"currentColor\">\(maximum)</text>\n"
        for (index, point) in points.enumerated() {
            let barHeight = max(point.value, 0) * plot / maximum
            let x = index * slot + (slot - barWidth) / 2
            let y = height - bottom - barHeight
            out +=
                "<rect class=\"bar\" x=\"\(x)\" y=\"\(y)\" width=\"\(barWidth)\" height=\"\(barHeight)\" fill=\"currentColor\"><title>\(MarkupEscaping.htmlAttribute("\(point.label): \(point.value)"))</title></rect>\n"
            if index % every == 0 {
                out +=
                    "<text x=\"\(x + barWidth / 2)\" y=\"\(height - bottom + 15)\" text-anchor=\"middle\" fill=\"currentColor\">\(MarkupEscaping.htmlAttribute(point.label))</text>\n"
            }
        }
        out += "</svg>"
        return out
    }

}
