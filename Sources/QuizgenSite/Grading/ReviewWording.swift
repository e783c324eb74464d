import QuizgenCompute
import QuizgenGrading
import QuizgenI18n

/// Puts a ``ReviewFinding`` into plain words in the site's language, with the figures behind it
/// (catalog keys `grading.review_label.*` and `grading.review.*`).
struct ReviewWording {
    /// What a finding says and the figures it rests on.
    struct Sentence {
        var text: String
        var figures: String
    }

    let catalog: Catalog

    /// A few words for the questions table, where the full sentences would make rows tall.
    func label(_ finding: ReviewFinding, choices: [String: String]) -> String {
        let choice = ["choice": finding.choice.flatMap { choices[$0] } ?? finding.choice ?? "?"]
        switch finding.kind {
        case .negativeDiscrimination: return catalog.text("grading.review_label.negative")
        case .distractorAttractsStrong:
            return catalog.text("grading.review_label.draws_strong", choice)
        case .weakDiscrimination: return catalog.text("grading.review_label.weak")
        case .almostAllRight: return catalog.text("grading.review_label.all_right")
        case .almostNoneRight: return catalog.text("grading.review_label.none_right")
        case .sameMark: return catalog.text("grading.review_label.same_mark")
        case .unchosenDistractor: return catalog.text("grading.review_label.unchosen", choice)
        }
    }

    func sentence(
        _ finding: ReviewFinding, stats: QuestionStatistics, choices: [String: String],
        correct: Set<String>, attempts: Int
    ) -> Sentence {
        let words = GradingWords(catalog: catalog)
        let n = words.number
        let pct = words.percent
        let rows = stats.choices?.frequencies ?? []
        let choice = finding.choice.flatMap { choices[$0] } ?? finding.choice ?? "?"
        let text = { (key: String, arguments: [String: String]) in
            catalog.text("grading.review." + key, arguments)
        }
        switch finding.kind {
        case .negativeDiscrimination:
            return Sentence(
                text: text("negative", [:]),
                figures: text(
                    "discrimination_figures", ["discrimination": pct(stats.discriminationIndex)]))
        case .distractorAttractsStrong:
            let row = rows.first { $0.choice == finding.choice }
            let key = rows.filter { correct.contains($0.choice) }.compactMap(\.meanTotal).max()
            return Sentence(
                text: text("draws_strong", ["choice": choice]),
                figures: text(
                    "draws_strong_figures",
                    [
                        "count": String(row?.count ?? 0), "mean": n(row?.meanTotal),
                        "answer_mean": n(key),
                    ]))
        case .weakDiscrimination:
            return Sentence(
                text: text("weak", [:]),
                figures: text(
                    "weak_figures",
                    [
                        "discrimination": pct(stats.discriminationIndex),
                        "efficiency": pct(stats.discriminativeEfficiency),
                    ]))
        case .almostAllRight:
            return Sentence(
                text: text(stats.facility == 100 ? "all_right" : "almost_all_right", [:]),
                figures: text("facility_figures", ["facility": pct(stats.facility)]))
        case .almostNoneRight:
            return Sentence(
                text: text(stats.facility == 0 ? "none_right" : "almost_none_right", [:]),
                figures: text("facility_figures", ["facility": pct(stats.facility)]))
        case .sameMark:
            return Sentence(
                text: text("same_mark", [:]),
                figures: text("same_mark_figures", ["facility": pct(stats.facility)]))
        case .unchosenDistractor:
            return Sentence(
                text: text("unchosen", ["choice": choice]),
                figures: text("unchosen_figures", ["attempts": String(attempts)]))
        }
    }
}
