import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenI18n

/// Inline SVG charts for the grading dashboards, drawn at build time (no script, no library).
///
/// Each chart is small in its own units (`width` wide) and scales to its box, so labels keep
/// about their size from a 390 px phone to a desktop (the style caps the box). Every chart has
/// a `<title>` and a `<desc>` stating the data in words; the page also keeps the data in a
/// collapsed table. Bars and points show their values on hover (`<title>`).
enum GradingChartSVG {
    static let width = 360.0
    static let font = 12.0

    /// The grade distribution: one bar per bin of percentages, with the pass mark drawn as a
    /// dashed line when there is one.
    static func distribution(
        _ bins: [HistogramBin], passMark: Double?, id: String, title: String, catalog: Catalog
    ) -> String {
        let t = { (key: String, arguments: [String: String]) in
            catalog.text("grading.charts." + key, arguments)
        }
        let height = 230.0
        let top = 22.0
        let bottom = 40.0
        let left = 34.0
        let right = 16.0
        let plotW = width - left - right
        let plotH = height - top - bottom
        let most = max(bins.map(\.count).max() ?? 0, 1)
        let words = bins.map { "\(range($0)): \($0.count)" }.joined(separator: ", ")
        var desc = bins.isEmpty ? t("no_grades", [:]) : t("bars_desc", ["data": words])
        if let passMark {
            desc += " " + t("pass_desc", ["pass_mark": NumberText.twoPlaces(passMark)])
        }
        var out = header(id: id, title: title, desc: desc, height: height, role: "img")
        let x = { (percent: Double) in left + percent / 100 * plotW }
        let y = { (count: Double) in top + plotH - count / Double(most) * plotH }
        // Axes and ticks: counts 0, the middle and the largest; percentages every 10.
        out += line(left, top + plotH, left + plotW, top + plotH)
        var counts = [0, most]
        if most >= 4, most % 2 == 0 { counts.insert(most / 2, at: 1) }
        for count in counts {
            out += text(left - 5, y(Double(count)) + 4, String(count), anchor: "end")
            if count > 0 {
                out += line(
                    left, y(Double(count)), left + plotW, y(Double(count)),
                    extra: " stroke-opacity=\"0.2\"")
            }
        }
        for tick in stride(from: 0, through: 100, by: 10) {
            out += text(x(Double(tick)), top + plotH + 15, String(tick), anchor: "middle")
        }
        out += text(left + plotW / 2, height - 6, t("grade_axis", [:]), anchor: "middle")
        out += text(
            12, top + plotH / 2, t("examinees", [:]), anchor: "middle",
            extra: " transform=\"rotate(-90 12 \(f(top + plotH / 2)))\"")
        for bin in bins where bin.count > 0 {
            let x0 = x(bin.lowerBound) + 2
            let x1 = x(bin.upperBound) - 2
            let barTop = y(Double(bin.count))
            let passing = passMark.map { bin.lowerBound >= $0 } ?? true
            out +=
                "<rect class=\"bar\(passing ? "" : " below-pass")\" x=\"\(f(x0))\" y=\"\(f(barTop))\" width=\"\(f(max(x1 - x0, 1)))\" height=\"\(f(top + plotH - barTop))\">"
            out +=
                "<title>\(MarkupEscaping.htmlAttribute(catalog.plural("grading.charts.bar_examinees", count: bin.count, ["range": range(bin)])))</title></rect>\n"
        }
        if let passMark {
            let px = x(min(max(passMark, 0), 100))
            out += line(
                px, top - 4, px, top + plotH,
                extra: " class=\"pass-mark\" stroke-dasharray=\"5 3\" stroke-width=\"2\"")
            out += text(
                px + (passMark > 60 ? -4 : 4), top - 8,
                t("pass_label", ["pass_mark": NumberText.twoPlaces(passMark)]),
                anchor: passMark > 60 ? "end" : "start")
        }
        return out + "</svg>"
    }

    /// Horizontal bars with the label above each bar, so that long names never overlap: the
    /// overview's mean grade per exam.
    static func horizontalBars(
        _ points: [(label: String, value: Double?)], maximum: Double, unit: String, id: String,
        title: String, catalog: Catalog
    ) -> String {
        let value = { (v: Double?, unit: String) in Self.value(v, unit, catalog) }
        let row = 34.0
        let top = 6.0
        let left = 4.0
        let right = 56.0
        let height = top + row * Double(max(points.count, 1)) + 4
        let words = points.map { "\($0.label): \(value($0.value, unit))" }.joined(separator: ", ")
        var out = header(
            id: id, title: title,
            desc: points.isEmpty
                ? catalog.text("dashboard.no_data")
                : catalog.text("dashboard.bar_chart", ["data": words]), height: height, role: "img")
        let plotW = width - left - right
        for (index, point) in points.enumerated() {
            let y0 = top + Double(index) * row
            out += text(left, y0 + 12, shorten(point.label, 52), anchor: "start")
            let w = point.value.map { min(max($0, 0), maximum) / max(maximum, 1e-9) * plotW } ?? 0
            out +=
                "<rect class=\"bar\" x=\"\(f(left))\" y=\"\(f(y0 + 16))\" width=\"\(f(max(w, 1)))\" height=\"12\"><title>\(MarkupEscaping.htmlAttribute("\(point.label): \(value(point.value, unit))"))</title></rect>\n"
            out += text(left + w + 4, y0 + 26, value(point.value, unit), anchor: "start")
        }
        return out + "</svg>"
    }

    static func header(id: String, title: String, desc: String, height: Double, role: String)
        -> String
    {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart-svg\" viewBox=\"0 0 \(f(width)) \(f(height))\" role=\"\(role)\" aria-labelledby=\"\(id)-title \(id)-desc\" font-size=\"\(f(font))\">\n"
            + "<title id=\"\(id)-title\">\(MarkupEscaping.htmlAttribute(title))</title>\n<desc id=\"\(id)-desc\">\(MarkupEscaping.htmlAttribute(desc))</desc>\n"
    }

    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, extra: String = "")
        -> String
    {
        "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"currentColor\"\(extra)/>\n"
    }

    static func text(
        _ x: Double, _ y: Double, _ content: String, anchor: String, extra: String = ""
    ) -> String {
        "<text x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\" fill=\"currentColor\"\(extra)>\(MarkupEscaping.htmlAttribute(content))</text>\n"
    }

    static func range(_ bin: HistogramBin) -> String {
        "\(NumberText.twoPlaces(bin.lowerBound))–\(NumberText.twoPlaces(bin.upperBound)) %"
    }

    static func value(_ value: Double?, _ unit: String, _ catalog: Catalog) -> String {
        value.map { NumberText.twoPlaces($0) + unit } ?? catalog.text("grading.not_defined")
    }

    /// `text` cut at a word boundary to at most `limit` characters, with `…`.
    static func shorten(_ text: String, _ limit: Int) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit - 1)
        let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return word.trimmingCharacters(in: .whitespaces) + "…"
    }

    static func f(_ value: Double) -> String { NumberText.twoPlaces(value) }

}
