import QuizgenCompute
import QuizgenCore

extension SubmissionGrader {
    /// Everything about the exam that grading reads for every submission, worked out once.
    struct Plan: Sendable {
        let scorer: AnswerScorer
        let writer: OutcomeWriter
        /// The exam's question ids, in exam order.
        let ids: [String]
        /// The index of the first exam question with each id.
        let questionOfID: [String: Int]
        /// Per exam question, the index of the first question with the same id.
        let firstOfID: [Int]
        /// Manual marks by examinee and question id.
        let marks: [String: [String: Double]]
        /// The questions with choices (single, multiple, true/false), in exam order.
        let choiceQuestions: [Int]
        /// Per exam question, the words its ticked choices take (0 without choices).
        let tickWords: [Int]
        /// The words all ticked choices of one attempt take.
        let tickStride: Int
        let weights: [Double]
        /// Whether each exam question is an essay (marked by hand).
        let essays: [Bool]
        /// Turns credits into points and totals (partial credit: each scorer decided its credit).
        let grader: WeightedGrader
        let scale: GradeScale?
        /// Why the exam's grade scale could not be made (the loader checks scales, so a damaged
        /// snapshot), reported once by `grade`.
        let scaleProblem: ScoringError?
        let policy: LatePolicy
        /// A parametric exam's variants by name: each its own scorer (its key computed from its
        /// draw) and outcome writer. Empty for an exam without parametric questions.
        let variants: [String: (scorer: AnswerScorer, writer: OutcomeWriter)]
        /// Per exam question, whether a regrade gave everyone full credit for it.
        let fullCredit: [Bool]
        /// The questions a regrade dropped: answers to them are expected, not unknown.
        let dropped: Set<String>
        /// Whether the exam is in practice mode: its submissions' wrong tries cost points.
        let practice: Bool

        /// - Throws: `ScoringError` when the exam's base points or weights are out of range
        ///   (the exam loader refuses those; a damaged snapshot can still hold them).
        init(
            exam: AssembledExam, marks: [String: [String: Double]],
            variants: [String: AssembledExam] = [:]
        ) throws(ScoringError) {
            let grading = exam.exam.grading
            practice = exam.exam.mode == .practice
            scorer = AnswerScorer(grading: grading, questions: exam.questions)
            ids = exam.questions.map(\.question.id)
            var questionOfID: [String: Int] = [:]
            for (index, id) in ids.enumerated() where questionOfID[id] == nil {
                questionOfID[id] = index
            }
            self.questionOfID = questionOfID
            firstOfID = ids.map { questionOfID[$0] ?? 0 }
            self.marks = marks
            choiceQuestions = exam.questions.indices.filter { index in
                switch exam.questions[index].question.kind {
                case .singleChoice, .multipleChoice, .trueFalse: true
                default: false
                }
            }
            tickWords = exam.questions.map { entry in
                switch entry.question.kind {
                case .singleChoice(let choices), .multipleChoice(let choices):
                    ChoiceSelections.wordsPerExaminee(choices.count)
                case .trueFalse: 1
                default: 0
                }
            }
            tickStride = tickWords.reduce(0, +)
            weights = exam.questions.map(\.weight)
            essays = exam.questions.map { entry in
                if case .essay = entry.question.kind { return true }
                return false
            }
            grader = try WeightedGrader(
                basePoints: Double(exam.exam.basePoints), weights: weights, mode: .partial)
            let regrade = exam.regrade?.entries ?? []
            let full = Set(regrade.filter { $0.action == .fullCredit }.map(\.question))
            fullCredit = ids.map { full.contains($0) }
            dropped = Set(regrade.filter { $0.action == .drop }.map(\.question))
            writer = OutcomeWriter(
                scorer: scorer, grader: grader, snapshot: exam.snapshotHash, fullCredit: full)
            var filled: [String: (scorer: AnswerScorer, writer: OutcomeWriter)] = [:]
            for (name, variant) in variants {
                let scorer = AnswerScorer(grading: grading, questions: variant.questions)
                filled[name] = (
                    scorer,
                    OutcomeWriter(
                        scorer: scorer, grader: grader,
                        snapshot: exam.snapshotHash + "/" + name, fullCredit: full)
                )
            }
            self.variants = filled
            do {
                scale = try GradeScale(
                    bands: exam.exam.gradeScale.isEmpty
                        ? [GradeBand(minimum: 0, label: "")] : exam.exam.gradeScale,
                    passMark: exam.exam.passMark)
                scaleProblem = nil
            } catch {
                scale = nil
                scaleProblem = error
            }
            policy =
                switch grading.latePolicy {
                case .accept: .accept
                case .reject: .reject
                case .penalise: .penalise(factor: grading.lateFactor)
                }
        }

        /// The scorer and writer of `submission`'s variant (the exam's own for an exam
        /// without parametric questions).
        func variant(of submission: ExamSubmission) -> (scorer: AnswerScorer, writer: OutcomeWriter)
        {
            guard !variants.isEmpty else { return (scorer, writer) }
            return variants[submission.variant ?? "1"] ?? (scorer, writer)
        }

        /// The scorer of question `id` in `submission`: on a practice exam, that of the further
        /// draw the page answered it in (`question_variants`), else `fallback`, the
        /// submission's own.
        func scorer(
            of submission: ExamSubmission, question id: String, default fallback: AnswerScorer
        )
            -> AnswerScorer
        {
            guard practice, let name = submission.questionVariants[id] else { return fallback }
            return variants[name]?.scorer ?? fallback
        }
    }
}
