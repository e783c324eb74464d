import QuizgenGrading

/// Accessible inline SVG charts for the grading dashboards: each has `role="img"`, a `<title>`
/// and a `<desc>` stating the data in words; the pages print the same data in a table beside it.
enum GradingChartSVG {
    static let width = 480, height = 220, top = 16, bottom = 40, left = 36

    /// Vertical bars from a zero line; values may be negative (down to `-range`) or missing.
    /// `numbered` writes 1, 2, ... under the bars (long names would overlap); the description
    /// and the tooltips keep the full labels.
    static func bars(
        _ points: [(label: String, value: Double?)], title: String, range: Double, signed: Bool, id: String,
        numbered: Bool = false
    ) -> String {
        let plotWidth = width - left
        let slot = points.isEmpty ? plotWidth : plotWidth / max(points.count, 1)
        let barWidth = max(slot * 7 / 10, 1)
        let plot = Double(height - top - bottom)
        let zero = signed ? Double(top) + plot / 2 : Double(height - bottom)
        let scale = (signed ? plot / 2 : plot) / max(range, 1e-9)
        let summary = points.map { "\($0.label): \(GradingFormat.number($0.value))" }.joined(separator: ", ")
        var out = header(id: id, title: title, desc: points.isEmpty ? "No data." : "Bar chart. \(summary).")
        out += "<line x1=\"\(left)\" y1=\"\(f(zero))\" x2=\"\(width)\" y2=\"\(f(zero))\" stroke=\"currentColor\"/>\n"
        out += axisLabel(y: Double(top) + 4, text: GradingFormat.number(range))
        if signed { out += axisLabel(y: Double(height - bottom), text: GradingFormat.number(-range)) }
        for (index, point) in points.enumerated() {
            let x = left + index * slot + (slot - barWidth) / 2
            if let value = point.value {
                let h = abs(value) * scale
                let y = value >= 0 ? zero - h : zero
                out += "<rect x=\"\(x)\" y=\"\(f(y))\" width=\"\(barWidth)\" height=\"\(f(h))\" fill=\"currentColor\"><title>\(escape("\(point.label): \(GradingFormat.number(value))"))</title></rect>\n"
            }
            out += "<text x=\"\(x + barWidth / 2)\" y=\"\(height - bottom + 16)\" text-anchor=\"middle\" font-size=\"10\">\(escape(numbered ? String(index + 1) : point.label))</text>\n"
        }
        return out + "</svg>"
    }

    /// Facility (x, 0...100) against discrimination index (y, -100...100), one dot per question.
    static func scatter(_ points: [(label: String, x: Double?, y: Double?)], title: String, id: String) -> String {
        let plotWidth = Double(width - left - 8), plot = Double(height - top - bottom)
        let shown = points.compactMap { p in p.x.flatMap { x in p.y.map { (p.label, x, $0) } } }
        let summary = shown.map { "\($0.0): facility \(GradingFormat.number($0.1)), discrimination \(GradingFormat.number($0.2))" }
            .joined(separator: "; ")
        var out = header(id: id, title: title, desc: shown.isEmpty ? "No data." : "Scatter plot. \(summary).")
        let midY = Double(top) + plot / 2
        out += "<line x1=\"\(left)\" y1=\"\(f(midY))\" x2=\"\(width)\" y2=\"\(f(midY))\" stroke=\"currentColor\" stroke-dasharray=\"4 4\"/>\n"
        out += "<line x1=\"\(left)\" y1=\"\(top)\" x2=\"\(left)\" y2=\"\(height - bottom)\" stroke=\"currentColor\"/>\n"
        out += "<text x=\"\(width / 2)\" y=\"\(height - 8)\" text-anchor=\"middle\" font-size=\"10\">facility (%)</text>\n"
        out += axisLabel(y: Double(top) + 4, text: "100") + axisLabel(y: Double(height - bottom), text: "-100")
        for (label, x, y) in shown {
            let cx = Double(left) + min(max(x, 0), 100) / 100 * plotWidth
            let cy = midY - min(max(y, -100), 100) / 100 * (plot / 2)
            out += "<circle cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"4\" fill=\"currentColor\"><title>\(escape("\(label): facility \(GradingFormat.number(x)), discrimination \(GradingFormat.number(y))"))</title></circle>\n"
        }
        return out + "</svg>"
    }

    static func header(id: String, title: String, desc: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">\n"
            + "<title id=\"\(id)-title\">\(escape(title))</title>\n<desc id=\"\(id)-desc\">\(escape(desc))</desc>\n"
    }

    static func axisLabel(y: Double, text: String) -> String {
        "<text x=\"\(left - 4)\" y=\"\(f(y))\" text-anchor=\"end\" font-size=\"10\">\(escape(text))</text>\n"
    }

    static func f(_ value: Double) -> String { GradingFormat.number(value) }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
