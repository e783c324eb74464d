import QuizgenCompute
import QuizgenGrading

/// Puts a ``ReviewFinding`` into plain words, with the figures behind it.
enum ReviewWording {
    /// What a finding says and the figures it rests on.
    struct Sentence {
        var text: String
        var figures: String
    }

    /// A few words for the questions table, where the full sentences would make rows tall.
    static func label(_ finding: ReviewFinding, choices: [String: String]) -> String {
        let quoted = "“\(finding.choice.flatMap { choices[$0] } ?? finding.choice ?? "?")”"
        switch finding.kind {
        case .negativeDiscrimination: return "works against the rest of the exam"
        case .distractorAttractsStrong: return "\(quoted) draws stronger students"
        case .weakDiscrimination: return "does not separate strong from weak"
        case .almostAllRight: return "(almost) everyone right"
        case .almostNoneRight: return "(almost) nobody right"
        case .sameMark: return "same mark for everyone"
        case .unchosenDistractor: return "nobody chose \(quoted)"
        }
    }

    static func sentence(
        _ finding: ReviewFinding, stats: QuestionStatistics, choices: [String: String], correct: Set<String>, attempts: Int
    ) -> Sentence {
        let n = GradingFormat.number
        let pct = { (v: Double?) in v.map { n($0) + " %" } ?? "not defined" }
        let rows = stats.choices?.frequencies ?? []
        let quoted = { (id: String?) in "“\(id.flatMap { choices[$0] } ?? id ?? "?")”" }
        switch finding.kind {
        case .negativeDiscrimination:
            return Sentence(text: "Stronger students did worse on it than weaker ones: check the key and the wording.",
                            figures: "discrimination index \(pct(stats.discriminationIndex))")
        case .distractorAttractsStrong:
            let row = rows.first { $0.choice == finding.choice }
            let key = rows.filter { correct.contains($0.choice) }.compactMap(\.meanTotal).max()
            return Sentence(
                text: "The stronger students chose \(quoted(finding.choice)) rather than the answer.",
                figures: "\(row?.count ?? 0) chose it, with a mean total of \(n(row?.meanTotal)) marks; those who chose the answer: \(n(key)) marks")
        case .weakDiscrimination:
            return Sentence(text: "It does not separate strong from weak students.",
                            figures: "discrimination index \(pct(stats.discriminationIndex)), discriminative efficiency \(pct(stats.discriminativeEfficiency))")
        case .almostAllRight:
            return Sentence(text: stats.facility == 100 ? "Everyone got it right." : "Almost everyone got it right.",
                            figures: "facility \(pct(stats.facility))")
        case .almostNoneRight:
            return Sentence(text: stats.facility == 0 ? "Nobody got it right." : "Almost nobody got it right.",
                            figures: "facility \(pct(stats.facility))")
        case .sameMark:
            return Sentence(text: "Everyone got the same mark, so it says nothing about who knows more.",
                            figures: "facility \(pct(stats.facility)), standard deviation 0")
        case .unchosenDistractor:
            return Sentence(text: "Nobody chose \(quoted(finding.choice)), so it distracts nobody.",
                            figures: "0 of \(attempts) examinees")
        }
    }
}
