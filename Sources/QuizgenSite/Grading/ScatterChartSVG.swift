import QuizgenCore
import QuizgenGrading
import QuizgenI18n

/// Facility (x, 0...100 %) against discrimination index (y, −100...100 %), one named point per
/// question, with Moodle's review zones shaded (facility below 10 % or above 90 %,
/// discrimination below 30 %).
///
/// Each point is a link to the question's row, so it takes keyboard focus; hovering or
/// focusing it shows the question's text beside it (the style reveals `.tip`), and its
/// `aria-label` says the same to a screen reader. The SVG is a `group`, not an `img`, so the
/// links inside stay reachable.
enum ScatterChartSVG {
    /// One question.
    struct Point {
        var number: Int
        var text: String
        var anchor: String
        var facility: Double?
        var discrimination: Double?
    }

    static func render(_ points: [Point], id: String, title: String, catalog: Catalog) -> String {
        typealias C = GradingChartSVG
        let t = { (key: String, arguments: [String: String]) in
            catalog.text("grading.charts." + key, arguments)
        }
        let pct = { (v: Double?) in C.value(v, " %", catalog) }
        let width = C.width
        let height = 300.0
        let top = 14.0
        let bottom = 42.0
        let left = 44.0
        let right = 16.0
        let plotW = width - left - right
        let plotH = height - top - bottom
        let x = { (v: Double) in left + min(max(v, 0), 100) / 100 * plotW }
        let y = { (v: Double) in top + (100 - min(max(v, -100), 100)) / 200 * plotH }
        let shown = points.filter { $0.facility != nil && $0.discrimination != nil }
        let missing = points.filter { $0.facility == nil || $0.discrimination == nil }
        let items = shown.map {
            t(
                "scatter_item",
                [
                    "number": String($0.number), "text": $0.text, "facility": pct($0.facility),
                    "discrimination": pct($0.discrimination),
                ])
        }
        var desc =
            shown.isEmpty
            ? t("scatter_none", [:]) : t("scatter_desc", ["data": items.joined(separator: "; ")])
        if !missing.isEmpty {
            desc +=
                " "
                + t(
                    "not_plotted",
                    ["list": missing.map { "\($0.number). \($0.text)" }.joined(separator: "; ")])
        }
        var out = C.header(id: id, title: title, desc: desc, height: height, role: "group")
        // Review zones, lightly shaded.
        out += zone(left, y(30), plotW, y(-100) - y(30))
        out += zone(left, top, x(10) - left, y(30) - top)
        out += zone(x(90), top, left + plotW - x(90), y(30) - top)
        out +=
            C.line(left, top, left, top + plotH)
            + C.line(left, y(0), left + plotW, y(0), extra: " stroke-opacity=\"0.6\"")
        out += C.line(
            left, y(30), left + plotW, y(30),
            extra: " stroke-dasharray=\"4 3\" stroke-opacity=\"0.7\"")
        for tick in [-100, -50, 0, 30, 50, 100] {
            out += C.text(left - 5, y(Double(tick)) + 4, String(tick), anchor: "end")
        }
        for tick in stride(from: 0, through: 100, by: 25) {
            out += C.text(x(Double(tick)), top + plotH + 15, String(tick), anchor: "middle")
        }
        out += C.text(left + plotW / 2, height - 6, t("facility_axis", [:]), anchor: "middle")
        out += C.text(
            12, top + plotH / 2, t("discrimination_axis", [:]), anchor: "middle",
            extra: " transform=\"rotate(-90 12 \(C.f(top + plotH / 2)))\"")
        out += C.text(
            left + plotW - 2, y(30) + 14, t("review_zone", [:]), anchor: "end",
            extra: " class=\"zone-label\"")
        for point in shown {
            guard let fx = point.facility, let dy = point.discrimination else { continue }
            let cx = x(fx)
            let cy = y(dy)
            let label = t(
                "point_label",
                [
                    "number": String(point.number), "text": point.text, "facility": pct(fx),
                    "discrimination": pct(dy),
                ])
            let tipRight = cx < left + plotW / 2
            let tipY = cy < top + 22 ? cy + 22 : cy - 12
            out +=
                "<a class=\"point\" href=\"#\(point.anchor)\" aria-label=\"\(MarkupEscaping.htmlAttribute(label))\">"
            out += "<title>\(MarkupEscaping.htmlAttribute(label))</title>"
            out += "<circle cx=\"\(C.f(cx))\" cy=\"\(C.f(cy))\" r=\"8\"/>"
            out +=
                "<text class=\"point-label\" x=\"\(C.f(cx))\" y=\"\(C.f(cy + 3.5))\" text-anchor=\"middle\" font-size=\"10\">\(point.number)</text>"
            out +=
                "<text class=\"tip\" x=\"\(C.f(cx + (tipRight ? 11 : -11)))\" y=\"\(C.f(tipY))\" text-anchor=\"\(tipRight ? "start" : "end")\">"
            out +=
                MarkupEscaping.htmlAttribute("\(point.number). \(C.shorten(point.text, 34))")
                + "</text></a>\n"
        }
        return out + "</svg>"
    }

    static func zone(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
        typealias C = GradingChartSVG
        return
            "<rect class=\"zone\" x=\"\(C.f(x))\" y=\"\(C.f(y))\" width=\"\(C.f(max(w, 0)))\" height=\"\(C.f(max(h, 0)))\"/>\n"
    }
}
