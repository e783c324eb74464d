import Foundation
import Hummingbird

extension CollectResponder {
    /// `GET /v1/exams/open?code=…`: the exams list's code box when the site has a collector, so
    /// that a wrong code is answered without JavaScript. A known code (any case, any spelling
    /// with the same slug, as the page's script matches it) is 303 to the exam's page on the
    /// site, where the no-JS start form begins the attempt; an unknown one is a 404 page in the
    /// site's layout that names the code and offers the box again, filled in.
    func openExam(_ request: Request) -> Response {
        let given = (FormFields(Array((request.uri.query ?? "").utf8))["code"] ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if !given.isEmpty, let exam = service.site.exam(code: given) {
            return Self.redirect(service.site.pageURL("/exams/\(exam.exam.slug)/"))
        }
        let shown = given.count > 100 ? String(given.prefix(100)) + "…" : given
        let catalog = service.site.catalog
        var page = CollectMessage(
            title: catalog.text(given.isEmpty ? "collect.enter_code" : "collect.no_such_exam"),
            paragraphs: [])
        page.codeBox = String(given.prefix(100))
        page.codeError =
            given.isEmpty
            ? catalog.text("collect.type_code")
            : catalog.text("collect.no_such_code", ["code": shown])
        page.linkText = catalog.text("collect.all_exams")
        page.linkURL = service.site.pageURL("/exams/")
        let fallback = page.codeError ?? ""
        return Self.html(given.isEmpty ? 400 : 404, service.site.html(page) ?? fallback)
    }
}
