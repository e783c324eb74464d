import QuizgenCore
import QuizgenRendering

/// Adds the content-health dashboard at `/dashboard/` when `--report` is given to
/// `quizgen build` or `dashboard: true` is set in `quizgen.yaml`.
///
/// Its step runs just before `render`, so it sees every model, every warning found so far and
/// the timings of the steps before it. `Templates/dashboard.mustache` overrides the page.
public enum DashboardPlugin {
    /// The plugin; `SiteBuilder` always installs it after the core plugin.
    public static let plugin = Plugin(name: "dashboard", readsPages: false) { installer in
        try installer.use(DashboardAdapter(), for: Dashboard.self)
        installer.addTemplate(named: "dashboard", template)
        try installer.addStep(
            BuildStep("dashboard") { context in
                // Activity series are data for this page, not pages of their own.
                let series = context.store.models(of: ActivitySeries.self)
                context.store.removeAll(of: ActivitySeries.self)
                guard context.options.dashboard ?? context.config.dashboard else { return }
                context.store.add(
                    Dashboard(
                        counts: context.store.counts, diagnostics: context.diagnostics.sorted,
                        timings: context.timings, series: series, exams: context.exams,
                        examDashboards: context.config.gradingDashboards == .site))
            }, before: "render")
    }

    static let template = """
        {{<layout}}
        {{$title}}{{i18n.dashboard.title}} · {{site.title}}{{/title}}
        {{$content}}
        <article class="page dashboard">
        <h1>{{i18n.dashboard.title}}</h1>
        <h2>{{i18n.dashboard.published}}</h2>
        <div class="table-scroll" tabindex="0" role="region" aria-label="{{i18n.dashboard.published}}">
        <table><thead><tr><th scope="col">{{i18n.dashboard.type}}</th><th scope="col">{{i18n.dashboard.count}}</th></tr></thead><tbody>
        {{#counts}}<tr><td>{{type}}</td><td>{{count}}</td></tr>
        {{/counts}}</tbody></table>
        </div>
        <h2>{{i18n.dashboard.exams}}</h2>
        {{#has_exams}}<div class="table-scroll" tabindex="0" role="region" aria-label="{{i18n.dashboard.exams}}">
        <table><thead><tr><th scope="col">{{i18n.dashboard.exam}}</th><th scope="col">{{i18n.dashboard.code}}</th><th scope="col">{{i18n.dashboard.questions}}</th><th scope="col">{{i18n.dashboard.max_points}}</th><th scope="col">{{i18n.dashboard.graded}}</th><th scope="col">{{i18n.dashboard.excluded}}</th><th scope="col">{{i18n.dashboard.mean_percent}}</th></tr></thead><tbody>
        {{#exams}}<tr><td><a href="{{url}}">{{title}}</a>{{#stats_url}} · <a href="{{stats_url}}">{{i18n.dashboard.statistics}}</a>{{/stats_url}}</td><td>{{code}}</td><td>{{questions}}</td><td>{{max_points}}</td><td>{{graded}}</td><td>{{excluded}}</td><td>{{mean}}</td></tr>
        {{/exams}}</tbody></table>
        </div>{{/has_exams}}
        {{^has_exams}}<p>{{i18n.dashboard.no_exams}}</p>{{/has_exams}}
        <h2>{{i18n.dashboard.activity}}</h2>
        {{#charts}}<figure class="chart" id="{{id}}">
        <figcaption>{{title}}</figcaption>
        {{{svg}}}
        \(ChartDataTable.template)
        </figure>
        {{/charts}}
        <h2>{{i18n.dashboard.warnings}}</h2>
        {{#has_warnings}}<ul>
        {{#warnings}}<li><code>{{where}}</code> {{severity}}: {{message}} <small>({{code}})</small></li>
        {{/warnings}}</ul>{{/has_warnings}}
        {{^has_warnings}}<p>{{i18n.dashboard.no_warnings}}</p>{{/has_warnings}}
        <h2>{{i18n.dashboard.build_steps}}</h2>
        <div class="table-scroll" tabindex="0" role="region" aria-label="{{i18n.dashboard.build_steps}}">
        <table><thead><tr><th scope="col">{{i18n.dashboard.step}}</th><th scope="col">{{i18n.dashboard.milliseconds}}</th></tr></thead><tbody>
        {{#timings}}<tr><td>{{step}}</td><td>{{ms}}</td></tr>
        {{/timings}}</tbody></table>
        </div>
        </article>
        {{/content}}
        {{/layout}}
        """
}
