import Foundation
import Hummingbird

extension CollectResponder {
    /// `GET /v1/exams/open?code=…`: the exams list's code box when the site has a collector, so
    /// that a wrong code is answered without JavaScript. A known code (any case, any spelling
    /// with the same slug, as the page's script matches it) is 303 to the exam's page on the
    /// site, where the no-JS start form begins the attempt; an unknown one is a 404 page in the
    /// site's layout that names the code and offers the box again, filled in.
    func openExam(_ request: Request) -> Response {
        let given = (FormFields(Array((request.uri.query ?? "").utf8))["code"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if !given.isEmpty, let exam = service.site.exam(code: given) {
            return Self.redirect(service.site.pageURL("/exams/\(exam.exam.slug)/"))
        }
        let shown = given.count > 100 ? String(given.prefix(100)) + "…" : given
        var page = CollectMessage(title: given.isEmpty ? "Enter an exam code" : "No such exam", paragraphs: [])
        page.codeBox = String(given.prefix(100))
        page.codeError = given.isEmpty
            ? "Type the code your teacher gave you."
            : "There is no exam with the code '\(shown)'. Check the code and try again."
        page.linkText = "All exams"
        page.linkURL = service.site.pageURL("/exams/")
        let fallback = page.codeError ?? ""
        return Self.html(given.isEmpty ? 400 : 404, service.site.html(page) ?? fallback)
    }
}
