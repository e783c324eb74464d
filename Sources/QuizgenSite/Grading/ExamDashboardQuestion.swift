import QuizgenRendering

/// One question's row of an exam's statistics (`questions[]` of `exam-dashboard`): its figures,
/// why it needs review, and how often each choice was picked.
struct ExamDashboardQuestion: KeyedTemplateView {
    enum Key: String, CaseIterable {
        case number, id, anchor, text, html, type, facility, sd
        case randomGuess = "random_guess"
        case intendedWeight = "intended_weight"
        case effectiveWeight = "effective_weight"
        case discriminationIndex = "discrimination_index"
        case discriminativeEfficiency = "discriminative_efficiency"
        case flags, review
        case needsReview = "needs_review"
        case choices
        case hasChoices = "has_choices"
        case omitted
        case choicesLabel = "choices_label"
        case omittedText = "omitted_text"
    }

    /// How often one choice was picked.
    struct Choice: KeyedTemplateView {
        enum Key: String, CaseIterable {
            case choice, text, html, correct, count, proportion
            case meanTotal = "mean_total"
        }
        /// The choice's id.
        var choice: String
        var text: String
        /// The choice as the exam shows it (inline HTML: formulas as MathML).
        var html: String
        var correct: Bool
        var count: Int
        var proportion: String
        /// The mean total of those who picked it.
        var meanTotal: String

        func value(_ key: Key) -> Any? {
            switch key {
            case .choice: choice
            case .text: text
            case .html: html
            case .correct: correct
            case .count: count
            case .proportion: proportion
            case .meanTotal: meanTotal
            }
        }
    }

    /// From 1.
    var number: Int
    var id: String
    /// The row's anchor in the page.
    var anchor: String
    /// The question's text, plain.
    var text: String
    /// The question's text as the exam shows it: inline HTML, formulas as MathML, blanks as
    /// gaps, images (shown small by the theme) with their alt text.
    var html: String
    /// Its kind's name.
    var type: String
    /// The figures, in the site's words ("–" when there is none).
    var facility: String
    var sd: String
    var randomGuess: String
    var intendedWeight: String
    var effectiveWeight: String
    var discriminationIndex: String
    var discriminativeEfficiency: String
    /// The review flags, comma-separated.
    var flags: String
    /// Why it needs review, in words ("" when it does not).
    var review: String
    var needsReview: Bool
    var choices: [Choice]
    /// Answers left empty.
    var omitted: Int
    /// "Choices of question 3".
    var choicesLabel: String
    /// "2 without an answer".
    var omittedText: String

    func value(_ key: Key) -> Any? {
        switch key {
        case .number: number
        case .id: id
        case .anchor: anchor
        case .text: text
        case .html: html
        case .type: type
        case .facility: facility
        case .sd: sd
        case .randomGuess: randomGuess
        case .intendedWeight: intendedWeight
        case .effectiveWeight: effectiveWeight
        case .discriminationIndex: discriminationIndex
        case .discriminativeEfficiency: discriminativeEfficiency
        case .flags: flags
        case .review: review
        case .needsReview: needsReview
        case .choices: choices
        case .hasChoices: !choices.isEmpty
        case .omitted: omitted
        case .choicesLabel: choicesLabel
        case .omittedText: omittedText
        }
    }
}
