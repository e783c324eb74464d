extension GradingTemplates {
    /// The dashboards' style, inline: they also live in the separate grading folder, which has
    /// no `assets/theme.css`. Colours come from the theme's variables when there are any.
    /// Fits a 390 px screen: charts scale to their box, wide tables scroll inside a focusable
    /// region, and print shows the charts and full tables without the page chrome.
    static let style = """
        <style>
        .dashboard { --dash-accent: var(--accent, #1d4ed8); --dash-muted: var(--muted, #555); --dash-bg: var(--bg, #fff); overflow-wrap: anywhere; }
        .dashboard .explain { color: var(--dash-muted); font-size: .92rem; margin: .25rem 0 .75rem; }
        .dashboard .table-scroll { max-width: 100%; overflow-x: auto; margin: 1rem 0; }
        .dashboard .table-scroll:focus-visible { outline: 3px solid var(--dash-accent); outline-offset: 2px; }
        .dashboard .table-scroll table { display: table; margin: 0; width: 100%; overflow-wrap: normal; }
        .dashboard .questions-table th[scope="row"] { min-width: 12rem; }
        .dashboard .questions-table td { white-space: nowrap; }
        .dashboard .questions-table td:last-child { white-space: normal; min-width: 14rem; }
        .dashboard caption { text-align: left; font-weight: 600; padding: .25rem 0; }
        .dashboard .chart { margin: 1.5rem 0; }
        .dashboard .chart figcaption h2 { margin-bottom: .25rem; }
        .dashboard .chart-svg { display: block; width: 100%; max-width: 32rem; height: auto; color: inherit; }
        .dashboard .chart-svg .bar { fill: var(--dash-accent); }
        .dashboard .chart-svg .bar.below-pass { fill: var(--dash-muted); }
        .dashboard .chart-svg .pass-mark { stroke: currentColor; }
        .dashboard .chart-svg .zone { fill: currentColor; fill-opacity: .07; }
        .dashboard .chart-svg .zone-label { fill: var(--dash-muted); }
        .dashboard .chart-svg .point circle { fill: var(--dash-accent); stroke: var(--dash-bg); stroke-width: 1.5; }
        .dashboard .chart-svg .point .point-label { fill: var(--dash-bg); font-weight: 700; pointer-events: none; }
        .dashboard .chart-svg .point .tip { visibility: hidden; fill: currentColor; stroke: var(--dash-bg); stroke-width: 4px; paint-order: stroke; font-weight: 600; }
        .dashboard .chart-svg .point:hover .tip, .dashboard .chart-svg .point:focus .tip { visibility: visible; }
        .dashboard .chart-svg .point:focus { outline: none; }
        .dashboard .chart-svg .point:focus circle, .dashboard .chart-svg .point:hover circle { stroke: currentColor; stroke-width: 3; }
        .dashboard details.data { margin: .5rem 0; }
        .dashboard details.data summary { cursor: pointer; color: var(--dash-accent); }
        .dashboard .review-list { list-style: none; padding-left: 0; }
        .dashboard .review-list > li { margin: 0 0 .75rem; }
        .dashboard .review-list > li > a { font-weight: 600; }
        .dashboard .review-list ul { margin: .25rem 0 0; padding-left: 1.1rem; }
        .dashboard .figures { color: var(--dash-muted); font-size: .92rem; }
        .dashboard .needs-review th { border-left: 4px solid #b3261e; }
        .dashboard .stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr)); gap: .75rem; margin: 1rem 0; }
        .dashboard .stats > div { border: 1px solid color-mix(in srgb, var(--dash-muted) 30%, transparent); border-radius: 6px; padding: .5rem .75rem; }
        .dashboard .stats dt { font-size: .92rem; }
        .dashboard .stats dd { margin: 0; }
        .dashboard .stats .value { font-size: 1.35rem; font-weight: 600; font-variant-numeric: tabular-nums; }
        .dashboard .stats .explain { margin: .15rem 0 0; font-size: .85rem; }
        .dashboard .legend dt { font-weight: 600; margin-top: .4rem; }
        .dashboard .legend dd, .dashboard .glossary dd { margin: 0 0 .25rem; }
        .dashboard .glossary dt { font-weight: 700; margin-top: 1rem; }
        .dashboard .glossary dd p { margin: .2rem 0; }
        @media print {
          .dashboard .table-scroll { overflow: visible; }
          .dashboard .table-scroll table { font-size: .8rem; }
          .dashboard details.data, .dashboard .downloads { display: none; }
          .dashboard .chart, .dashboard .stats > div, .dashboard tr, .dashboard .review-list > li { break-inside: avoid; }
          .dashboard .chart-svg { max-width: 16cm; }
          .dashboard .chart-svg .tip { display: none; }
          .dashboard a { color: inherit; text-decoration: none; }
        }
        </style>

        """
}
