import Foundation
import QuizgenCore
import QuizgenRendering

/// Renders `AttemptExamPage` with the site's `exam-take` template and the exam adapter's
/// context, its form pointed at the attempt.
struct AttemptExamAdapter: ContentAdapter {
    func routes(for model: AttemptExamPage, site: SiteContext) -> [Route] {
        [
            Route(
                path: "/v1/attempts/\(model.attempt.id)/exam", template: "exam-take",
                inSitemap: false)
        ]
    }

    func context(for model: AttemptExamPage, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        var context = try ExamAdapter().context(for: model.exam, route: route, site: site)
        var exam = context["exam"] as? [String: Any] ?? [:]
        exam["submit_url"] = "/v1/attempts/\(model.attempt.id)/submission"
        exam["collect_url"] = nil
        context["exam"] = exam
        // Times as the site's pages write them (its zone and language).
        var attempt: [String: Any] = [
            "id": model.attempt.id, "token": model.token, "examinee": model.attempt.examinee,
            "started_at": site.dates.dateTimeWithZone(model.attempt.startedAt),
        ]
        if let deadline = model.attempt.deadline {
            attempt["deadline"] = site.dates.dateTimeWithZone(deadline)
        }
        context["attempt"] = attempt
        return context
    }
}
