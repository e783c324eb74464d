import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenSystem

/// Grades the submissions of one exam: screens them (duplicates, snapshot, lateness), scores
/// every answer, adds manual marks and runs the item analysis. Every submission left out or
/// changed is reported as a located diagnostic and listed in `ExamResults.issues`.
///
/// The scoring runs in parallel chunks of submissions; each chunk collects its diagnostics and
/// issues in submission order and the chunks are put together in order, so the results do not
/// depend on the number of cores. Each attempt keeps its points per question and its answers as
/// submitted; the item analysis reads the points straight into the marks matrix.
public struct SubmissionGrader: Sendable {
    /// The exam as graded (its frozen snapshot when it has one).
    public let exam: AssembledExam
    /// Submissions per parallel chunk.
    static let chunkSize = 1024

    /// The exam's roster, whose accommodations give a submission that names its `student`
    /// that student's time limit.
    public let roster: Roster?

    /// Creates a grader.
    ///
    /// - Parameters:
    ///   - exam: The exam as graded.
    ///   - roster: Its roster, if it has one.
    public init(exam: AssembledExam, roster: Roster? = nil) {
        self.exam = exam
        self.roster = roster
    }

    /// The time limit of `submission` in seconds: the exam's, or what the roster entry of its
    /// `student` allows (extra minutes, a factor), plus the time a teacher gave it in the
    /// console (`extra_seconds`); 0 for none.
    public func timeLimit(of submission: ExamSubmission) -> Int {
        var limit = exam.exam.timeLimitSeconds
        if let student = submission.student, let entry = roster?.entry(id: student) {
            limit = entry.timeLimit(limit)
        }
        // A teacher's extension in the console lengthens a limit; it makes none where there is
        // none.
        return limit > 0 ? limit + max(0, submission.extraSeconds) : limit
    }

