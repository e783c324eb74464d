import Foundation
import QuizgenCompute
import QuizgenCore

extension SubmissionGrader {
    /// Totals the points and applies the late policy; `nil` when the policy rejects it.
    ///
    /// `scratch.credits` holds the submission's credit per question.
    func attempt(
        _ submission: ExamSubmission, points questionPoints: [Double], plan: Plan,
        writer: OutcomeWriter, scratch: inout Scratch, into chunk: inout Chunk
    ) -> GradedAttempt? {
        let grading = exam.exam.grading
        // Negative marking (multiple choice with `negative: true`) subtracts; never below 0.
        let raw = plan.grader.total(credits: scratch.credits)
        var points = raw
        var timing = AttemptTiming.unknown
        if submission.finishedByServer {
            // Graded on the answers the page last saved; the teacher is told it was never handed
            // in.
            chunk.diagnostics.warning(
                "submission.not-handed-in",
                "\(submission.examinee) never handed in; the collector finished the attempt at time-up with the answers last saved",
                at: submission.location)
            chunk.issues.append(
                SubmissionIssue(
                    examinee: submission.examinee, kind: .adjusted,
                    reason: "not handed in: finished at time-up with the answers last saved",
                    location: submission.location))
        }
        let limit = timeLimit(of: submission)
        if let start = submission.startedAt, let finish = submission.finishedAt, limit > 0 {
            let elapsed = finish.timeIntervalSince(start)
            let outcome: LateOutcome
            do {
                outcome = try plan.policy.outcome(
                    start: 0, finish: elapsed, limit: Double(limit),
                    grace: Double(grading.lateGraceSeconds + ExamGrading.timeUpToleranceSeconds))
            } catch {
                // Never silently on time: the policy's own values are wrong (a late factor outside
                // 0...1).
                chunk.diagnostics.warning(
                    "grading.late-policy",
                    "\(submission.examinee): the late policy of '\(exam.exam.code)' cannot be applied (\(error)); the submission counts as on time",
                    at: submission.location)
                outcome = .onTime
            }
            let overSeconds = elapsed - Double(limit)
            /// A warning and an issue that say by how much the submission was late and what
            /// the policy did.
            func reportLate(_ consequence: String, reason: String, kind: SubmissionIssue.Kind) {
                let over = Self.duration(overSeconds)
                chunk.diagnostics.warning(
                    "submission.late",
                    "\(submission.examinee) finished \(over) after the time limit; \(consequence)",
                    at: submission.location)
                chunk.issues.append(
                    SubmissionIssue(
                        examinee: submission.examinee, kind: kind,
                        reason: "late by \(over), \(reason)",
                        location: submission.location))
            }
            switch outcome {
            case .onTime:
                timing = .onTime
            case .lateAccepted:
                timing = .lateAccepted(seconds: overSeconds)
                reportLate(
                    "accepted at full value (late policy 'accept')", reason: "accepted",
                    kind: .adjusted)
            case .latePenalised(let factor):
                points = outcome.adjust(raw)
                timing = .latePenalised(seconds: overSeconds, factor: factor)
                reportLate(
                    "the grade is multiplied by \(NumberText.format(factor)) (late policy 'penalise')",
                    reason: "grade ×\(NumberText.format(factor))", kind: .adjusted)
            case .rejected:
                reportLate(
                    "not graded (late policy 'reject')", reason: "rejected", kind: .excluded)
                return nil
            }
        }
        let maximum = exam.maximum
        let percentage = maximum > 0 ? 100 * points / maximum : 0
        // Bands and the pass mark are decided on the points, as decimals: 14 of 25 reaches 56 %
        // however the sum of the credits rounded in binary.
        let band = plan.scale?.band(points: points, of: maximum)?.label
        let passed = exam.exam.passMark.map {
            GradeScale.reaches(points: points, of: maximum, percentage: $0)
        }
        var graded = GradedAttempt(
            examinee: submission.examinee, location: submission.location,
            startedAt: submission.startedAt,
            finishedAt: submission.finishedAt, rawPoints: raw, points: points, maximum: maximum,
            percentage: percentage,
            passed: passed,
            band: band?.isEmpty == false ? band : nil, timing: timing,
            questionPoints: questionPoints, answers: submission.answers,
            writer: writer)
        graded.finishedByServer = submission.finishedByServer
        if plan.practice { graded.wrongTries = submission.wrongTries.filter { $0.value > 0 } }
        graded.variant = exam.isParametric ? submission.variant ?? "1" : nil
        return graded
    }

