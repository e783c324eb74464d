import Foundation
import QuizgenCompute
import QuizgenCore

/// Grades the submissions of one exam: screens them (duplicates, snapshot, lateness), scores
/// every answer, adds manual marks and runs the item analysis. Every submission left out or
/// changed is reported as a located diagnostic and listed in `ExamResults.issues`.
public struct SubmissionGrader: Sendable {
    /// The exam as graded (its frozen snapshot when it has one).
    public let exam: AssembledExam

    /// Creates a grader.
    public init(exam: AssembledExam) { self.exam = exam }

    /// Grades a set of submissions.
    ///
    /// - Parameters:
    ///   - set: What the loader read from the exam's submissions folder.
    ///   - diagnostics: Receives every problem.
    /// - Returns: The graded attempts, the issues and the statistics.
    public func grade(_ set: SubmissionSet, into diagnostics: inout Diagnostics) -> ExamResults {
        var issues = set.rejected
        let code = exam.exam.code
        var candidates: [ExamSubmission] = []
        for submission in set.submissions {
            if let snapshot = submission.snapshot, snapshot != exam.snapshotHash {
                diagnostics.error(
                    "submission.snapshot",
                    "\(submission.examinee) answered another version of '\(code)' (snapshot \(snapshot.prefix(12))…, the exam is \(exam.snapshotHash.prefix(12))…); the submission is not graded (freeze the exam at the version that was given: docs/grading.md)",
                    at: submission.location)
                issues.append(SubmissionIssue(examinee: submission.examinee, kind: .excluded, reason: "answered another version of the exam", location: submission.location))
                continue
            }
            candidates.append(submission)
        }
        let counted = latest(candidates, issues: &issues, into: &diagnostics)
        let marks = manualMarks(set.marks, examinees: Set(counted.map(\.examinee)), into: &diagnostics)
        let scorer = AnswerScorer(grading: exam.exam.grading, questions: exam.questions)
        let ids = Set(exam.questions.map(\.question.id))
        var attempts: [GradedAttempt] = []
        for submission in counted {
            var found = Diagnostics()
            for (id, _) in submission.answers.sorted(by: { $0.key < $1.key }) where !ids.contains(id) {
                found.warning(
                    "submission.unknown-question",
                    "\(submission.examinee): '\(id)' is not a question of '\(code)'\(Suggestion.didYouMean(id, in: exam.questions.map(\.question.id))) (ignored)",
                    at: submission.answerLocations[id] ?? submission.location)
            }
            var outcomes: [QuestionOutcome] = []
            for entry in exam.questions {
                let id = entry.question.id
                var outcome = scorer.score(
                    entry, answer: submission.answers[id], at: submission.answerLocations[id] ?? submission.location,
                    examinee: submission.examinee, into: &found)
                if case .essay = entry.question.kind {
                    if let mark = marks[submission.examinee]?[id] {
                        outcome.points = mark
                        outcome.credit = entry.weight > 0 ? mark / entry.weight : 0
                    } else if !outcome.given.isEmpty {
                        found.warning("grading.unmarked", "\(submission.examinee): the essay '\(id)' has no mark in marks.yaml yet; it counts 0", at: submission.answerLocations[id] ?? submission.location)
                    }
                }
                outcomes.append(outcome)
            }
            if found.warningCount > 0 {
                issues.append(SubmissionIssue(examinee: submission.examinee, kind: .adjusted, reason: "\(found.warningCount) answer\(found.warningCount == 1 ? "" : "s") ignored or unmarked", location: submission.location))
            }
            diagnostics.merge(found)
            guard let attempt = attempt(submission, outcomes: outcomes, issues: &issues, into: &diagnostics) else { continue }
            attempts.append(attempt)
        }
        attempts.sort { $0.examinee < $1.examinee }
        return ExamResults(exam: exam, attempts: attempts, issues: issues, report: analyse(attempts))
    }

    /// One submission per examinee: the latest `finished_at` (then the last in file order).
    func latest(_ submissions: [ExamSubmission], issues: inout [SubmissionIssue], into diagnostics: inout Diagnostics) -> [ExamSubmission] {
        var groups: [String: [ExamSubmission]] = [:]
        var order: [String] = []
        for submission in submissions {
            if groups[submission.examinee] == nil { order.append(submission.examinee) }
            groups[submission.examinee, default: []].append(submission)
        }
        return order.compactMap { name -> ExamSubmission? in
            guard let group = groups[name], var kept = group.first else { return nil }
            for candidate in group.dropFirst() where (candidate.finishedAt ?? .distantPast) >= (kept.finishedAt ?? .distantPast) {
                kept = candidate
            }
            let others = group.filter { $0.location != kept.location }
            guard !others.isEmpty else { return kept }
            diagnostics.warning(
                "submission.duplicate",
                "\(name) submitted \(group.count) times; this one (the latest) counts, ignoring \(others.map { "\($0.location)" }.joined(separator: ", "))",
                at: kept.location)
            for other in others {
                issues.append(SubmissionIssue(examinee: name, kind: .excluded, reason: "superseded by the later submission at \(kept.location)", location: other.location))
            }
            return kept
        }
    }

    /// Manual marks by examinee and question, each checked against the question's weight.
    func manualMarks(_ marks: [ManualMark], examinees: Set<String>, into diagnostics: inout Diagnostics) -> [String: [String: Double]] {
        var result: [String: [String: Double]] = [:]
        for mark in marks {
            guard let entry = exam.questions.first(where: { $0.question.id == mark.questionID }) else {
                diagnostics.error(
                    "grading.mark-question",
                    "'\(mark.questionID)' is not a question of '\(exam.exam.code)'\(Suggestion.didYouMean(mark.questionID, in: exam.questions.map(\.question.id)))",
                    at: mark.location)
                continue
            }
            guard (0...entry.weight).contains(mark.points) else {
                diagnostics.error(
                    "grading.mark-range", "the mark for '\(mark.questionID)' must be between 0 and its weight \(AnswerScorer.number(entry.weight)), found \(AnswerScorer.number(mark.points))",
                    at: mark.location)
                continue
            }
            if !examinees.contains(mark.examinee) {
                diagnostics.warning(
                    "grading.mark-examinee", "no graded submission from '\(mark.examinee)'; this mark is not used\(Suggestion.didYouMean(mark.examinee, in: examinees.sorted()))",
                    at: mark.location)
            }
            result[mark.examinee, default: [:]][mark.questionID] = mark.points
        }
        return result
    }
}
