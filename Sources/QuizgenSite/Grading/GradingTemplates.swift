import QuizgenRendering

/// The grading plugin's built-in templates; a site's `Templates/` overrides each by name.
enum GradingTemplates {
    static let all: [String: String] = [
        "exam-result": ResultPageAdapter.template, "exam-dashboard": dashboard, "grading-overview": overview,
        "grading-glossary": glossary, "grading-style": style, "grading-raw": "{{%CONTENT_TYPE: TEXT}}{{{body}}}",
    ]

    /// The dashboards are private pages: never indexed, no referrer, their own style (they
    /// may be published in a folder without the site's stylesheet).
    static let head = "{{$head}}<meta name=\"robots\" content=\"noindex, nofollow\">\n<meta name=\"referrer\" content=\"no-referrer\">\n{{> grading-style}}{{/head}}"

    static let overview = """
        {{<layout}}
        {{$title}}{{page.title}} · {{site.title}}{{/title}}
        \(head)
        {{$content}}
        <article class="page dashboard" data-quizgen-live="grading">
        <h1>{{i18n.grading.statistics_title}}</h1>
        <p class="explain"><a href="glossary/">{{i18n.grading.glossary_title}}</a></p>
        <figure class="chart">
        <figcaption><h2>{{i18n.grading.mean_grade_per_exam}}</h2><p class="explain">{{explain.mean_grade}}</p></figcaption>
        {{{svg}}}
        </figure>
        <div class="table-scroll" tabindex="0" role="region" aria-label="{{i18n.grading.graded_exams}}">
        <table><thead><tr><th scope="col">{{i18n.grading.exam}}</th><th scope="col">{{i18n.grading.graded}}</th><th scope="col">{{i18n.grading.excluded}}</th><th scope="col">{{i18n.grading.mean_grade}}</th><th scope="col">{{i18n.grading.pass_rate}}</th><th scope="col">{{i18n.grading.cic}}</th><th scope="col">{{i18n.grading.to_review}}</th></tr></thead><tbody>
        {{#exams}}<tr><th scope="row"><a href="../{{slug}}/dashboard/">{{title}} ({{code}})</a></th><td>{{graded}}</td><td>{{excluded}}</td><td>{{mean_percentage}}</td><td>{{pass_rate}}</td><td>{{cic}}</td><td>{{to_review}}</td></tr>
        {{/exams}}</tbody></table>
        </div>
        <dl class="legend">
        <dt>{{i18n.grading.pass_rate}}</dt><dd>{{explain.pass_rate}}</dd>
        <dt>{{i18n.grading.cic}}</dt><dd>{{explain.cic}}</dd>
        <dt>{{i18n.grading.to_review}}</dt><dd>{{explain.review}}</dd>
        </dl>
        </article>
        {{/content}}
        {{/layout}}
        """

    static let glossary = """
        {{<layout}}
        {{$title}}{{page.title}} · {{site.title}}{{/title}}
        \(head)
        {{$content}}
        <article class="page dashboard">
        <h1>{{page.title}}</h1>
        <p>{{i18n.grading.glossary_intro}}</p>
        <dl class="glossary">
        {{#entries}}<dt id="{{anchor}}">{{term}}</dt>
        <dd><p>{{sentence}}</p><p class="explain">{{detail}}</p></dd>
        {{/entries}}</dl>
        <p><a href="../">{{i18n.grading.all_exams}}</a></p>
        </article>
        {{/content}}
        {{/layout}}
        """
}
