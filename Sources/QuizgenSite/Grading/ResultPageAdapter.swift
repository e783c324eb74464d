import QuizgenCore
import QuizgenRendering

/// Renders a private result page at `/results/<exam slug>/<token>/`: noindex, not in the
/// sitemap, linked from nowhere.
struct ResultPageAdapter: ContentAdapter {
    func routes(for model: ResultPage, site: SiteContext) -> [Route] {
        [Route(path: "/results/\(model.exam.exam.slug)/\(model.token)/", template: "exam-result", inSitemap: false)]
    }

    func context(for model: ResultPage, route: Route, site: SiteContext) throws -> [String: Any] {
        let a = model.attempt
        let questions = a.outcomes.enumerated().map { index, o -> [String: Any] in
            let question = model.exam.questions[index].question
            // Images point at their published copies, as on the exam page.
            let rewrite = { (url: String) -> String? in
                guard case .local(let path)? = QuestionMedia.resolve(url, baseFolder: question.baseFolder),
                    let published = site.media[path]
                else { return nil }
                return site.url(published)
            }
            return [
                "number": index + 1, "text": site.markdown.html(o.text, rewriteImage: rewrite), "given": o.given.isEmpty ? "(no answer)" : o.given,
                "correct": o.correct, "points": GradingFormat.number(o.points), "weight": GradingFormat.number(o.weight),
                "right": o.credit >= 1, "feedback": o.feedback.map { site.markdown.html($0, rewriteImage: rewrite) },
            ]
        }
        return [
            "page": ["title": "Result · \(model.exam.exam.title)"],
            "exam": ["title": model.exam.exam.title, "code": model.exam.exam.code],
            "examinee": a.examinee, "points": GradingFormat.number(a.points), "maximum": GradingFormat.number(a.maximum),
            "percentage": GradingFormat.number(a.percentage), "band": a.band ?? "", "has_pass": a.passed != nil,
            "passed": a.passed ?? false, "timing": a.timing, "questions": questions,
        ]
    }
}
