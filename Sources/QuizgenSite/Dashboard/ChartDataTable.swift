/// The data table under each chart of the dashboards (the site dashboard and each exam's): the
/// chart's figures as a table a screen reader can read, folded away by default. Both templates
/// interpolate it inside their `{{#charts}}` section.
enum ChartDataTable {
    /// The Mustache text, reading the chart's `data_table`, `data_label`, `label_heading`,
    /// `value_heading` and `rows[].label`/`rows[].value`.
    static let template = """
        <details class="data"><summary>{{data_table}}</summary>
        <div class="table-scroll" tabindex="0" role="region" aria-label="{{data_label}}">
        <table><thead><tr><th scope="col">{{label_heading}}</th><th scope="col">{{value_heading}}</th></tr></thead><tbody>
        {{#rows}}<tr><td>{{label}}</td><td>{{value}}</td></tr>
        {{/rows}}</tbody></table>
        </div>
        </details>
        """
}
