/// The one-sentence explanation of each statistic, shown where the statistic is shown, and the
/// glossary page's entries (the sentence plus how it is computed and read).
enum StatisticGlossary {
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

    static let entries: [Entry] = [
        Entry(anchor: "graded", term: "Graded attempts", sentence: "The submissions counted in the grades: the latest one of each examinee.",
              detail: "Excluded submissions (for instance, rejected as late) are not counted; they are listed at the end of the exam's page."),
        Entry(anchor: "excluded", term: "Excluded submissions", sentence: "Submissions left out of the grades and the statistics, each listed with its reason at the end of the page.",
              detail: "An examinee's earlier submissions, replaced by a later one, are not excluded: only the latest counts."),
        Entry(anchor: "mean-grade", term: "Mean grade", sentence: "The average grade as in the gradebook, in percent, with base points and late penalties.",
              detail: "This is the figure students see; the other statistics are computed from the question marks alone. Moodle's guidance for a discriminating test: between 50 % and 75 %."),
        Entry(anchor: "pass-rate", term: "Pass rate", sentence: "The share of graded examinees whose grade reaches the pass mark.",
              detail: "Not defined when the exam has no pass mark."),
        Entry(anchor: "mean", term: "Mean (marks)", sentence: "The average total of the question marks, without base points.",
              detail: "Moodle's statistics count the marks of the questions only; base points are the same for everyone and change no spread, so they are left out of every statistic on the page except the mean grade and the pass rate."),
        Entry(anchor: "median", term: "Median (marks)", sentence: "Half of the examinees scored this many marks or fewer.",
              detail: "With an even number of examinees, the mean of the two middle totals."),
        Entry(anchor: "sd", term: "Standard deviation", sentence: "How far totals typically lie from the mean, in marks.",
              detail: "Sample standard deviation (divided by n − 1); not defined for one attempt. Moodle's guidance: 12 % to 18 % of the maximum; less means totals are bunched up."),
        Entry(anchor: "skewness", term: "Skewness", sentence: "Below 0 when most examinees scored high with a tail of low totals, above 0 the other way round.",
              detail: "Needs at least 3 attempts. Moodle's guidance aims at about −1; above 1 may mean the test does not separate examinees near the pass mark."),
        Entry(anchor: "kurtosis", term: "Kurtosis", sentence: "Above 0 when totals bunch in the middle with long tails, below 0 when they spread flat.",
              detail: "Excess kurtosis (0 for a normal distribution); needs at least 4 attempts. Moodle's guidance: 0 to 1."),
        Entry(anchor: "cic", term: "Coefficient of internal consistency (CIC)", sentence: "How consistently the questions measure the same ability, in percent: higher is better.",
              detail: "Cronbach's alpha (KR-20 for right/wrong questions). Moodle's guidance: above 75 % is satisfactory, below 64 % the test as a whole is unsatisfactory; a short or deliberately varied exam gives lower values."),
        Entry(anchor: "error-ratio", term: "Error ratio", sentence: "The share of the spread of totals that is measurement noise rather than real differences between examinees.",
              detail: "100 × √(1 − CIC); lower is better. Not defined when the CIC is not."),
        Entry(anchor: "standard-error", term: "Standard error", sentence: "How many marks an examinee's total could move by chance alone.",
              detail: "Error ratio × standard deviation. Two totals closer than this are not reliably different."),
        Entry(anchor: "facility", term: "Facility", sentence: "The average mark on the question as a share of its maximum: high means easy.",
              detail: "Moodle calls a question with facility above 90 % very easy and below 10 % very difficult; neither tells strong from weak examinees."),
        Entry(anchor: "question-sd", term: "Standard deviation (question)", sentence: "How much the marks on this question vary, as a share of its maximum.",
              detail: "0 means everyone got the same mark; the question then tells nothing about who knows more."),
        Entry(anchor: "random-guess", term: "Random guess score", sentence: "What ticking at random would score on average, as a share of the maximum.",
              detail: "1 ÷ number of choices for a single-answer question, 50 % for true/false. Moodle leaves it undefined for multiple-answer questions and questions without choices."),
        Entry(anchor: "intended-weight", term: "Intended weight", sentence: "The question's share of the maximum total.",
              detail: "Its weight divided by the sum of the weights."),
        Entry(anchor: "effective-weight", term: "Effective weight", sentence: "The question's actual share of the differences between totals.",
              detail: "Much above the intended weight: the question decides more than planned. Not defined when its marks go against the totals."),
        Entry(anchor: "discrimination", term: "Discrimination index", sentence: "How strongly doing well on this question goes with doing well on the rest of the exam, in percent.",
              detail: "The correlation of the question's marks with the rest of the totals. Moodle's question bank says a question below 30 % very likely needs checking and one below 50 % likely does; below 0, stronger examinees did worse on it than weaker ones, so the key or the wording is probably wrong."),
        Entry(anchor: "efficiency", term: "Discriminative efficiency", sentence: "The discrimination index as a share of the highest these marks could give, in percent.",
              detail: "Moodle's statistics report marks a question below 15 % as dubious. Very easy and very hard questions cannot reach high values."),
        Entry(anchor: "review", term: "Questions to review first", sentence: "Questions whose figures cross Moodle's review thresholds, the most serious first.",
              detail: "A question is listed when its discrimination index is below 0 or below 30 %, its discriminative efficiency below 15 %, or its facility above 90 % or below 10 % (Moodle's thresholds); when the examinees who chose a wrong choice (at least 2 of them) scored higher on the whole exam than those who chose the answer; when everyone got the same mark; and, from 10 attempts on, when nobody chose a wrong choice. The last three rules are quizgen's own."),
    ]

    static let byAnchor: [String: Entry] = Dictionary(entries.map { ($0.anchor, $0) }, uniquingKeysWith: { a, _ in a })

    /// The sentence for `anchor` (empty when unknown).
    static func sentence(_ anchor: String) -> String { byAnchor[anchor]?.sentence ?? "" }
}
