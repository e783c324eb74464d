import QuizgenI18n

/// The one-sentence explanation of each statistic, shown where the statistic is shown, and the
/// glossary page's entries (the sentence plus how it is computed and read), in the site's
/// language (catalog keys `grading.glossary.<anchor>.term`, `.sentence`, `.detail`, the anchor
/// with underscores for hyphens).
struct StatisticGlossary {
    /// One statistic.
    struct Entry {
        /// The anchor on the glossary page (`facility`).
        var anchor: String
        /// Its name.
        var term: String
        /// What it says, in one sentence.
        var sentence: String
        /// How it is computed and what to make of it (glossary page only).
        var detail: String
    }

    /// The statistics' anchors, in the glossary's order.
    static let anchors = [
        "graded", "excluded", "not-handed-in", "mean-grade", "pass-rate", "mean", "median", "sd",
        "skewness",
        "kurtosis", "cic", "error-ratio", "standard-error", "facility", "question-sd",
        "random-guess", "intended-weight", "effective-weight", "discrimination", "efficiency",
        "review",
    ]

    let catalog: Catalog

    /// Every entry, in the glossary's order.
    var entries: [Entry] { Self.anchors.map(entry) }

    /// The entry of `anchor`.
    func entry(_ anchor: String) -> Entry {
        let key = "grading.glossary." + Self.key(anchor)
        return Entry(
            anchor: anchor, term: catalog.text(key + ".term"),
            sentence: catalog.text(key + ".sentence"),
            detail: catalog.text(key + ".detail"))
    }

    /// The sentence for `anchor`.
    func sentence(_ anchor: String) -> String {
        catalog.text("grading.glossary." + Self.key(anchor) + ".sentence")
    }

    /// `mean_grade` for `mean-grade`.
    static func key(_ anchor: String) -> String { anchor.replacingOccurrences(of: "-", with: "_") }
}
