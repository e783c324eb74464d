import Foundation
import GRDB

extension SQLiteCollectStore {
    public func attempts(ofExam exam: String) async throws -> [Attempt] {
        try await pool.read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM attempts WHERE exam = ? ORDER BY started_at, id",
                arguments: [exam]
            ).map(Self.attempt)
        }
    }

    public func drafts(ofExam exam: String) async throws -> [String: (
        answers: String, savedAt: Date
    )] {
        try await pool.read { db in
            var drafts: [String: (answers: String, savedAt: Date)] = [:]
            for row in try Row.fetchAll(
                db,
                sql:
                    "SELECT d.attempt, d.answers, d.saved_at FROM drafts d JOIN attempts a ON a.id = d.attempt WHERE a.exam = ?",
                arguments: [exam])
            {
                drafts[row["attempt"]] = (
                    row["answers"], Date(timeIntervalSince1970: row["saved_at"])
                )
            }
            return drafts
        }
    }

    public func setting(_ name: String) async throws -> String? {
        try await pool.read { db in
            try String.fetchOne(
                db, sql: "SELECT value FROM settings WHERE name = ?", arguments: [name])
        }
    }

    public func setExtension(attempt id: String, seconds: Int, deadline: Date?) async throws {
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO extensions (attempt, seconds) VALUES (?, ?)
                    ON CONFLICT (attempt) DO UPDATE SET seconds = excluded.seconds
                    """, arguments: [id, seconds])
            try db.execute(
                sql: "UPDATE attempts SET deadline = ? WHERE id = ?",
                arguments: [deadline?.timeIntervalSince1970, id])
        }
    }

    public func reopen(attempt id: String, at time: Date, deadline: Date, seconds: Int)
        async throws
    {
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO extensions (attempt, seconds, reopened_at) VALUES (?, ?, ?)
                    ON CONFLICT (attempt) DO UPDATE SET seconds = excluded.seconds, reopened_at = excluded.reopened_at
                    """, arguments: [id, seconds, time.timeIntervalSince1970])
            try db.execute(
                sql: "UPDATE attempts SET deadline = ? WHERE id = ?",
                arguments: [deadline.timeIntervalSince1970, id])
        }
    }

    public func reopenings(ofExam exam: String) async throws -> [String: Date] {
        try await pool.read { db in
            var result: [String: Date] = [:]
            for row in try Row.fetchAll(
                db,
                sql:
                    "SELECT e.attempt, e.reopened_at FROM extensions e JOIN attempts a ON a.id = e.attempt WHERE a.exam = ? AND e.reopened_at IS NOT NULL",
                arguments: [exam])
            {
                result[row["attempt"]] = Date(timeIntervalSince1970: row["reopened_at"])
            }
            return result
        }
    }

    public func extensions(ofExam exam: String) async throws -> [String: Int] {
        try await pool.read { db in
            var result: [String: Int] = [:]
            for row in try Row.fetchAll(
                db,
                sql:
                    "SELECT e.attempt, e.seconds FROM extensions e JOIN attempts a ON a.id = e.attempt WHERE a.exam = ?",
                arguments: [exam])
            {
                result[row["attempt"]] = row["seconds"]
            }
            return result
        }
    }

    public func setVariant(attempt id: String, variant: String) async throws {
        try await pool.write { db in
            try db.execute(
                sql:
                    "INSERT INTO attempt_variants (attempt, variant) VALUES (?, ?) ON CONFLICT (attempt) DO NOTHING",
                arguments: [id, variant])
        }
    }

    public func variant(ofAttempt id: String) async throws -> String? {
        try await pool.read { db in
            try String.fetchOne(
                db, sql: "SELECT variant FROM attempt_variants WHERE attempt = ?", arguments: [id])
        }
    }

    public func variants(ofExam exam: String) async throws -> [String: String] {
        try await pool.read { db in
            var result: [String: String] = [:]
            for row in try Row.fetchAll(
                db,
                sql:
                    "SELECT v.attempt, v.variant FROM attempt_variants v JOIN attempts a ON a.id = v.attempt WHERE a.exam = ?",
                arguments: [exam])
            {
                result[row["attempt"]] = row["variant"]
            }
            return result
        }
    }

    public func setMark(_ mark: StoredMark) async throws {
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO marks (exam, examinee, question, points, comment, teacher, marked_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (exam, examinee, question) DO UPDATE SET points = excluded.points,
                        comment = excluded.comment, teacher = excluded.teacher, marked_at = excluded.marked_at
                    """,
                arguments: [
                    mark.exam, mark.examinee, mark.question, mark.points, mark.comment,
                    mark.teacher, mark.markedAt.timeIntervalSince1970,
                ])
        }
    }

    public func marks(ofExam exam: String) async throws -> [StoredMark] {
        try await pool.read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM marks WHERE exam = ? ORDER BY examinee, question",
                arguments: [exam]
            ).map { row in
                StoredMark(
                    exam: row["exam"], examinee: row["examinee"], question: row["question"],
                    points: row["points"], comment: row["comment"], teacher: row["teacher"],
                    markedAt: Date(timeIntervalSince1970: row["marked_at"]))
            }
        }
    }

    public func record(_ action: ConsoleAction) async throws {
        try await pool.write { db in
            try db.execute(
                sql:
                    "INSERT INTO console_actions (id, exam, at, teacher, action, subject, detail) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [
                    action.id, action.exam, action.at.timeIntervalSince1970, action.teacher,
                    action.kind.rawValue, action.subject, action.detail,
                ])
        }
    }

    public func actions(ofExam exam: String) async throws -> [ConsoleAction] {
        try await pool.read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM console_actions WHERE exam = ? ORDER BY at, id",
                arguments: [exam]
            ).compactMap { row in
                guard let kind = ConsoleAction.Kind(rawValue: row["action"]) else { return nil }
                return ConsoleAction(
                    id: row["id"], exam: row["exam"],
                    at: Date(timeIntervalSince1970: row["at"]), teacher: row["teacher"],
                    kind: kind, subject: row["subject"], detail: row["detail"])
            }
        }
    }
}
