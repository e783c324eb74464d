import QuizgenCore

/// "Try another like this" on a practice page: further draws of each parametric question.
extension QuestionVariants {
    /// How many further draws of each parametric question a practice page offers.
    public static let practiceDrawCount = 5

    /// The variant of the `index`-th further draw (1-based) on the page of variant `page` of
    /// an exam of `variants` variants: `page + index × variants`, so no two pages offer the
    /// same draw and none is a published variant.
    public static func practiceVariant(page: Int, index: Int, variants: Int) -> String {
        String(page + index * max(variants, 1))
    }

    /// Whether a submission may name `name` as the variant of one question of a practice exam
    /// of `variants` variants: a published variant or a further draw of one.
    public static func isPracticeVariant(_ name: String, variants: Int) -> Bool {
        guard let number = Int(name), String(number) == name else { return false }
        return (1...(max(variants, 1) * (practiceDrawCount + 1))).contains(number)
    }

    /// Per parametric question of `exam` (as written), its further draws for the practice
    /// page of variant `page`; a draw that fails is left out.
    public static func practiceDraws(_ exam: AssembledExam, page: String) -> [String:
        [PracticeDraw]]
    {
        guard let number = Int(page) else { return [:] }
        var draws: [String: [PracticeDraw]] = [:]
        for entry in exam.questions where entry.question.isParametric {
            let question = entry.question
            draws[question.id] = (1...practiceDrawCount).compactMap { index in
                let name = practiceVariant(page: number, index: index, variants: exam.exam.variants)
                let seed = seed(exam: exam.exam.code, variant: name, question: question.id)
                guard let filled = try? instantiate(question, seed: seed) else { return nil }
                return PracticeDraw(variant: name, question: filled)
            }
        }
        return draws
    }
}
