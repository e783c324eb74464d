#if PostgreSQL
    import Foundation
    import PostgresNIO

    extension PostgresCollectStore {
        public func attempts(ofExam exam: String) async throws -> [Attempt] {
            let rows = try await client.query(
                "SELECT id, exam, examinee, started_at, deadline, student FROM attempts WHERE exam = \(exam) ORDER BY started_at, id",
                logger: logger)
            var result: [Attempt] = []
            for try await (id, exam, examinee, started, deadline, student) in rows.decode(
                (String, String, String, Double, Double?, String?).self)
            {
                result.append(
                    Attempt(
                        id: id, exam: exam, examinee: examinee,
                        startedAt: Date(timeIntervalSince1970: started),
                        deadline: deadline.map(Date.init(timeIntervalSince1970:)), student: student
                    ))
            }
            return result
        }

        public func drafts(ofExam exam: String) async throws -> [String: (
            answers: String, savedAt: Date
        )] {
            let rows = try await client.query(
                "SELECT d.attempt, d.answers, d.saved_at FROM drafts d JOIN attempts a ON a.id = d.attempt WHERE a.exam = \(exam)",
                logger: logger)
            var result: [String: (answers: String, savedAt: Date)] = [:]
            for try await (attempt, answers, saved) in rows.decode((String, String, Double).self) {
                result[attempt] = (answers, Date(timeIntervalSince1970: saved))
            }
            return result
        }

        public func setting(_ name: String) async throws -> String? {
            for try await value in try await client.query(
                "SELECT value FROM settings WHERE name = \(name)", logger: logger
            ).decode(String.self) {
                return value
            }
            return nil
        }

        public func setExtension(attempt id: String, seconds: Int, deadline: Date?) async throws {
            let logger = logger
            let moved = deadline?.timeIntervalSince1970
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query(
                    """
                    INSERT INTO extensions (attempt, seconds) VALUES (\(id), \(seconds))
                    ON CONFLICT (attempt) DO UPDATE SET seconds = excluded.seconds
                    """, logger: logger)
                try await connection.query(
                    "UPDATE attempts SET deadline = \(moved) WHERE id = \(id)", logger: logger)
            }
        }

        public func reopen(attempt id: String, at time: Date, deadline: Date, seconds: Int)
            async throws
        {
            let logger = logger
            let (at, until) = (time.timeIntervalSince1970, deadline.timeIntervalSince1970)
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query(
                    """
                    INSERT INTO extensions (attempt, seconds, reopened_at) VALUES (\(id), \(seconds), \(at))
                    ON CONFLICT (attempt) DO UPDATE SET seconds = excluded.seconds, reopened_at = excluded.reopened_at
                    """, logger: logger)
                try await connection.query(
                    "UPDATE attempts SET deadline = \(until) WHERE id = \(id)", logger: logger)
            }
        }

        public func reopenings(ofExam exam: String) async throws -> [String: Date] {
            let rows = try await client.query(
                "SELECT e.attempt, e.reopened_at FROM extensions e JOIN attempts a ON a.id = e.attempt WHERE a.exam = \(exam) AND e.reopened_at IS NOT NULL",
                logger: logger)
            var result: [String: Date] = [:]
            for try await (attempt, at) in rows.decode((String, Double).self) {
                result[attempt] = Date(timeIntervalSince1970: at)
            }
            return result
        }

        public func extensions(ofExam exam: String) async throws -> [String: Int] {
            let rows = try await client.query(
                "SELECT e.attempt, e.seconds FROM extensions e JOIN attempts a ON a.id = e.attempt WHERE a.exam = \(exam)",
                logger: logger)
            var result: [String: Int] = [:]
            for try await (attempt, seconds) in rows.decode((String, Int).self) {
                result[attempt] = seconds
            }
            return result
        }

        public func setVariant(attempt id: String, variant: String) async throws {
            try await client.query(
                "INSERT INTO attempt_variants (attempt, variant) VALUES (\(id), \(variant)) ON CONFLICT (attempt) DO NOTHING",
                logger: logger)
        }

        public func variant(ofAttempt id: String) async throws -> String? {
            let rows = try await client.query(
                "SELECT variant FROM attempt_variants WHERE attempt = \(id)", logger: logger)
            for try await (variant) in rows.decode(String.self) { return variant }
            return nil
        }

        public func variants(ofExam exam: String) async throws -> [String: String] {
            let rows = try await client.query(
                "SELECT v.attempt, v.variant FROM attempt_variants v JOIN attempts a ON a.id = v.attempt WHERE a.exam = \(exam)",
                logger: logger)
            var result: [String: String] = [:]
            for try await (attempt, variant) in rows.decode((String, String).self) {
                result[attempt] = variant
            }
            return result
        }

        public func setMark(_ mark: StoredMark) async throws {
            let (exam, examinee, question, points, comment, teacher, at) = (
                mark.exam, mark.examinee, mark.question, mark.points, mark.comment, mark.teacher,
                mark.markedAt.timeIntervalSince1970
            )
            try await client.query(
                """
                INSERT INTO marks (exam, examinee, question, points, comment, teacher, marked_at)
                VALUES (\(exam), \(examinee), \(question), \(points), \(comment), \(teacher), \(at))
                ON CONFLICT (exam, examinee, question) DO UPDATE SET points = excluded.points,
                    comment = excluded.comment, teacher = excluded.teacher, marked_at = excluded.marked_at
                """, logger: logger)
        }

        public func marks(ofExam exam: String) async throws -> [StoredMark] {
            let rows = try await client.query(
                "SELECT exam, examinee, question, points, comment, teacher, marked_at FROM marks WHERE exam = \(exam) ORDER BY examinee, question",
                logger: logger)
            var result: [StoredMark] = []
            for try await (exam, examinee, question, points, comment, teacher, at) in rows.decode(
                (String, String, String, Double, String, String, Double).self)
            {
                result.append(
                    StoredMark(
                        exam: exam, examinee: examinee, question: question, points: points,
                        comment: comment, teacher: teacher,
                        markedAt: Date(timeIntervalSince1970: at)))
            }
            return result
        }

        public func record(_ action: ConsoleAction) async throws {
            let (id, exam, at, teacher, kind, subject, detail) = (
                action.id, action.exam, action.at.timeIntervalSince1970, action.teacher,
                action.kind.rawValue, action.subject, action.detail
            )
            try await client.query(
                """
                INSERT INTO console_actions (id, exam, at, teacher, action, subject, detail)
                VALUES (\(id), \(exam), \(at), \(teacher), \(kind), \(subject), \(detail))
                """, logger: logger)
        }

        public func actions(ofExam exam: String) async throws -> [ConsoleAction] {
            let rows = try await client.query(
                "SELECT id, exam, at, teacher, action, subject, detail FROM console_actions WHERE exam = \(exam) ORDER BY at, id",
                logger: logger)
            var result: [ConsoleAction] = []
            for try await (id, exam, at, teacher, kind, subject, detail) in rows.decode(
                (String, String, Double, String, String, String, String).self)
            {
                guard let kind = ConsoleAction.Kind(rawValue: kind) else { continue }
                result.append(
                    ConsoleAction(
                        id: id, exam: exam, at: Date(timeIntervalSince1970: at), teacher: teacher,
                        kind: kind, subject: subject, detail: detail))
            }
            return result
        }
    }
#endif
