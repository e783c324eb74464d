import Foundation
import QuizgenCompute
import QuizgenCore

extension SubmissionGrader {
    /// Totals the outcomes and applies the late policy; `nil` when the policy rejects it.
    func attempt(
        _ submission: ExamSubmission, outcomes: [QuestionOutcome], issues: inout [SubmissionIssue],
        into diagnostics: inout Diagnostics
    ) -> GradedAttempt? {
        let grading = exam.exam.grading
        let weights = exam.questions.map(\.weight)
        let credits = outcomes.map(\.credit)
        // WeightedGrader adds the positive credits; negative marking (multiple choice with
        // `negative: true`) subtracts the rest. A total never goes below 0.
        let positive = (try? WeightedGrader(basePoints: Double(exam.exam.basePoints), weights: weights, mode: .partial)
            .grade(credits: credits.map { max($0, 0) }).points) ?? Double(exam.exam.basePoints)
        let negative = zip(weights, credits).reduce(0.0) { $0 + $1.0 * min($1.1, 0) }
        let raw = max(positive + negative, 0)
        var points = raw
        var timing = ""
        if let start = submission.startedAt, let finish = submission.finishedAt, exam.exam.timeLimitSeconds > 0 {
            let policy: LatePolicy =
                switch grading.latePolicy {
                case .accept: .accept
                case .reject: .reject
                case .penalise: .penalise(factor: grading.lateFactor)
                }
            let elapsed = finish.timeIntervalSince(start)
            let outcome = (try? policy.outcome(
                start: 0, finish: elapsed, limit: Double(exam.exam.timeLimitSeconds), grace: Double(grading.lateGraceSeconds))) ?? .onTime
            let over = Self.duration(elapsed - Double(exam.exam.timeLimitSeconds))
            switch outcome {
            case .onTime:
                timing = "on time"
            case .lateAccepted:
                timing = "late (accepted)"
                diagnostics.warning("submission.late", "\(submission.examinee) finished \(over) after the time limit; accepted at full value (late policy 'accept')", at: submission.location)
                issues.append(SubmissionIssue(examinee: submission.examinee, kind: .adjusted, reason: "late by \(over), accepted", location: submission.location))
            case .latePenalised(let factor):
                points = outcome.adjust(raw)
                timing = "late (×\(AnswerScorer.number(factor)))"
                diagnostics.warning("submission.late", "\(submission.examinee) finished \(over) after the time limit; the grade is multiplied by \(AnswerScorer.number(factor)) (late policy 'penalise')", at: submission.location)
                issues.append(SubmissionIssue(examinee: submission.examinee, kind: .adjusted, reason: "late by \(over), grade ×\(AnswerScorer.number(factor))", location: submission.location))
            case .rejected:
                diagnostics.warning("submission.late", "\(submission.examinee) finished \(over) after the time limit; not graded (late policy 'reject')", at: submission.location)
                issues.append(SubmissionIssue(examinee: submission.examinee, kind: .excluded, reason: "late by \(over), rejected", location: submission.location))
                return nil
            }
        }
        let maximum = exam.maximum
        let percentage = maximum > 0 ? 100 * points / maximum : 0
        let scale = try? GradeScale(bands: exam.exam.gradeScale.isEmpty ? [GradeBand(minimum: 0, label: "")] : exam.exam.gradeScale, passMark: exam.exam.passMark)
        let band = scale?.band(for: percentage)?.label
        return GradedAttempt(
            examinee: submission.examinee, location: submission.location, startedAt: submission.startedAt,
            finishedAt: submission.finishedAt, rawPoints: raw, points: points, maximum: maximum, percentage: percentage,
            passed: scale?.passes(percentage) ?? exam.exam.passMark.map { percentage >= $0 },
            band: band?.isEmpty == false ? band : nil, timing: timing, outcomes: outcomes)
    }

    /// The item analysis of the attempts' marks (before late penalties: those are about the
    /// submission, not the questions); `nil` without attempts.
    func analyse(_ attempts: [GradedAttempt]) -> ItemAnalysisReport? {
        guard !attempts.isEmpty else { return nil }
        let weights = exam.questions.map(\.weight)
        let rows = attempts.map { $0.outcomes.map(\.points) }
        guard let matrix = try? MarksMatrix(questionCount: weights.count, rows: rows) else { return nil }
        let base = Double(exam.exam.basePoints)
        let analyzer = ItemAnalyzer(passMark: exam.exam.passMark.map { $0 / 100 * exam.maximum - base })
        let guesses = exam.questions.map { entry -> Double in
            switch entry.question.kind {
            case .singleChoice(let c): c.isEmpty ? 0 : 1 / Double(c.count)
            case .trueFalse: 0.5
            default: 0
            }
        }
        let responses = exam.questions.enumerated().map { index, entry -> ChoiceResponses? in
            switch entry.question.kind {
            case .singleChoice(let c), .multipleChoice(let c):
                ChoiceResponses(choices: c.map(\.id), selections: attempts.map { $0.outcomes[index].selections })
            case .trueFalse:
                ChoiceResponses(choices: ["true", "false"], selections: attempts.map { $0.outcomes[index].selections })
            default: nil
            }
        }
        return try? analyzer.analyse(matrix, maxMarks: weights, randomGuessScores: guesses, responses: responses)
    }

    /// `3m 20s`, `45s`, `1h 2m`.
    static func duration(_ seconds: Double) -> String {
        let s = max(Int(seconds.rounded()), 0)
        if s >= 3600 { return "\(s / 3600)h \(s % 3600 / 60)m" }
        if s >= 60 { return s % 60 == 0 ? "\(s / 60)m" : "\(s / 60)m \(s % 60)s" }
        return "\(s)s"
    }
}
