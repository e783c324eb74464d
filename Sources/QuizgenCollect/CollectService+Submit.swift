import Crypto
import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenLoading

extension CollectService {
    /// What a submission gave: the receipt now counting and whether this call stored it.
    public struct Received: Sendable, Hashable {
        /// The stored submission (the earlier one when this was a repeat).
        public var submission: StoredSubmission
        /// `false` when the same answers were already stored (an idempotent repeat).
        public var isNew: Bool
    }

    /// Receives a `quizgen-submission/1` body for attempt `id`.
    ///
    /// Checks, in order: the token (401/403), the attempt (404), the body (400), that it is
    /// for the attempt's exam and version (409), the token's expiry (401); a repeat of the
    /// latest answers gives the same receipt; a change after the deadline is refused (409); a
    /// late first submission is refused when the exam's late policy rejects it (403). Then it
    /// is graded with the build's grader on the server's times and stored.
    public func submit(attempt id: String, token: String?, body: [UInt8]) async throws(CollectError)
        -> Received
    {
        try await submit(attempt: id, token: token) { attempt, exam throws(CollectError) in
            try SubmissionBody(body, attempt: attempt, exam: exam)
        }
    }

    /// Receives a posted form's fields for attempt `id`, as ``submit(attempt:token:body:)``
    /// receives a JSON body.
    func submit(attempt id: String, token: String?, form: SubmissionFields)
        async throws(CollectError) -> Received
    {
        try await submit(attempt: id, token: token) { attempt, exam throws(CollectError) in
            try SubmissionBody(form, attempt: attempt, exam: exam)
        }
    }

    /// Receives the submission `read` checks, with the checks and order of
    /// ``submit(attempt:token:body:)``.
    func submit(
        attempt id: String, token: String?,
        read: (Attempt, AssembledExam) throws(CollectError) -> SubmissionBody
    ) async throws(CollectError) -> Received {
        let (attempt, exam, parsed) = try await answers(of: id, token: token, read: read)
        let received = now()
        let earlier = try await storing { try await store.submissions(ofAttempt: id) }
        // Reopened by a teacher and not handed in since: this hand-in closes it again, even
        // with the answers handed in before.
        let reopened =
            try await reopenedAt(attempt).map { at in
                !earlier.contains { $0.receivedAt >= at }
            } ?? false
        if let latest = earlier.last {
            if latest.answersHash == parsed.answersHash, !reopened {
                return Received(submission: latest, isNew: false)
            }
            let grace = Double(
                exam.exam.grading.lateGraceSeconds + ExamGrading.timeUpToleranceSeconds)
            if let deadline = attempt.deadline, received > deadline.addingTimeInterval(grace) {
                throw CollectError(
                    409,
                    "the deadline of this attempt passed at \(Self.text(deadline)); the submission received at \(Self.text(latest.receivedAt)) counts and can no longer be replaced",
                    key: "deadline_passed",
                    ["time": site.timeText(deadline), "received": site.timeText(latest.receivedAt)])
            }
        }
        var handedIn = parsed.submission(startedAt: attempt.startedAt, finishedAt: received)
        handedIn.student = attempt.student
        handedIn.extraSeconds = try await extraSeconds(of: attempt)
        handedIn.variant = try await variant(of: attempt, exam: exam)
        let graded = grade(handedIn, exam: exam)
        if graded.attempt == nil {
            let reason = graded.issues.last?.reason ?? "not graded"
            throw CollectError(
                403,
                "this submission cannot be accepted: \(reason) (late policy of '\(exam.exam.code)')",
                key: "late",
                ["code": exam.exam.code])
        }
        var submission = StoredSubmission(
            receipt: Self.randomID(), attempt: id, exam: attempt.exam, examinee: attempt.examinee,
            sequence: 0,
            startedAt: attempt.startedAt, receivedAt: received, answersHash: parsed.answersHash,
            answers: parsed.answersJSON,
            snapshot: parsed.snapshot, clientStartedAt: parsed.clientStartedAt,
            clientFinishedAt: parsed.clientFinishedAt)
        submission.practice = parsed.practiceJSON
        let outcome: (submission: StoredSubmission, stored: Bool)
        if reopened, earlier.last?.answersHash == parsed.answersHash {
            var again = submission
            again.sequence = (earlier.last?.sequence ?? 0) + 1
            let stored = try await storing { try await store.addFinish(again) }
            outcome = stored ? (again, true) : (earlier.last ?? again, false)
        } else {
            outcome = try await storing { try await store.add(submission) }
        }
        if outcome.stored { await hub.changed(attempt.exam) }
        return Received(submission: outcome.submission, isNew: outcome.stored)
    }

