import QuizgenRendering

/// The grading plugin's built-in templates; a site's `Templates/` overrides each by name.
enum GradingTemplates {
    static let all: [String: String] = [
        "exam-result": ResultPageAdapter.template, "exam-dashboard": dashboard, "grading-overview": overview,
        "grading-raw": "{{%CONTENT_TYPE: TEXT}}{{{body}}}",
    ]

    static let noindex = "{{$head}}<meta name=\"robots\" content=\"noindex, nofollow\">\n<meta name=\"referrer\" content=\"no-referrer\">{{/head}}"

    static let dashboard = """
        {{<layout}}
        {{$title}}{{page.title}} · {{site.title}}{{/title}}
        \(noindex)
        {{$content}}
        <article class="page dashboard">
        <h1>{{exam.title}} ({{exam.code}}): statistics</h1>
        <table><tbody>
        {{#summary}}<tr><th scope="row">{{label}}</th><td>{{value}}</td></tr>
        {{/summary}}</tbody></table>
        {{#charts}}<figure class="chart">
        {{{svg}}}
        <figcaption>{{title}}</figcaption>
        <table><thead><tr><th scope="col">Label</th><th scope="col">Value</th></tr></thead><tbody>
        {{#rows}}<tr><td>{{label}}</td><td>{{value}}</td></tr>
        {{/rows}}</tbody></table>
        </figure>
        {{/charts}}
        <h2>Questions</h2>
        <table><thead><tr><th scope="col">Question</th><th scope="col">Facility %</th><th scope="col">SD %</th><th scope="col">Random guess %</th><th scope="col">Intended weight %</th><th scope="col">Effective weight %</th><th scope="col">Discrimination index %</th><th scope="col">Discriminative efficiency %</th><th scope="col">Review</th></tr></thead><tbody>
        {{#questions}}<tr><th scope="row">{{number}}. {{id}}</th><td>{{facility}}</td><td>{{sd}}</td><td>{{random_guess}}</td><td>{{intended_weight}}</td><td>{{effective_weight}}</td><td>{{discrimination_index}}</td><td>{{discriminative_efficiency}}</td><td>{{flags}}</td></tr>
        {{/questions}}</tbody></table>
        <h2>Choices</h2>
        {{#questions}}{{#has_choices}}<table><caption>{{number}}. {{id}} ({{omitted}} without an answer)</caption><thead><tr><th scope="col">Choice</th><th scope="col">Count</th><th scope="col">%</th></tr></thead><tbody>
        {{#choices}}<tr><td>{{choice}}</td><td>{{count}}</td><td>{{proportion}}</td></tr>
        {{/choices}}</tbody></table>
        {{/has_choices}}{{/questions}}
        <h2>Excluded and adjusted submissions</h2>
        {{#has_issues}}<ul>{{#issues}}<li><code>{{where}}</code> {{kind}}: {{reason}}</li>
        {{/issues}}</ul>{{/has_issues}}
        {{^has_issues}}<p>None.</p>{{/has_issues}}
        <p><a href="statistics.json">statistics.json</a> · <a href="../../dashboard/">All exams</a></p>
        </article>
        {{/content}}
        {{/layout}}
        """

    static let overview = """
        {{<layout}}
        {{$title}}{{page.title}} · {{site.title}}{{/title}}
        \(noindex)
        {{$content}}
        <article class="page dashboard">
        <h1>Exam statistics</h1>
        <figure class="chart">
        {{{svg}}}
        <figcaption>Mean grade per exam (%)</figcaption>
        </figure>
        <table><thead><tr><th scope="col">Exam</th><th scope="col">Graded</th><th scope="col">Excluded</th><th scope="col">Mean %</th><th scope="col">Pass rate %</th><th scope="col">CIC %</th></tr></thead><tbody>
        {{#exams}}<tr><th scope="row"><a href="../{{slug}}/dashboard/">{{title}} ({{code}})</a></th><td>{{graded}}</td><td>{{excluded}}</td><td>{{mean_percentage}}</td><td>{{pass_rate}}</td><td>{{cic}}</td></tr>
        {{/exams}}</tbody></table>
        </article>
        {{/content}}
        {{/layout}}
        """
}