    /// The item analysis of the attempts' marks (before late penalties: those are about the
    /// submission, not the questions); `nil` without attempts.
    ///
    /// - Parameters:
    ///   - attempts: The attempts, sorted.
    ///   - ticks: Per attempt before sorting, the ticked choices (`Plan.tickStride` words).
    ///   - order: The attempts' positions before sorting.
    func analyse(
        _ attempts: [GradedAttempt], ticks: [UInt64], order: [Int], plan: Plan,
        into diagnostics: inout Diagnostics
    ) -> ItemAnalysisReport? {
        guard !attempts.isEmpty else { return nil }
        let weights = plan.weights
        var marks: [Double] = []
        marks.reserveCapacity(attempts.count * weights.count)
        for attempt in attempts { marks += attempt.questionPoints }
        /// Says why the exam has no statistics (the dashboard then shows none).
        func noStatistics(_ error: Error) -> ItemAnalysisReport? {
            diagnostics.warning(
                "grading.statistics",
                "the statistics of '\(exam.exam.code)' cannot be computed (\(error)); the dashboard shows none",
                at: exam.exam.location)
            return nil
        }
        let matrix: MarksMatrix
        do {
            matrix = try MarksMatrix(
                examineeCount: attempts.count, questionCount: weights.count, marks: marks)
        } catch {
            return noStatistics(error)
        }
        // No pass mark here: the marks leave out base points and late penalties, so the pass
        // rate is set below from the gradebook's own decisions.
        let analyzer = ItemAnalyzer()
        // Moodle's `get_random_guess_score`: single choice the mean choice fraction (1/n with one
        // right choice), true/false 0.5, multiple answer undefined, matching 1/n when each
        // prompt earns its share (Moodle's model: every menu picked at random; undefined when
        // only all-or-nothing counts); short, numeric, ordering and essay 0.
        let matching = exam.exam.grading.matching
        let guesses = exam.questions.map { entry -> Double? in
            switch entry.question.kind {
            case .singleChoice(let c):
                c.isEmpty ? nil : Double(c.filter(\.correct).count) / Double(c.count)
            case .trueFalse: 0.5
            case .multipleChoice: nil
            case .matching(let pairs):
                matching == .allOrNothing || pairs.isEmpty
                    ? nil : 1 / Double(Set(pairs.map(\.right)).count)
            case .blanks(let blanks):
                // The weighted share a guess earns: 1/options for a choice blank, 0 for a typed
                // one.
                blanks.reduce(0) {
                    $0 + $1.weight * ($1.answer.options.map { 1 / Double(max($0.count, 1)) } ?? 0)
                }
                    / max(blanks.reduce(0) { $0 + $1.weight }, .leastNonzeroMagnitude)
            default: 0
            }
        }
        var selections = [ChoiceSelections?](repeating: nil, count: weights.count)
        var offset = 0
        for index in plan.choiceQuestions {
            let choices: [String]
            switch exam.questions[index].question.kind {
            case .singleChoice(let c), .multipleChoice(let c): choices = c.map(\.id)
            default: choices = ["true", "false"]
            }
            let words = plan.tickWords[index]
            var bits: [UInt64] = []
            bits.reserveCapacity(attempts.count * words)
            for position in order {
                let start = position * plan.tickStride + offset
                bits += ticks[start..<start + words]
            }
            selections[index] = ChoiceSelections(choices: choices, bits: bits)
            offset += words
        }
        var report: ItemAnalysisReport
        do {
            report = try analyzer.analyse(
                matrix, maxMarks: weights, randomGuessScores: guesses, selections: selections)
        } catch {
            return noStatistics(error)
        }
        // The share of graded examinees the gradebook marks as passed, late penalties included.
        let decided = attempts.compactMap(\.passed)
        if !decided.isEmpty {
            report.exam.passRate = 100 * Double(decided.filter { $0 }.count) / Double(decided.count)
        }
        return report
    }

    /// `3m 20s`, `45s`, `1h 2m`.
    static func duration(_ seconds: Double) -> String {
        let s = max(Int(seconds.rounded()), 0)
        if s >= 3600 { return "\(s / 3600)h \(s % 3600 / 60)m" }
        if s >= 60 { return s % 60 == 0 ? "\(s / 60)m" : "\(s / 60)m \(s % 60)s" }
        return "\(s)s"
    }
}
