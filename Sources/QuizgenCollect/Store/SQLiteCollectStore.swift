import Foundation
import GRDB

/// The embedded store: one SQLite file (default `.quizgen/collect.sqlite` beside the site),
/// through GRDB.
///
/// Durability: the database is in WAL mode (GRDB's `DatabasePool` sets it: readers never wait
/// for the writer) with `synchronous = FULL`. In WAL mode `NORMAL` survives a crash of the
/// process but may lose the last commits on a power cut or kernel crash, because the WAL is
/// synced only at checkpoints; `FULL` syncs the WAL at every commit, so once a write returns
/// (and the collector answers 201) the submission survives both. It costs one fsync per
/// submission, which the load test shows is far below what an exam needs.
public final class SQLiteCollectStore: CollectStore {
    let pool: DatabasePool

    /// Opens (creating if needed) the database at `url` and applies the pending migrations.
    ///
    /// - Throws: When the folder or file cannot be created or opened, or a migration fails.
    public init(url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        configuration.busyMode = .timeout(10)
        pool = try DatabasePool(path: url.path, configuration: configuration)
        try CollectMigrations.migrator.migrate(pool)
    }

    public func insert(_ attempt: Attempt) async throws {
        try await pool.write { db in
            try db.execute(
                sql:
                    "INSERT INTO attempts (id, exam, examinee, started_at, deadline, student, start_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [
                    attempt.id, attempt.exam, attempt.examinee,
                    attempt.startedAt.timeIntervalSince1970,
                    attempt.deadline?.timeIntervalSince1970, attempt.student, attempt.startKey,
                ])
        }
    }

    public func start(
        _ attempt: Attempt, examineeKey key: String,
        deciding decide: @Sendable ([PriorAttempt]) throws -> Attempt?
    ) async throws -> Attempt? {
        try await pool.write { db in
            let prior = try Row.fetchAll(
                db,
                sql: """
                    SELECT a.*, EXISTS (SELECT 1 FROM submissions s WHERE s.attempt = a.id AND s.received_at >= COALESCE((SELECT e.reopened_at FROM extensions e WHERE e.attempt = a.id), -1)) AS handed_in FROM attempts a
                    WHERE a.exam = ? AND a.examinee_key = ? ORDER BY a.number
                    """, arguments: [attempt.exam, key]
            ).map { PriorAttempt(attempt: Self.attempt($0), handedIn: $0["handed_in"]) }
            if let continued = try decide(prior) { return continued }
            try db.execute(
                sql:
                    "INSERT INTO attempts (id, exam, examinee, started_at, deadline, examinee_key, number, student, start_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                arguments: [
                    attempt.id, attempt.exam, attempt.examinee,
                    attempt.startedAt.timeIntervalSince1970,
                    attempt.deadline?.timeIntervalSince1970,
                    key, prior.count + 1, attempt.student, attempt.startKey,
                ])
            return nil
        }
    }

    public func attempt(id: String) async throws -> Attempt? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM attempts WHERE id = ?", arguments: [id]).map(
                Self.attempt)
        }
    }

    public func submissions(ofAttempt id: String) async throws -> [StoredSubmission] {
        try await pool.read { db in
            try Row.fetchAll(
                db, sql: Self.select + " WHERE s.attempt = ? ORDER BY s.sequence", arguments: [id]
            ).map(Self.submission)
        }
    }

    public func add(_ submission: StoredSubmission) async throws -> (
        submission: StoredSubmission, stored: Bool
    ) {
        try await pool.write { db in
            let latest = try Row.fetchOne(
                db, sql: Self.select + " WHERE s.attempt = ? ORDER BY s.sequence DESC LIMIT 1",
                arguments: [submission.attempt]
            ).map(Self.submission)
            if let latest, latest.answersHash == submission.answersHash { return (latest, false) }
            var stored = submission
            stored.sequence = (latest?.sequence ?? 0) + 1
            try Self.insert(stored, into: db)
            return (stored, true)
        }
    }

    static func insert(_ stored: StoredSubmission, into db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO submissions (receipt, attempt, exam, sequence, received_at, answers_hash, answers, snapshot,
                    client_started_at, client_finished_at, finished_by_server, practice) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                stored.receipt, stored.attempt, stored.exam, stored.sequence,
                stored.receivedAt.timeIntervalSince1970,
                stored.answersHash, stored.answers, stored.snapshot, stored.clientStartedAt,
                stored.clientFinishedAt,
                stored.finishedByServer ? 1 : 0, stored.practice,
            ])
    }

    public func submissions(ofExam exam: String?) async throws -> [StoredSubmission] {
        try await pool.read { db in
            if let exam {
                return try Row.fetchAll(
                    db, sql: Self.select + " WHERE s.exam = ? ORDER BY s.received_at, s.receipt",
                    arguments: [exam]
                )
                .map(Self.submission)
            }
            return try Row.fetchAll(
                db, sql: Self.select + " ORDER BY s.exam, s.received_at, s.receipt"
            ).map(Self.submission)
        }
    }

    public func saveDraft(attempt id: String, answers: String, practice: String?, at time: Date)
        async throws
    {
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO drafts (attempt, saved_at, answers, practice) VALUES (?, ?, ?, ?)
                    ON CONFLICT (attempt) DO UPDATE SET saved_at = excluded.saved_at, answers = excluded.answers, practice = excluded.practice
                    """, arguments: [id, time.timeIntervalSince1970, answers, practice])
        }
    }

    public func draftPractice(ofAttempt id: String) async throws -> String? {
        try await pool.read { db in
            try String.fetchOne(
                db, sql: "SELECT practice FROM drafts WHERE attempt = ?", arguments: [id])
        }
    }

    public func draft(ofAttempt id: String) async throws -> (answers: String, savedAt: Date)? {
        try await pool.read { db in
            try Row.fetchOne(
                db, sql: "SELECT answers, saved_at FROM drafts WHERE attempt = ?", arguments: [id]
            ).map {
                (
                    answers: $0["answers"] as String,
                    savedAt: Date(timeIntervalSince1970: $0["saved_at"])
                )
            }
        }
    }

    public func attemptsNotHandedIn() async throws -> [(
        attempt: Attempt, draft: (answers: String, savedAt: Date)?
    )] {
        try await pool.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT a.*, d.answers AS draft_answers, d.saved_at AS draft_saved_at FROM attempts a
                    LEFT JOIN drafts d ON d.attempt = a.id
                    WHERE NOT EXISTS (SELECT 1 FROM submissions s WHERE s.attempt = a.id AND s.received_at >= COALESCE((SELECT e.reopened_at FROM extensions e WHERE e.attempt = a.id), -1)) ORDER BY a.started_at, a.id
                    """
            ).map { row in
                let answers: String? = row["draft_answers"]
                let saved: Double? = row["draft_saved_at"]
                return (
                    Self.attempt(row),
                    answers.flatMap { a in saved.map { (a, Date(timeIntervalSince1970: $0)) } }
                )
            }
        }
    }

    public func setDeadline(attempt id: String, to deadline: Date?) async throws {
        try await pool.write { db in
            try db.execute(
                sql: "UPDATE attempts SET deadline = ? WHERE id = ?",
                arguments: [deadline?.timeIntervalSince1970, id])
        }
    }

    public func addFinish(_ submission: StoredSubmission) async throws -> Bool {
        try await pool.write { db in
            let since =
                try Double.fetchOne(
                    db, sql: "SELECT reopened_at FROM extensions WHERE attempt = ?",
                    arguments: [submission.attempt]) ?? -1
            guard
                try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM submissions WHERE attempt = ? AND received_at >= ?",
                    arguments: [submission.attempt, since]) == 0
            else {
                return false
            }
            var finish = submission
            finish.sequence =
                (try Int.fetchOne(
                    db, sql: "SELECT max(sequence) FROM submissions WHERE attempt = ?",
                    arguments: [submission.attempt]) ?? 0) + 1
            try Self.insert(finish, into: db)
            return true
        }
    }

    public func setting(_ name: String, orInsert make: @Sendable () -> String) async throws
        -> String
    {
        try await pool.write { db in
            if let value = try String.fetchOne(
                db, sql: "SELECT value FROM settings WHERE name = ?", arguments: [name])
            {
                return value
            }
            let value = make()
            try db.execute(
                sql: "INSERT INTO settings (name, value) VALUES (?, ?)", arguments: [name, value])
            return value
        }
    }

    static let select = """
        SELECT s.*, a.examinee AS examinee, a.started_at AS started_at, a.student AS student FROM submissions s JOIN attempts a ON a.id = s.attempt
        """

    static func attempt(_ row: Row) -> Attempt {
        Attempt(
            id: row["id"], exam: row["exam"], examinee: row["examinee"],
            startedAt: Date(timeIntervalSince1970: row["started_at"]),
            deadline: (row["deadline"] as Double?).map(Date.init(timeIntervalSince1970:)),
            student: row["student"], startKey: row["start_key"])
    }

    static func submission(_ row: Row) -> StoredSubmission {
        var submission = StoredSubmission(
            receipt: row["receipt"], attempt: row["attempt"], exam: row["exam"],
            examinee: row["examinee"], sequence: row["sequence"],
            startedAt: Date(timeIntervalSince1970: row["started_at"]),
            receivedAt: Date(timeIntervalSince1970: row["received_at"]),
            answersHash: row["answers_hash"], answers: row["answers"], snapshot: row["snapshot"],
            clientStartedAt: row["client_started_at"],
            clientFinishedAt: row["client_finished_at"])
        submission.finishedByServer = (row["finished_by_server"] as Int?) == 1
        submission.student = row["student"]
        submission.practice = row["practice"]
        return submission
    }
}