    /// The attempt, its exam and the answers of `body`, for a hand-in or a draft: the token
    /// (401/403), the attempt (404), the body (400, 409 for another exam or version), then the
    /// token's expiry (401), in that order.
    func answers(of id: String, token: String?, body: [UInt8]) async throws(CollectError) -> (
        Attempt, AssembledExam, SubmissionBody
    ) {
        try await answers(of: id, token: token) { attempt, exam throws(CollectError) in
            try SubmissionBody(body, attempt: attempt, exam: exam)
        }
    }

    /// As ``answers(of:token:body:)``, with the submission checked by `read`.
    func answers(
        of id: String, token: String?,
        read: (Attempt, AssembledExam) throws(CollectError) -> SubmissionBody
    ) async throws(CollectError) -> (Attempt, AssembledExam, SubmissionBody) {
        let (attempt, _) = try await authorise(id, token: token, checkExpiry: false)
        guard let exam = site.exams[attempt.exam] else {
            throw CollectError(404, "the exam of this attempt is no longer served here")
        }
        let parsed = try read(attempt, exam)
        _ = try await authorise(id, token: token, checkExpiry: true)
        return (attempt, exam, parsed)
    }

    /// The variant of a parametric exam `attempt` was given (`nil` for other exams): the one
    /// kept at its start; else, in exam mode, one drawn now and kept (the start stored the
    /// attempt but not its variant: the collector stopped in between), and in practice mode
    /// the one its examinee's name gives.
    func variant(of attempt: Attempt, exam: AssembledExam) async throws(CollectError) -> String? {
        guard exam.isParametric else { return nil }
        if let kept = try await storing({ try await store.variant(ofAttempt: attempt.id) }) {
            return kept
        }
        if Self.drawsVariants(exam) {
            // Set once: two requests drawing at the same moment keep the first stored.
            let drawn = Self.drawnVariant()
            try await storing { try await store.setVariant(attempt: attempt.id, variant: drawn) }
            return try await storing({ try await store.variant(ofAttempt: attempt.id) }) ?? drawn
        }
        return String(
            Exam.variant(for: attempt.student ?? attempt.examinee, count: exam.exam.variants))
    }

    /// `exam` as `attempt` is shown to its examinee: every parametric question filled in with
    /// the attempt's variant. A variant the collector drew stays unnamed (the page gets the
    /// numbers, never the seed).
    func shown(_ exam: AssembledExam, for attempt: Attempt) async throws(CollectError)
        -> AssembledExam
    {
        guard let variant = try await variant(of: attempt, exam: exam) else { return exam }
        var shown: AssembledExam
        do throws(VariantError) {
            shown = try QuestionVariants.variant(exam, variant)
        } catch {
            throw CollectError(500, "the attempt's variant cannot be made: \(error)")
        }
        if Exam.isDrawnVariant(variant) { shown.variant = nil }
        return shown
    }

    /// Grades one submission with the build's grader, with a teacher's `marks` of it.
    ///
    /// - Returns: The graded attempt (`nil` when the late policy rejects it) and the issues.
    func grade(_ submission: ExamSubmission, exam: AssembledExam, marks: [StoredMark] = []) -> (
        attempt: GradedAttempt?, issues: [SubmissionIssue]
    ) {
        var diagnostics = Diagnostics()
        let manual = marks.map {
            $0.manual(path: "marks")
        }
        let results = SubmissionGrader(exam: exam, roster: site.rosters[exam.exam.slug]).grade(
            SubmissionSet(examSlug: exam.exam.slug, submissions: [submission], marks: manual),
            into: &diagnostics)
        return (results.attempts.first, results.issues)
    }

    /// Grades a stored submission again (for its result), on the stored server times, with a
    /// teacher's `marks` of it.
    func grade(
        _ stored: StoredSubmission, exam: AssembledExam, marks: [StoredMark] = [],
        extraSeconds: Int = 0, variant: String? = nil
    ) -> GradedAttempt? {
        guard
            var parsed = try? SubmissionBody(
                answersJSON: stored.answers, examinee: stored.examinee, exam: exam)
        else { return nil }
        parsed.setPractice(stored.practice)
        var submission = parsed.submission(
            startedAt: stored.startedAt, finishedAt: stored.receivedAt)
        submission.student = stored.student
        submission.extraSeconds = extraSeconds
        submission.variant = variant
        return grade(submission, exam: exam, marks: marks).attempt
    }
}

