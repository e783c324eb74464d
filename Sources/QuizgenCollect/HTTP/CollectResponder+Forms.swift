import Foundation
import Hummingbird
import QuizgenCompute
import QuizgenCore
import QuizgenRendering

extension CollectResponder {
    /// `GET /v1/attempts/{id}/result`: JSON for the page's script, HTML for a browser.
    func result(_ request: Request, id: String) async -> Response {
        let html = Self.wantsHTML(request)
        do throws(CollectError) {
            let token = Self.bearer(request) ?? Self.cookieToken(request)
            let result = try await service.result(attempt: id, token: token)
            return html
                ? resultPage(result) : Self.json(200, ResultJSON.object(result, site: service.site))
        } catch {
            return html ? htmlError(error, code: nil) : refusal(error)
        }
    }

    func resultPage(_ result: CollectService.Result) -> Response {
        let catalog = service.site.catalog
        let received = catalog.text(
            "collect.receipt",
            [
                "receipt": result.submission.receipt,
                "time": service.site.timeText(result.submission.receivedAt),
            ])
        guard let graded = result.graded else {
            let when =
                result.availableAt.map {
                    catalog.text("collect.result_after", ["time": service.site.timeText($0)])
                }
                ?? catalog.text("collect.no_results_here")
            let page = CollectMessage(
                title: catalog.text("collect.received_title"), paragraphs: [received, when])
            return Self.html(200, service.site.html(page) ?? received)
        }
        var page = ResultPage(exam: result.exam, attempt: graded, token: result.attempt.id)
        page.showAnswers = result.show == .answers
        page.receipt = received
        return Self.html(200, service.site.html(page) ?? received)
    }

    /// `GET /v1/attempts/{id}/exam`: the form of a started attempt (token from its cookie).
    func examForm(_ request: Request, id: String) async -> Response {
        do throws(CollectError) {
            let token = Self.cookieToken(request)
            let (attempt, _) = try await service.authorise(id, token: token, checkExpiry: false)
            let done = try await service.storing {
                try await service.store.submissions(ofAttempt: id)
            }
            if !done.isEmpty {
                return Self.redirect("/v1/attempts/\(id)/result")
            }
            guard let exam = service.site.exams[attempt.exam], let token else {
                throw CollectError(404, "the exam of this attempt is no longer served here")
            }
            // A parametric exam's form shows the attempt's variant, with its numbers.
            let shown = try await service.shown(exam, for: attempt)
            let page = AttemptExamPage(exam: shown, attempt: attempt, token: token)
            guard let text = service.site.html(page) else {
                throw CollectError(500, "the exam page could not be rendered")
            }
            return Self.html(200, text)
        } catch {
            return htmlError(error, code: nil)
        }
    }

    /// `POST /v1/attempts/{id}/submission` with a form: the same checks and store as the JSON
    /// API, then 303 to the HTML result.
    func submitForm(_ request: Request, id: String) async -> Response {
        do throws(CollectError) {
            guard Self.isForm(request) else {
                throw CollectError(
                    415,
                    "POST a form (application/x-www-form-urlencoded) here, or PUT the JSON submission"
                )
            }
            let fields = try FormFields.strict(try await collect(request))
            let token = fields["token"] ?? Self.cookieToken(request)
            let (attempt, _) = try await service.authorise(id, token: token, checkExpiry: false)
            guard let exam = service.site.exams[attempt.exam] else {
                throw CollectError(404, "the exam of this attempt is no longer served here")
            }
            _ = try await service.submit(
                attempt: id, token: token,
                form: try FormAnswers.submissionFields(fields, exam: exam))
            return Self.redirect("/v1/attempts/\(id)/result")
        } catch {
            return htmlError(error, code: nil)
        }
    }

    /// A refusal on the form path: the site's layout with the message and a way back.
    func htmlError(_ error: CollectError, code: String?) -> Response {
        let catalog = service.site.catalog
        let title = catalog.text(Self.title(of: error, code: code))
        var page = CollectMessage(
            title: title, paragraphs: [Self.sentence(error.text(in: catalog))])
        if let code, let exam = service.site.exam(code: code) {
            page.linkText = catalog.text("collect.back_to", ["title": exam.exam.title])
            page.linkURL = service.site.pageURL("/exams/\(exam.exam.slug)/")
        } else {
            page.linkText = catalog.text("collect.enter_code")
            page.linkURL = service.site.pageURL("/exams/")
        }
        var response = Self.html(error.status, service.site.html(page) ?? error.message)
        Self.headers(of: error, into: &response)
        return response
    }

    /// The catalog key of a refusal page's heading: what happened, in a student's words.
    static func title(of error: CollectError, code: String?) -> String {
        switch (error.status, error.key) {
        case (_, "not_open"): "collect.not_open_title"
        case (_, "closed"): "collect.closed_title"
        case (404, _) where code != nil: "collect.no_such_exam"
        case (429, _): "collect.busy"
        default: "collect.did_not_work"
        }
    }

    /// `the body …` -> `The body ….`
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }
}
