import Foundation
import QuizgenCore
import QuizgenGrading

extension CollectService {
    /// An attempt's result as the exam releases it.
    public struct Result: Sendable {
        /// The exam.
        public var exam: AssembledExam
        /// The attempt.
        public var attempt: Attempt
        /// The submission that counts.
        public var submission: StoredSubmission
        /// What the exam shows.
        public var show: ResultRelease.Show
        /// When it is shown, if not yet (`nil` once released, or when never shown).
        public var availableAt: Date?
        /// The graded attempt, when released and `show` is not `none`.
        public var graded: GradedAttempt?

        /// Until when a teacher reopened the attempt, while it is reopened and not handed in
        /// again: the page continues it.
        public var reopenedUntil: Date?
        /// The teacher's comments on the answers, by question id.
        public var comments: [String: String] = [:]

        /// Whether any of the result is shown now.
        public var released: Bool { graded != nil }
    }

    /// The result of attempt `id` (a signed token is needed; an expired one still shows it).
    ///
    /// - Throws: 401/403/404 as for submissions; 404 when nothing was submitted yet.
    public func result(attempt id: String, token: String?) async throws(CollectError) -> Result {
        let (attempt, _) = try await authorise(id, token: token, checkExpiry: false)
        guard let exam = site.exams[attempt.exam] else {
            throw CollectError(404, "the exam of this attempt is no longer served here")
        }
        let submissions = try await storing { try await store.submissions(ofAttempt: id) }
        guard let latest = submissions.last else {
            throw CollectError(404, "nothing has been submitted for this attempt yet")
        }
        var reopenedUntil: Date?
        if let reopened = try await reopenedAt(attempt),
            !submissions.contains(where: { $0.receivedAt >= reopened }),
            let deadline = attempt.deadline, now() < deadline
        {
            reopenedUntil = deadline
        }
        let release = exam.exam.results
        var result = Result(exam: exam, attempt: attempt, submission: latest, show: release.show)
        result.reopenedUntil = reopenedUntil
        guard release.show != .none else { return result }
        if release.when == .close, let closes = window(of: exam.exam).closes, now() < closes {
            result.availableAt = closes
            return result
        }
        // With the marks a teacher gave in the console: the result follows the marking.
        let marks = try await storing { try await store.marks(ofExam: attempt.exam) }.filter {
            $0.examinee == latest.examinee
        }
        result.graded = grade(
            latest, exam: exam, marks: marks, extraSeconds: try await extraSeconds(of: attempt),
            variant: try await variant(of: attempt, exam: exam))
        result.comments = Dictionary(
            marks.filter { !$0.comment.isEmpty }.map { ($0.question, $0.comment) },
            uniquingKeysWith: { a, _ in a })
        return result
    }
}
