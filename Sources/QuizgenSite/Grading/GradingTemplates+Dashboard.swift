extension GradingTemplates {
    static let dashboard = """
        {{<layout}}
        {{$title}}{{page.title}} · {{site.title}}{{/title}}
        \(head)
        {{$content}}
        <article class="page dashboard" data-quizgen-live="grading">
        <h1>{{exam.title}} ({{exam.code}}): statistics</h1>
        <p class="explain">Marks are the questions' marks, without base points; grades are as in the gradebook.{{#exam.pass_mark}} Pass mark: {{exam.pass_mark}}.{{/exam.pass_mark}} <a href="{{glossary_url}}">What the statistics mean</a></p>
        <section aria-labelledby="review-heading" class="review">
        <h2 id="review-heading">Questions to review first</h2>
        <p class="explain">{{review_explain}} <a href="{{glossary_url}}#review">The thresholds</a></p>
        {{#has_review}}<ol class="review-list">
        {{#review}}<li><a href="#{{anchor}}">{{number}}. {{text}}</a>
        <ul>{{#findings}}<li>{{text}} <span class="figures">({{figures}})</span></li>{{/findings}}</ul></li>
        {{/review}}</ol>
        {{#has_review_more}}<p>{{review_more}} more: see the questions table.</p>{{/has_review_more}}{{/has_review}}
        {{^has_review}}<p>No question crosses the review thresholds.</p>{{/has_review}}
        </section>
        <h2>The exam</h2>
        <dl class="stats">
        {{#summary}}<div><dt><a href="{{glossary_url}}#{{anchor}}">{{label}}</a></dt><dd class="value">{{value}}</dd><dd class="explain">{{explain}}</dd></div>
        {{/summary}}</dl>
        {{#charts}}<figure class="chart" id="{{id}}">
        <figcaption><h2>{{title}}</h2><p class="explain">{{explain}}</p></figcaption>
        {{{svg}}}
        <details class="data"><summary>Data table: {{title}}</summary>
        <div class="table-scroll" tabindex="0" role="region" aria-label="{{title}}: data">
        <table><thead><tr><th scope="col">{{label_heading}}</th><th scope="col">{{value_heading}}</th></tr></thead><tbody>
        {{#rows}}<tr><td>{{label}}</td><td>{{value}}</td></tr>
        {{/rows}}</tbody></table>
        </div>
        </details>
        </figure>
        {{/charts}}
        <h2 id="questions-heading">Questions</h2>
        <p class="explain">Percentages as Moodle shows them; the table scrolls sideways on a narrow screen.</p>
        <div class="table-scroll" tabindex="0" role="region" aria-labelledby="questions-heading">
        <table class="questions-table"><thead><tr><th scope="col">Question</th><th scope="col">Facility %</th><th scope="col">SD %</th><th scope="col">Random guess %</th><th scope="col">Intended weight %</th><th scope="col">Effective weight %</th><th scope="col">Discrimination %</th><th scope="col">Efficiency %</th><th scope="col">Review</th></tr></thead><tbody>
        {{#questions}}<tr id="{{anchor}}"{{#needs_review}} class="needs-review"{{/needs_review}}><th scope="row">{{number}}. {{text}}</th><td>{{facility}}</td><td>{{sd}}</td><td>{{random_guess}}</td><td>{{intended_weight}}</td><td>{{effective_weight}}</td><td>{{discrimination_index}}</td><td>{{discriminative_efficiency}}</td><td>{{review}}</td></tr>
        {{/questions}}</tbody></table>
        </div>
        <dl class="legend">
        <dt><a href="{{glossary_url}}#facility">Facility</a></dt><dd>{{explain.facility}}</dd>
        <dt><a href="{{glossary_url}}#question-sd">SD</a></dt><dd>{{explain.question_sd}}</dd>
        <dt><a href="{{glossary_url}}#random-guess">Random guess</a></dt><dd>{{explain.random_guess}}</dd>
        <dt><a href="{{glossary_url}}#intended-weight">Intended weight</a></dt><dd>{{explain.intended_weight}}</dd>
        <dt><a href="{{glossary_url}}#effective-weight">Effective weight</a></dt><dd>{{explain.effective_weight}}</dd>
        <dt><a href="{{glossary_url}}#discrimination">Discrimination</a></dt><dd>{{explain.discrimination}}</dd>
        <dt><a href="{{glossary_url}}#efficiency">Efficiency</a></dt><dd>{{explain.efficiency}}</dd>
        </dl>
        <h2>Choices</h2>
        <p class="explain">How many examinees chose each choice, and the mean total (marks) of those who did: a wrong choice whose choosers score higher than the answer's deserves a look.</p>
        {{#questions}}{{#has_choices}}<div class="table-scroll" tabindex="0" role="region" aria-label="Choices of question {{number}}">
        <table><caption>{{number}}. {{text}} ({{omitted}} without an answer)</caption><thead><tr><th scope="col">Choice</th><th scope="col">Chosen by</th><th scope="col">%</th><th scope="col">Mean total</th></tr></thead><tbody>
        {{#choices}}<tr><td>{{text}}{{#correct}} <strong>(answer)</strong>{{/correct}}</td><td>{{count}}</td><td>{{proportion}}</td><td>{{mean_total}}</td></tr>
        {{/choices}}</tbody></table>
        </div>
        {{/has_choices}}{{/questions}}
        <h2>Excluded and adjusted submissions</h2>
        {{#has_issues}}<ul>{{#issues}}<li><code>{{where}}</code> {{kind}}: {{reason}}</li>
        {{/issues}}</ul>{{/has_issues}}
        {{^has_issues}}<p>None.</p>{{/has_issues}}
        <p class="downloads"><a href="item-analysis.csv" download>Item analysis (CSV)</a> · <a href="statistics.json">statistics.json</a> · <a href="../../dashboard/">All exams</a></p>
        </article>
        {{/content}}
        {{/layout}}
        """
}