extension CollectService {
    /// Keeps `body`'s answers as the attempt's draft: what the server finishes the attempt with
    /// if time runs out before a hand-in. A draft is not a submission, and none is kept once
    /// the attempt is handed in or its token can no longer submit.
    ///
    /// - Returns: The server's time of the save, and the attempt's deadline (which a roster's
    ///   accommodation may have moved since the start).
    /// - Throws: As ``submit(attempt:token:body:)`` for the token and the body; 409 once the
    ///   attempt is handed in.
    public func saveDraft(attempt id: String, token: String?, body: [UInt8])
        async throws(CollectError) -> (savedAt: Date, deadline: Date?)
    {
        let (attempt, _, parsed) = try await answers(of: id, token: token, body: body)
        if try await isHandedIn(attempt) {
            throw CollectError(
                409, "this attempt is handed in; its answers are no longer saved as a draft",
                key: "handed_in")
        }
        let saved = now()
        try await storing {
            try await store.saveDraft(
                attempt: id, answers: parsed.answersJSON, practice: parsed.practiceJSON, at: saved)
        }
        await hub.changed(attempt.exam)
        return (saved, attempt.deadline)
    }

    /// Finishes every attempt whose time is up without a hand-in: its token can no longer
    /// submit (the deadline plus the grace, or the later time a late policy allows), so the
    /// collector stores the last draft (or no answers) as its submission, marked as finished
    /// by the server, received when the draft was saved (the deadline without one).
    ///
    /// - Returns: How many attempts it finished.
    @discardableResult
    public func finishExpiredAttempts() async throws(CollectError) -> Int {
        let open = try await storing { try await store.attemptsNotHandedIn() }
        let moment = now()
        var finished = 0
        for (attempt, draft) in open {
            guard let exam = site.exams[attempt.exam],
                moment > token(for: attempt, exam: exam.exam).expires
            else { continue }
            if try await finish(attempt, draft: draft, at: moment) { finished += 1 }
        }
        return finished
    }

    /// When a teacher reopened `attempt` after its hand-in, if one did.
    func reopenedAt(_ attempt: Attempt) async throws(CollectError) -> Date? {
        try await storing { try await store.reopenings(ofExam: attempt.exam) }[attempt.id]
    }

    /// Whether `attempt` is handed in: it has a submission, received after the teacher reopened
    /// it when one did.
    func isHandedIn(_ attempt: Attempt) async throws(CollectError) -> Bool {
        let submissions = try await storing { try await store.submissions(ofAttempt: attempt.id) }
        guard !submissions.isEmpty else { return false }
        guard let reopened = try await reopenedAt(attempt) else { return true }
        return submissions.contains { $0.receivedAt >= reopened }
    }

    /// Stores the last draft of `attempt` (or no answers) as its submission, marked as finished
    /// by the server and received when the draft was saved (the deadline without one), unless
    /// the student's own hand-in came first.
    ///
    /// - Returns: Whether it was stored.
    func finish(_ attempt: Attempt, draft: (answers: String, savedAt: Date)?, at moment: Date)
        async throws(CollectError) -> Bool
    {
        guard let exam = site.exams[attempt.exam] else { return false }
        var answers = draft?.answers ?? "{}"
        // A practice page's tries saved with the draft are kept, as a hand-in keeps them.
        var practice: String?
        if draft != nil {
            practice = try await storing { try await store.draftPractice(ofAttempt: attempt.id) }
        }
        var received = min(draft?.savedAt ?? attempt.deadline ?? moment, moment)
        // Reopened by a teacher: what was saved since, else what was handed in before, at the
        // new deadline.
        if let reopened = try await reopenedAt(attempt) {
            if draft.map({ $0.savedAt < reopened }) ?? true {
                if let before = try await storing({
                    try await store.submissions(ofAttempt: attempt.id)
                }).last {
                    answers = before.answers
                    practice = before.practice
                }
            }
            if received <= reopened { received = min(attempt.deadline ?? moment, moment) }
        }
        let parsed = try? SubmissionBody(
            answersJSON: answers, examinee: attempt.examinee, exam: exam)
        var submission = StoredSubmission(
            receipt: Self.randomID(), attempt: attempt.id, exam: attempt.exam,
            examinee: attempt.examinee, sequence: 0,
            startedAt: attempt.startedAt, receivedAt: received,
            answersHash: parsed?.answersHash ?? "", answers: parsed?.answersJSON ?? "{}",
            snapshot: nil, clientStartedAt: nil,
            clientFinishedAt: nil)
        submission.finishedByServer = true
        submission.practice = practice
        guard try await storing({ try await store.addFinish(submission) }) else { return false }
        await hub.changed(attempt.exam)
        return true
    }
}
