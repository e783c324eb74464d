import Foundation
import QuizgenCore
import QuizgenRendering

/// Renders ``AttemptQuestions`` with the site's `exam-questions` partial and the context the
/// exam adapter gives the taking page, so the list is exactly the one the taking page renders.
struct AttemptQuestionsAdapter: ContentAdapter {
    func routes(for model: AttemptQuestions, site: SiteContext) -> [Route] {
        [
            Route(
                path: ExamAdapter.takePath(model.exam.exam, variant: nil),
                template: "exam-questions", inSitemap: false)
        ]
    }

    func context(for model: AttemptQuestions, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        // The taking page's context (its questions, its strings), at the taking page's address.
        let take = Route(path: route.path, template: "exam-take", inSitemap: false)
        return try ExamAdapter().context(for: model.exam, route: take, site: site)
    }
}