    /// Grades a set of submissions.
    ///
    /// - Parameters:
    ///   - set: What the loader read from the exam's submissions folder.
    ///   - diagnostics: Receives every problem.
    /// - Returns: The graded attempts, the issues and the statistics.
    public func grade(_ set: SubmissionSet, into diagnostics: inout Diagnostics) -> ExamResults {
        var issues = set.rejected
        let code = exam.exam.code
        let submissions = set.submissions
        var candidates: [Int] = []
        candidates.reserveCapacity(submissions.count)
        for (index, submission) in submissions.enumerated() {
            if let snapshot = submission.snapshot, snapshot != exam.snapshotHash {
                diagnostics.error(
                    "submission.snapshot",
                    "\(submission.examinee) answered another version of '\(code)' (snapshot \(snapshot.prefix(12))…, the exam is \(exam.snapshotHash.prefix(12))…); the submission is not graded (freeze the exam at the version that was given: docs/grading.md)",
                    at: submission.location)
                issues.append(
                    SubmissionIssue(
                        examinee: submission.examinee, kind: .excluded,
                        reason: "answered another version of the exam",
                        location: submission.location))
                continue
            }
            if exam.isParametric, let variant = submission.variant, !exam.isVariant(variant) {
                diagnostics.error(
                    "submission.variant",
                    "\(submission.examinee) names variant '\(variant.prefix(40))', but '\(code)' has \(exam.exam.variants == 1 ? "one variant, 1" : "variants 1 to \(exam.exam.variants)"); the submission is not graded",
                    at: submission.location)
                issues.append(
                    SubmissionIssue(
                        examinee: submission.examinee, kind: .excluded,
                        reason: "names a variant the exam does not have",
                        location: submission.location))
                continue
            }
            candidates.append(index)
        }
        // `graded: latest` (the default) is the one rule for files of any kind: every file of a
        // name competes by `finished_at`. `first` and `best` go by attempt.
        let (counted, rivals) =
            exam.exam.graded == .latest
            ? (latest(submissions, candidates, issues: &issues, into: &diagnostics), [])
            : byAttempt(submissions, candidates, issues: &issues, into: &diagnostics)
        let marks = manualMarks(
            set.marks,
            examinees: set.marks.isEmpty ? [] : Set(counted.map { submissions[$0].examinee }),
            into: &diagnostics)
        var variants: [String: AssembledExam] = [:]
        if exam.isParametric {
            // A practice page's further draws ("Try another like this") are variants too.
            let practice = exam.exam.mode == .practice
            for position in counted {
                let drawn =
                    practice
                    ? submissions[position].questionVariants.values.filter {
                        QuestionVariants.isPracticeVariant($0, variants: exam.exam.variants)
                    }.sorted() : []
                for name in [submissions[position].variant ?? "1"] + drawn
                where variants[name] == nil {
                    do throws(VariantError) {
                        variants[name] = try QuestionVariants.variant(exam, name)
                    } catch {
                        diagnostics.error(
                            "grading.variant",
                            "variant \(name) of '\(code)' cannot be made, so its submissions are not graded: \(error)",
                            at: exam.exam.location)
                        return ExamResults(exam: exam, attempts: [], issues: issues, report: nil)
                    }
                }
            }
        }
        let plan: Plan
        do {
            plan = try Plan(exam: exam, marks: marks, variants: variants)
        } catch {
            diagnostics.error(
                "grading.exam", "'\(code)' cannot be graded: \(error)", at: exam.exam.location)
            return ExamResults(exam: exam, attempts: [], issues: issues, report: nil)
        }
        var chunks = ParallelChunks.map(count: counted.count, chunkSize: Self.chunkSize) { range in
            var chunk = Chunk()
            var scratch = Scratch(plan)
            for position in range {
                grade(submissions[counted[position]], plan: plan, scratch: &scratch, into: &chunk)
            }
            return chunk
        }
        var attempts: [GradedAttempt] = []
        var ticks: [UInt64] = []
        attempts.reserveCapacity(counted.count)
        ticks.reserveCapacity(counted.count * plan.tickStride)
        for index in chunks.indices {
            diagnostics.merge(chunks[index].diagnostics)
            issues += chunks[index].issues
            attempts += chunks[index].attempts
            ticks += chunks[index].ticks
            chunks[index] = Chunk()  // each chunk's memory goes as soon as it is copied
        }
        keepBest(
            &attempts, ticks: &ticks, rivals: rivals, submissions: submissions,
            stride: plan.tickStride, issues: &issues, into: &diagnostics)
        // Examinees are unique after `latest`, so this order is the same however it is reached.
        let order = attempts.indices.sorted { attempts[$0].examinee < attempts[$1].examinee }
        attempts = order.map { attempts[$0] }
        let report = analyse(attempts, ticks: ticks, order: order, plan: plan, into: &diagnostics)
        if let problem = plan.scaleProblem {
            diagnostics.warning(
                "grading.scale",
                "the grade scale of '\(code)' cannot be applied (\(problem)); grades have no band",
                at: exam.exam.location)
        }
        return ExamResults(exam: exam, attempts: attempts, issues: issues, report: report)
    }

    /// What one chunk of submissions gives, in submission order.
    struct Chunk: Sendable {
        var attempts: [GradedAttempt] = []
        /// Per attempt, the ticked choices of each choice question in exam order
        /// (`Plan.tickStride` words: `Plan.tickWords` per question).
        var ticks: [UInt64] = []
        var diagnostics = Diagnostics()
        var issues: [SubmissionIssue] = []
    }

    /// Scratch space reused from one submission to the next.
    struct Scratch {
        /// Per exam question, the index of its answer in the submission, or -1.
        var slots: [Int]
        var credits: [Double]

        init(_ plan: Plan) {
            slots = Array(repeating: -1, count: plan.ids.count)
            credits = Array(repeating: 0, count: plan.ids.count)
        }
    }

