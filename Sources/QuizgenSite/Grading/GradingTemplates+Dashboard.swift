extension GradingTemplates {
    static let dashboard = """
        {{<layout}}
        {{$title}}{{page.title}} · {{site.title}}{{/title}}
        \(head)
        {{$content}}
        <article class="page dashboard" data-quizgen-live="grading">
        <h1>{{exam.heading}}</h1>
        <p class="explain">{{i18n.grading.marks_note}}{{#exam.pass_mark_note}} {{exam.pass_mark_note}}{{/exam.pass_mark_note}} <a href="{{glossary_url}}">{{i18n.grading.glossary_title}}</a></p>
        <section aria-labelledby="review-heading" class="review">
        <h2 id="review-heading">{{i18n.grading.review_heading}}</h2>
        <p class="explain">{{review_explain}} <a href="{{glossary_url}}#review">{{i18n.grading.thresholds}}</a></p>
        {{#has_review}}<ol class="review-list">
        {{#review}}<li><a href="#{{anchor}}">{{number}}. {{text}}</a>
        <ul>{{#findings}}<li>{{text}} <span class="figures">({{figures}})</span></li>{{/findings}}</ul></li>
        {{/review}}</ol>
        {{#has_review_more}}<p>{{review_more_text}}</p>{{/has_review_more}}{{/has_review}}
        {{^has_review}}<p>{{i18n.grading.no_review}}</p>{{/has_review}}
        </section>
        <h2>{{i18n.grading.the_exam}}</h2>
        <dl class="stats">
        {{#summary}}<div><dt><a href="{{glossary_url}}#{{anchor}}">{{label}}</a></dt><dd class="value">{{value}}</dd><dd class="explain">{{explain}}</dd></div>
        {{/summary}}</dl>
        {{#charts}}<figure class="chart" id="{{id}}">
        <figcaption><h2>{{title}}</h2><p class="explain">{{explain}}</p></figcaption>
        {{{svg}}}
        \(ChartDataTable.template)
        </figure>
        {{/charts}}
        <h2 id="questions-heading">{{i18n.grading.questions}}</h2>
        <p class="explain">{{i18n.grading.questions_note}}</p>
        <div class="table-scroll" tabindex="0" role="region" aria-labelledby="questions-heading">
        <table class="questions-table"><thead><tr><th scope="col">{{i18n.grading.question}}</th><th scope="col">{{i18n.grading.facility}} %</th><th scope="col">{{i18n.grading.sd}} %</th><th scope="col">{{i18n.grading.random_guess}} %</th><th scope="col">{{i18n.grading.intended_weight}} %</th><th scope="col">{{i18n.grading.effective_weight}} %</th><th scope="col">{{i18n.grading.discrimination}} %</th><th scope="col">{{i18n.grading.efficiency}} %</th><th scope="col">{{i18n.grading.review_column}}</th></tr></thead><tbody>
        {{#questions}}<tr id="{{anchor}}"{{#needs_review}} class="needs-review"{{/needs_review}}><th scope="row">{{number}}. {{text}}</th><td>{{facility}}</td><td>{{sd}}</td><td>{{random_guess}}</td><td>{{intended_weight}}</td><td>{{effective_weight}}</td><td>{{discrimination_index}}</td><td>{{discriminative_efficiency}}</td><td>{{review}}</td></tr>
        {{/questions}}</tbody></table>
        </div>
        <dl class="legend">
        <dt><a href="{{glossary_url}}#facility">{{i18n.grading.facility}}</a></dt><dd>{{explain.facility}}</dd>
        <dt><a href="{{glossary_url}}#question-sd">{{i18n.grading.sd}}</a></dt><dd>{{explain.question_sd}}</dd>
        <dt><a href="{{glossary_url}}#random-guess">{{i18n.grading.random_guess}}</a></dt><dd>{{explain.random_guess}}</dd>
        <dt><a href="{{glossary_url}}#intended-weight">{{i18n.grading.intended_weight}}</a></dt><dd>{{explain.intended_weight}}</dd>
        <dt><a href="{{glossary_url}}#effective-weight">{{i18n.grading.effective_weight}}</a></dt><dd>{{explain.effective_weight}}</dd>
        <dt><a href="{{glossary_url}}#discrimination">{{i18n.grading.discrimination}}</a></dt><dd>{{explain.discrimination}}</dd>
        <dt><a href="{{glossary_url}}#efficiency">{{i18n.grading.efficiency}}</a></dt><dd>{{explain.efficiency}}</dd>
        </dl>
        <h2>{{i18n.grading.choices}}</h2>
        <p class="explain">{{i18n.grading.choices_note}}</p>
        {{#questions}}{{#has_choices}}<div class="table-scroll" tabindex="0" role="region" aria-label="{{choices_label}}">
        <table><caption>{{number}}. {{text}} {{omitted_text}}</caption><thead><tr><th scope="col">{{i18n.grading.choice}}</th><th scope="col">{{i18n.grading.chosen_by}}</th><th scope="col">%</th><th scope="col">{{i18n.grading.mean_total}}</th></tr></thead><tbody>
        {{#choices}}<tr><td>{{text}}{{#correct}} <strong>{{i18n.grading.answer_mark}}</strong>{{/correct}}</td><td>{{count}}</td><td>{{proportion}}</td><td>{{mean_total}}</td></tr>
        {{/choices}}</tbody></table>
        </div>
        {{/has_choices}}{{/questions}}
        <h2>{{i18n.grading.issues_heading}}</h2>
        {{#has_issues}}<ul>{{#issues}}<li><code>{{where}}</code> {{kind}}: {{reason}}</li>
        {{/issues}}</ul>{{/has_issues}}
        {{^has_issues}}<p>{{i18n.grading.none}}</p>{{/has_issues}}
        <p class="downloads"><a href="item-analysis.csv" download>{{i18n.grading.item_analysis}}</a> · <a href="statistics.json">statistics.json</a> · <a href="../../dashboard/">{{i18n.grading.all_exams}}</a></p>
        </article>
        {{/content}}
        {{/layout}}
        """
}
