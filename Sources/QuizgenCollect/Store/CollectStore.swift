import Foundation

/// Where the collector keeps attempts and submissions. A `201` is answered only after the
/// store has returned, so an implementation returns only once the change is durable.
public protocol CollectStore: Sendable {
    /// Stores a new attempt, counted for no examinee (tests, and attempts from before
    /// migration 3).
    func insert(_ attempt: Attempt) async throws
    /// Stores `attempt` as the next attempt of the examinee `key` at its exam, in one
    /// transaction with `decide`, which sees the examinee's earlier attempts (oldest first) and
    /// throws to refuse, or returns one of them to continue instead of storing `attempt`: two
    /// starts under one name, even at two collectors, never both pass.
    ///
    /// - Returns: The earlier attempt `decide` chose to continue, or `nil` when `attempt` was
    ///   stored.
    func start(
        _ attempt: Attempt, examineeKey key: String,
        deciding decide: @Sendable ([PriorAttempt]) throws -> Attempt?
    ) async throws -> Attempt?
    /// The attempt with `id`, if any.
    func attempt(id: String) async throws -> Attempt?
    /// The submissions of an attempt, oldest first.
    func submissions(ofAttempt id: String) async throws -> [StoredSubmission]
    /// Stores `submission` unless the attempt's latest submission has the same answers hash,
    /// in which case that one is returned unchanged (a repeat is idempotent). `sequence` is
    /// set by the store.
    ///
    /// - Returns: The submission now counting, and whether it was stored by this call.
    func add(_ submission: StoredSubmission) async throws -> (
        submission: StoredSubmission, stored: Bool
    )
    /// Keeps `answers` (canonical JSON) as the attempt's draft, replacing the one before, with
    /// a practice page's tries and further draws (``StoredSubmission/practice``'s JSON).
    func saveDraft(attempt id: String, answers: String, practice: String?, at time: Date)
        async throws
    /// The practice JSON saved with the attempt's draft, if any.
    func draftPractice(ofAttempt id: String) async throws -> String?
    /// The attempt's draft: its answers and when they were saved.
    func draft(ofAttempt id: String) async throws -> (answers: String, savedAt: Date)?
    /// The attempts that have no submission yet (or, reopened by a teacher, none since), with
    /// their drafts.
    func attemptsNotHandedIn() async throws -> [(
        attempt: Attempt, draft: (answers: String, savedAt: Date)?
    )]
    /// Moves the deadline of attempt `id` (a roster's accommodation changed while it ran).
    func setDeadline(attempt id: String, to deadline: Date?) async throws
    /// Stores `submission` (the collector finishing the attempt) as the attempt's next unless
    /// the attempt has a submission already, or, for an attempt a teacher reopened, one
    /// received since: the student's own hand-in, arriving at the same moment, wins.
    ///
    /// - Returns: Whether it was stored.
    func addFinish(_ submission: StoredSubmission) async throws -> Bool
    /// Every submission of an exam (`nil`: of every exam), ordered by receipt time.
    func submissions(ofExam exam: String?) async throws -> [StoredSubmission]
    /// A value kept across restarts (the generated token secret), set once.
    ///
    /// - Returns: The stored value, or `make()`'s value after storing it.
    func setting(_ name: String, orInsert make: @Sendable () -> String) async throws -> String
    /// Every attempt of an exam, oldest first.
    func attempts(ofExam exam: String) async throws -> [Attempt]
    /// The drafts of an exam's attempts, by attempt id.
    func drafts(ofExam exam: String) async throws -> [String: (answers: String, savedAt: Date)]
    /// The value of setting `name`, if it is set.
    func setting(_ name: String) async throws -> String?
    /// Gives attempt `id` `seconds` more than its limit (a teacher's extension, replacing the one
    /// before) and moves its deadline to `deadline`, in one transaction.
    func setExtension(attempt id: String, seconds: Int, deadline: Date?) async throws
    /// The teacher's extensions of an exam's attempts, in seconds, by attempt id.
    func extensions(ofExam exam: String) async throws -> [String: Int]
    /// Keeps the variant of a parametric exam that attempt `id` was given (set once: a second
    /// call keeps the first).
    func setVariant(attempt id: String, variant: String) async throws
    /// The variant attempt `id` was given, if any.
    func variant(ofAttempt id: String) async throws -> String?
    /// The variants of an exam's attempts, by attempt id.
    func variants(ofExam exam: String) async throws -> [String: String]
    /// Reopens attempt `id` at `time` (its submissions so far no longer close it) until
    /// `deadline`, its extension now `seconds`, in one transaction.
    func reopen(attempt id: String, at time: Date, deadline: Date, seconds: Int) async throws
    /// When a teacher last reopened each of an exam's attempts, by attempt id.
    func reopenings(ofExam exam: String) async throws -> [String: Date]
    /// Keeps `mark`, replacing the examinee's mark for that question.
    func setMark(_ mark: StoredMark) async throws
    /// The marks of an exam, by examinee then question.
    func marks(ofExam exam: String) async throws -> [StoredMark]
    /// Logs a teacher's action.
    func record(_ action: ConsoleAction) async throws
    /// The actions taken on an exam, oldest first.
    func actions(ofExam exam: String) async throws -> [ConsoleAction]
}

extension CollectStore {
    /// Keeps `answers` as the attempt's draft, without practice tries.
    public func saveDraft(attempt id: String, answers: String, at time: Date) async throws {
        try await saveDraft(attempt: id, answers: answers, practice: nil, at: time)
    }
}
