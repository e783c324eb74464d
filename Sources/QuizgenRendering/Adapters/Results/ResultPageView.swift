import QuizgenCore
import QuizgenGrading
import QuizgenI18n

/// A result page as `exam-result` sees it (the build's private result pages and the
/// collector's): the grade, its table and, when shown, each question.
///
/// The page's context is this view's names as a dictionary (`context`), because the renderer
/// adds `site`, `i18n` and `page.url` to it; the questions and rows stay typed.
struct ResultPageView: KeyedTemplateView {
    enum Key: String, CaseIterable {
        case page, heading
        case pointsOf = "points_of"
        case exam, examinee, points, maximum, percentage
        case hasPass = "has_pass"
        case passed, questions, rows, unmarked, band, timing
        case lateFactor = "late_factor"
        case pointsBeforeLate = "points_before_late"
        case provisional, receipt
    }

    /// A row of the grade's table.
    struct Row: KeyedTemplateView {
        enum Key: String, CaseIterable { case key, label, value }
        var row: ResultSummary.Row

        func value(_ key: Key) -> Any? {
            switch key {
            case .key: row.key
            case .label: row.label
            case .value: row.value
            }
        }
    }

    var title: String
    var heading: String
    /// "3 of 4 points".
    var pointsOf: String
    var examTitle: String
    var examCode: String
    var examinee: String
    var points: String
    var maximum: String
    var percentage: String
    var passed: Bool?
    var questions: [ResultQuestionView]
    var rows: [Row]
    /// Answers waiting for a mark by hand.
    var unmarked: Int
    // Names without a value are left out (an empty text is a true section in Mustache, so
    // `{{#band}}` would show an empty row).
    var band: String?
    var timing: String?
    var lateFactor: String?
    var pointsBeforeLate: String?
    var provisional: String?
    var receipt: String?

    init(_ model: ResultPage, site: SiteContext) {
        let a = model.attempt
        let catalog = site.catalog
        let summary = ResultSummary(a, site: site)
        title = catalog.text("results.page_title", ["title": model.exam.exam.title])
        heading = catalog.text("results.heading", ["title": model.exam.exam.title])
        pointsOf = catalog.text(
            "results.points_of",
            ["points": NumberText.twoPlaces(a.points), "maximum": NumberText.twoPlaces(a.maximum)]
        )
        examTitle = model.exam.exam.title
        examCode = model.exam.exam.code
        examinee = a.examinee
        points = NumberText.twoPlaces(a.points)
        maximum = NumberText.twoPlaces(a.maximum)
        percentage = NumberText.twoPlaces(a.percentage)
        passed = a.passed
        questions =
            model.showAnswers
            ? a.outcomes.enumerated().map {
                ResultQuestionView($0.offset, $0.element, of: model.exam, site: site)
            } : []
        rows = summary.rows.map(Row.init)
        unmarked = a.unmarked
        band = a.band.flatMap { $0.isEmpty ? nil : $0 }
        let timing = ResultPageAdapter.timing(a.timing, catalog)
        self.timing = timing.isEmpty ? nil : timing
        if let factor = a.timing.lateFactor {
            lateFactor = NumberText.format(factor)
            pointsBeforeLate = NumberText.twoPlaces(a.rawPoints)
        }
        provisional = summary.provisional
        receipt = model.receipt.flatMap { $0.isEmpty ? nil : $0 }
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .page: ["title": title] as [String: Any]
        case .heading: heading
        case .pointsOf: pointsOf
        case .exam: ["title": examTitle, "code": examCode] as [String: Any]
        case .examinee: examinee
        case .points: points
        case .maximum: maximum
        case .percentage: percentage
        case .hasPass: passed != nil
        case .passed: passed ?? false
        case .questions: questions
        case .rows: rows
        case .unmarked: unmarked
        case .band: band
        case .timing: timing
        case .lateFactor: lateFactor
        case .pointsBeforeLate: pointsBeforeLate
        case .provisional: provisional
        case .receipt: receipt
        }
    }

    /// The page's context: every name that has a value.
    var context: [String: Any] {
        var context: [String: Any] = [:]
        for key in Key.allCases {
            if let value = value(key) { context[key.rawValue] = value }
        }
        return context
    }
}
