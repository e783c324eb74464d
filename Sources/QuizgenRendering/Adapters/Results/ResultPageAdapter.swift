import QuizgenCore
import QuizgenGrading

/// Renders a result page at `/results/<exam slug>/<token>/` (the build's private result pages,
/// and the collector's): noindex, not in the sitemap, linked from nowhere.
public struct ResultPageAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    /// The built-in `exam-result` template; a site's `Templates/exam-result.mustache` overrides it.
    public static let template = """
        {{<layout}}
        {{$title}}{{page.title}} · {{site.title}}{{/title}}
        {{$head}}<meta name="robots" content="noindex, nofollow">
        <meta name="referrer" content="no-referrer">{{/head}}
        {{$content}}
        <article class="page result">
        <h1>{{exam.title}}: your result</h1>
        <p class="examinee">{{examinee}}</p>
        {{#receipt}}<p class="receipt">{{receipt}}</p>{{/receipt}}
        <table><tbody>
        <tr><th scope="row">Points</th><td>{{points}} of {{maximum}}</td></tr>
        <tr><th scope="row">Percentage</th><td>{{percentage}} %</td></tr>
        {{#band}}<tr><th scope="row">Grade</th><td>{{band}}</td></tr>{{/band}}
        {{#has_pass}}<tr><th scope="row">Result</th><td>{{#passed}}Passed{{/passed}}{{^passed}}Not passed{{/passed}}</td></tr>{{/has_pass}}
        {{#timing}}<tr><th scope="row">Handed in</th><td>{{timing}}</td></tr>{{/timing}}
        </tbody></table>
        <ol class="result-questions">
        {{#questions}}<li class="{{#right}}right{{/right}}{{^right}}wrong{{/right}}">
        <div class="question-text">{{{text}}}</div>
        <p>Your answer: {{given}}</p>
        <p>Correct answer: {{correct}}</p>
        <p>Points: {{points}} of {{weight}}</p>
        {{#feedback}}<div class="feedback">{{{.}}}</div>{{/feedback}}
        </li>
        {{/questions}}</ol>
        </article>
        {{/content}}
        {{/layout}}
        """

    /// The private result URL.
    public func routes(for model: ResultPage, site: SiteContext) -> [Route] {
        [Route(path: "/results/\(model.exam.exam.slug)/\(model.token)/", template: "exam-result", inSitemap: false)]
    }

    /// The grade, and per question the answer, the correct one and the feedback.
    public func context(for model: ResultPage, route: Route, site: SiteContext) throws -> [String: Any] {
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
            "passed": a.passed ?? false, "timing": a.timing, "questions": model.showAnswers ? questions : [],
            "receipt": model.receipt ?? "",
        ]
    }
}