    /// Scores one submission and adds its attempt (unless the late policy rejects it).
    func grade(
        _ submission: ExamSubmission, plan: Plan, scratch: inout Scratch, into chunk: inout Chunk
    ) {
        var found = Diagnostics()
        let ids = plan.ids
        let (scorer, writer) = plan.variant(of: submission)
        // Answers to exam questions, by question; usually written in exam order, so the next
        // question is tried before the lookup.
        for index in scratch.slots.indices { scratch.slots[index] = -1 }
        var unknown: [WrittenAnswer] = []
        var next = 0
        for (position, written) in submission.answers.enumerated() {
            let question: Int?
            if next < ids.count, ids[next] == written.questionID {
                question = next
            } else {
                question = plan.questionOfID[written.questionID]
            }
            guard let question else {
                unknown.append(written)
                continue
            }
            scratch.slots[plan.firstOfID[question]] = position
            next = question + 1
        }
        for written in unknown.sorted(by: { $0.questionID < $1.questionID })
        where !plan.dropped.contains(written.questionID) {
            found.warning(
                "submission.unknown-question",
                "\(submission.examinee): '\(written.questionID)' is not a question of '\(exam.exam.code)'\(Suggestion.didYouMean(written.questionID, in: ids)) (ignored)",
                at: submission.location(of: written))
        }
        var points = [Double](repeating: 0, count: ids.count)
        var unmarked = 0
        let tickStart = chunk.ticks.count
        for index in ids.indices {
            let slot = scratch.slots[plan.firstOfID[index]]
            let written = slot >= 0 ? submission.answers[slot] : nil
            let place = AnswerScorer.Place(line: written?.line ?? 0, column: written?.column ?? 0)
            // The further draw a practice page answered this question in, else the page's.
            let scorer = plan.scorer(of: submission, question: ids[index], default: scorer)
            let reading = scorer.read(
                index, answer: written?.answer, at: place, in: submission.location,
                examinee: submission.examinee, into: &found)
            // A regrade's full credit: every examinee gets the question's whole weight.
            var credit = plan.fullCredit[index] ? 1 : scorer.credit(index, reading)
            // Practice: each wrong try before the answer costs the penalty (never below 0).
            if plan.practice, credit > 0, let wrong = submission.wrongTries[ids[index]] {
                credit *= exam.exam.practice.factor(wrongTries: wrong)
            }
            points[index] = plan.grader.points(index, credit: credit)
            switch reading {
            case .choices(let ticked):
                ticked.append(to: &chunk.ticks, words: plan.tickWords[index])
            case .truth(let given):
                // The choices `true` and `false`.
                chunk.ticks.append(given == "true" ? 1 : given == "false" ? 2 : 0)
            case .text(let given):
                guard plan.essays[index] else { break }
                if let mark = plan.marks[submission.examinee]?[ids[index]] {
                    points[index] = mark
                    credit = plan.grader.credit(index, points: mark)
                } else if !given.isEmpty {
                    unmarked += 1
                    found.warning(
                        "grading.unmarked",
                        "\(submission.examinee): the essay '\(ids[index])' has no mark in marks.yaml yet; it counts 0",
                        at: place.location(in: submission.location))
                }
            default:
                break
            }
            scratch.credits[index] = credit
        }
        if found.warningCount > 0 {
            chunk.issues.append(
                SubmissionIssue(
                    examinee: submission.examinee, kind: .adjusted,
                    reason:
                        "\(found.warningCount) answer\(found.warningCount == 1 ? "" : "s") ignored or unmarked",
                    location: submission.location))
        }
        chunk.diagnostics.merge(found)
        guard
            var attempt = attempt(
                submission, points: points, plan: plan, writer: writer, scratch: &scratch,
                into: &chunk)
        else {
            chunk.ticks.removeSubrange(tickStart...)
            return
        }
        attempt.unmarked = unmarked
        chunk.attempts.append(attempt)
    }
}
