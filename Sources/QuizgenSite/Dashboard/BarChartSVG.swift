/// Draws an `ActivitySeries` as an accessible inline SVG bar chart.
///
/// The SVG has `role="img"` with a `<title>` and a `<desc>` that states the data in words;
/// the dashboard also prints the same data as a table beside it.
enum BarChartSVG {
    static let width = 480, height = 200, top = 16, bottom = 40

    static func render(_ series: ActivitySeries, id: String) -> String {
        let points = series.points
        let maximum = max(points.map { max($0.value, 0) }.max() ?? 0, 1)
        let slot = points.isEmpty ? width : width / points.count
        let barWidth = max(slot * 7 / 10, 1)
        let plot = height - top - bottom
        let summary = points.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">\n"
        out += "<title id=\"\(id)-title\">\(escape(series.title))</title>\n"
        out += "<desc id=\"\(id)-desc\">\(escape(points.isEmpty ? "No data." : "Bar chart. \(summary)."))</desc>\n"
        out += "<line x1=\"0\" y1=\"\(height - bottom)\" x2=\"\(width)\" y2=\"\(height - bottom)\" stroke=\"currentColor\"/>\n"
        for (index, point) in points.enumerated() {
            let barHeight = max(point.value, 0) * plot / maximum
            let x = index * slot + (slot - barWidth) / 2
            let y = height - bottom - barHeight
            out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(barWidth)\" height=\"\(barHeight)\" fill=\"currentColor\"><title>\(escape("\(point.label): \(point.value)"))</title></rect>\n"
            out += "<text x=\"\(x + barWidth / 2)\" y=\"\(height - bottom + 16)\" text-anchor=\"middle\" font-size=\"11\">\(escape(point.label))</text>\n"
        }
        out += "</svg>"
        return out
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
