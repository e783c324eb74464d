#if PostgreSQL
    import Foundation
    import Logging
    import PostgresNIO

    /// The shared store: a PostgreSQL database through PostgresNIO's connection pool, for several
    /// collectors behind one load balancer. Built only with the `PostgreSQL` package trait.
    ///
    /// A write returns once its transaction has committed (PostgreSQL's default
    /// `synchronous_commit = on` flushes the WAL at commit), so a 201 is durable. Submissions of
    /// one attempt are serialised by locking the attempt's row, so two collectors receiving the
    /// same attempt at once still number its submissions 1, 2, ... and treat a repeat as one.
    /// Migrations are the same numbered files as SQLite's, recorded in `quizgen_migrations`
    /// and applied under an advisory lock, so collectors starting together apply each once.
    public final class PostgresCollectStore: CollectStore {
        let client: PostgresClient
        let runner: Task<Void, Never>
        let logger = Logger(label: "quizgen.collect.postgres")

        /// Connects to `url` (`postgres://user[:password]@host[:port]/database`) and migrates.
        ///
        /// - Throws: `CollectError` for a malformed URL; connection and migration errors.
        public init(url: String) async throws {
            guard let parts = URLComponents(string: url), let host = parts.host,
                let user = parts.user
            else {
                throw CollectError(
                    64, "--database must look like postgres://user[:password]@host[:port]/database")
            }
            let database = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
            let configuration = PostgresClient.Configuration(
                host: host, port: parts.port ?? 5432, username: user, password: parts.password,
                database: database.isEmpty ? nil : database, tls: .disable)
            let client = PostgresClient(
                configuration: configuration,
                backgroundLogger: Logger(label: "quizgen.collect.postgres"))
            self.client = client
            runner = Task { await client.run() }
            try await migrate()
        }

        deinit { runner.cancel() }

        func migrate() async throws {
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(7105)", logger: logger)
                try await connection.query(
                    "CREATE TABLE IF NOT EXISTS quizgen_migrations (id TEXT PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)",
                    logger: logger)
                var applied: Set<String> = []
                for try await id in try await connection.query(
                    "SELECT id FROM quizgen_migrations", logger: logger
                ).decode(String.self) {
                    applied.insert(id)
                }
                for migration in CollectMigrations.all where !applied.contains(migration.id) {
                    for statement in migration.sql.split(separator: ";")
                    where !statement.allSatisfy(\.isWhitespace) {
                        try await connection.query(
                            PostgresQuery(unsafeSQL: String(statement)), logger: logger)
                    }
                    let id = migration.id
                    let now = Date().timeIntervalSince1970
                    try await connection.query(
                        "INSERT INTO quizgen_migrations (id, applied_at) VALUES (\(id), \(now))",
                        logger: logger)
                }
            }
        }

        public func insert(_ attempt: Attempt) async throws {
            let (id, exam, examinee, started, deadline, student, startKey) = (
                attempt.id, attempt.exam, attempt.examinee, attempt.startedAt.timeIntervalSince1970,
                attempt.deadline?.timeIntervalSince1970, attempt.student, attempt.startKey
            )
            try await client.query(
                "INSERT INTO attempts (id, exam, examinee, started_at, deadline, student, start_key) VALUES (\(id), \(exam), \(examinee), \(started), \(deadline), \(student), \(startKey))",
                logger: logger)
        }

        public func start(
            _ attempt: Attempt, examineeKey key: String,
            deciding decide: @Sendable ([PriorAttempt]) throws -> Attempt?
        ) async throws -> Attempt? {
            let logger = logger
            do {
                return try await startInTransaction(attempt, examineeKey: key, deciding: decide)
            } catch let error as PostgresTransactionError {
                // The refusal `decide` threw, not a failure of the store.
                if let refusal = error.closureError as? CollectError { throw refusal }
                throw error
            }
        }

        func startInTransaction(
            _ attempt: Attempt, examineeKey key: String,
            deciding decide: @Sendable ([PriorAttempt]) throws -> Attempt?
        ) async throws -> Attempt? {
            let logger = logger
            return try await client.withTransaction(logger: logger) { connection in
                let exam = attempt.exam
                // One start per examinee at a time, across collectors sharing the database.
                // PostgreSQL text holds no NUL; a name holds no control character (the service
                // refuses them).
                let lock = exam + "\n" + key
                try await connection.query(
                    "SELECT pg_advisory_xact_lock(hashtext(\(lock)))", logger: logger)
                let rows = try await connection.query(
                    """
                    SELECT a.id, a.exam, a.examinee, a.started_at, a.deadline, a.student, a.start_key,
                        EXISTS (SELECT 1 FROM submissions s WHERE s.attempt = a.id AND s.received_at >= COALESCE((SELECT e.reopened_at FROM extensions e WHERE e.attempt = a.id), -1)) AS handed_in
                    FROM attempts a WHERE a.exam = \(exam) AND a.examinee_key = \(key) ORDER BY a.number
                    """, logger: logger)
                var prior: [PriorAttempt] = []
                for try await (id, exam, examinee, started, deadline, student, startKey, handedIn)
                    in rows.decode(
                        (String, String, String, Double, Double?, String?, String?, Bool).self)
                {
                    prior.append(
                        PriorAttempt(
                            attempt: Attempt(
                                id: id, exam: exam, examinee: examinee,
                                startedAt: Date(timeIntervalSince1970: started),
                                deadline: deadline.map(Date.init(timeIntervalSince1970:)),
                                student: student, startKey: startKey),
                            handedIn: handedIn))
                }
                if let continued = try decide(prior) { return continued }
                let (id, examinee, started, deadline, number, student, startKey) = (
                    attempt.id, attempt.examinee, attempt.startedAt.timeIntervalSince1970,
                    attempt.deadline?.timeIntervalSince1970, prior.count + 1, attempt.student,
                    attempt.startKey
                )
                try await connection.query(
                    """
                    INSERT INTO attempts (id, exam, examinee, started_at, deadline, examinee_key, number, student, start_key)
                    VALUES (\(id), \(exam), \(examinee), \(started), \(deadline), \(key), \(number), \(student), \(startKey))
                    """, logger: logger)
                return nil
            }
        }

        public func attempt(id: String) async throws -> Attempt? {
            let rows = try await client.query(
                "SELECT id, exam, examinee, started_at, deadline, student FROM attempts WHERE id = \(id)",
                logger: logger)
            for try await (id, exam, examinee, started, deadline, student) in rows.decode(
                (String, String, String, Double, Double?, String?).self)
            {
                return Attempt(
                    id: id, exam: exam, examinee: examinee,
                    startedAt: Date(timeIntervalSince1970: started),
                    deadline: deadline.map(Date.init(timeIntervalSince1970:)), student: student)
            }
            return nil
        }

        static let select = """
            SELECT s.receipt, s.attempt, s.exam, a.examinee, s.sequence, a.started_at, s.received_at, s.answers_hash, s.answers,
                s.snapshot, s.client_started_at, s.client_finished_at, s.finished_by_server, a.student, s.practice
            FROM submissions s JOIN attempts a ON a.id = s.attempt
            """

        typealias Row = (
            String, String, String, String, Int, Double, Double, String, String, String?, String?,
            String?, Int, String?, String?
        )

        static func submission(_ r: Row) -> StoredSubmission {
            var submission = StoredSubmission(
                receipt: r.0, attempt: r.1, exam: r.2, examinee: r.3, sequence: r.4,
                startedAt: Date(timeIntervalSince1970: r.5),
                receivedAt: Date(timeIntervalSince1970: r.6), answersHash: r.7, answers: r.8,
                snapshot: r.9, clientStartedAt: r.10,
                clientFinishedAt: r.11)
            submission.finishedByServer = r.12 == 1
            submission.student = r.13
            submission.practice = r.14
            return submission
        }

        /// Inserts `stored` on `connection` (inside the caller's transaction).
        static func insert(
            _ stored: StoredSubmission, on connection: PostgresConnection, logger: Logger
        ) async throws {
            let (receipt, attempt, exam, sequence, received) = (
                stored.receipt, stored.attempt, stored.exam, stored.sequence,
                stored.receivedAt.timeIntervalSince1970
            )
            let (hash, answers, snapshot, clientStart, clientFinish) = (
                stored.answersHash, stored.answers, stored.snapshot, stored.clientStartedAt,
                stored.clientFinishedAt
            )
            let byServer = stored.finishedByServer ? 1 : 0
            let practice = stored.practice
            try await connection.query(
                """
                INSERT INTO submissions (receipt, attempt, exam, sequence, received_at, answers_hash, answers, snapshot,
                    client_started_at, client_finished_at, finished_by_server, practice)
                VALUES (\(receipt), \(attempt), \(exam), \(sequence), \(received), \(hash), \(answers), \(snapshot), \(clientStart),
                    \(clientFinish), \(byServer), \(practice))
                """, logger: logger)
        }

        public func saveDraft(
            attempt id: String, answers: String, practice: String?, at time: Date
        ) async throws {
            let saved = time.timeIntervalSince1970
            try await client.query(
                """
                INSERT INTO drafts (attempt, saved_at, answers, practice) VALUES (\(id), \(saved), \(answers), \(practice))
                ON CONFLICT (attempt) DO UPDATE SET saved_at = excluded.saved_at, answers = excluded.answers, practice = excluded.practice
                """, logger: logger)
        }

        public func draftPractice(ofAttempt id: String) async throws -> String? {
            let rows = try await client.query(
                "SELECT practice FROM drafts WHERE attempt = \(id)", logger: logger)
            for try await (practice) in rows.decode(String?.self) { return practice }
            return nil
        }

        public func draft(ofAttempt id: String) async throws -> (answers: String, savedAt: Date)? {
            let rows = try await client.query(
                "SELECT answers, saved_at FROM drafts WHERE attempt = \(id)", logger: logger)
            for try await (answers, saved) in rows.decode((String, Double).self) {
                return (answers, Date(timeIntervalSince1970: saved))
            }
            return nil
        }

        public func attemptsNotHandedIn() async throws -> [(
            attempt: Attempt, draft: (answers: String, savedAt: Date)?
        )] {
            let rows = try await client.query(
                """
                SELECT a.id, a.exam, a.examinee, a.started_at, a.deadline, a.student, d.answers, d.saved_at FROM attempts a
                LEFT JOIN drafts d ON d.attempt = a.id
                WHERE NOT EXISTS (SELECT 1 FROM submissions s WHERE s.attempt = a.id AND s.received_at >= COALESCE((SELECT e.reopened_at FROM extensions e WHERE e.attempt = a.id), -1)) ORDER BY a.started_at, a.id
                """, logger: logger)
            var result: [(attempt: Attempt, draft: (answers: String, savedAt: Date)?)] = []
            for try await (id, exam, examinee, started, deadline, student, answers, saved)
                in rows
                .decode((String, String, String, Double, Double?, String?, String?, Double?).self)
            {
                let attempt = Attempt(
                    id: id, exam: exam, examinee: examinee,
                    startedAt: Date(timeIntervalSince1970: started),
                    deadline: deadline.map(Date.init(timeIntervalSince1970:)), student: student)
                result.append(
                    (
                        attempt,
                        answers.flatMap { a in saved.map { (a, Date(timeIntervalSince1970: $0)) } }
                    ))
            }
            return result
        }

        public func setDeadline(attempt id: String, to deadline: Date?) async throws {
            let seconds = deadline?.timeIntervalSince1970
            try await client.query(
                "UPDATE attempts SET deadline = \(seconds) WHERE id = \(id)", logger: logger)
        }

        public func addFinish(_ submission: StoredSubmission) async throws -> Bool {
            let logger = logger
            return try await client.withTransaction(logger: logger) { connection in
                let attempt = submission.attempt
                try await connection.query(
                    "SELECT id FROM attempts WHERE id = \(attempt) FOR UPDATE", logger: logger)
                let rows = try await connection.query(
                    """
                    SELECT count(*) FILTER (WHERE s.received_at >= COALESCE(e.reopened_at, -1)), COALESCE(max(s.sequence), 0)
                    FROM submissions s LEFT JOIN extensions e ON e.attempt = s.attempt WHERE s.attempt = \(attempt)
                    """, logger: logger)
                var (count, last) = (0, 0)
                for try await (n, sequence) in rows.decode((Int, Int).self) {
                    (count, last) = (n, sequence)
                }
                guard count == 0 else { return false }
                var finish = submission
                finish.sequence = last + 1
                try await Self.insert(finish, on: connection, logger: logger)
                return true
            }
        }

        static func collect(_ rows: PostgresRowSequence) async throws -> [StoredSubmission] {
            var result: [StoredSubmission] = []
            for try await row in rows.decode(Row.self) { result.append(submission(row)) }
            return result
        }

        public func submissions(ofAttempt id: String) async throws -> [StoredSubmission] {
            var query = PostgresQuery(
                unsafeSQL: Self.select + " WHERE s.attempt = $1 ORDER BY s.sequence")
            query.binds.append(id)
            return try await Self.collect(try await client.query(query, logger: logger))
        }

        public func add(_ submission: StoredSubmission) async throws -> (
            submission: StoredSubmission, stored: Bool
        ) {
            let logger = logger
            return try await client.withTransaction(logger: logger) { connection in
                let attempt = submission.attempt
                try await connection.query(
                    "SELECT id FROM attempts WHERE id = \(attempt) FOR UPDATE", logger: logger)
                var latestQuery = PostgresQuery(
                    unsafeSQL: Self.select
                        + " WHERE s.attempt = $1 ORDER BY s.sequence DESC LIMIT 1")
                latestQuery.binds.append(attempt)
                let latest = try await Self.collect(
                    try await connection.query(latestQuery, logger: logger)
                ).first
                if let latest, latest.answersHash == submission.answersHash {
                    return (latest, false)
                }
                var stored = submission
                stored.sequence = (latest?.sequence ?? 0) + 1
                try await Self.insert(stored, on: connection, logger: logger)
                return (stored, true)
            }
        }

        public func submissions(ofExam exam: String?) async throws -> [StoredSubmission] {
            var query: PostgresQuery
            if let exam {
                query = PostgresQuery(
                    unsafeSQL: Self.select + " WHERE s.exam = $1 ORDER BY s.received_at, s.receipt")
                query.binds.append(exam)
            } else {
                query = PostgresQuery(
                    unsafeSQL: Self.select + " ORDER BY s.exam, s.received_at, s.receipt")
            }
            return try await Self.collect(try await client.query(query, logger: logger))
        }

        public func setting(_ name: String, orInsert make: @Sendable () -> String) async throws
            -> String
        {
            let value = make()
            try await client.query(
                "INSERT INTO settings (name, value) VALUES (\(name), \(value)) ON CONFLICT (name) DO NOTHING",
                logger: logger)
            for try await stored in try await client.query(
                "SELECT value FROM settings WHERE name = \(name)", logger: logger
            ).decode(String.self) {
                return stored
            }
            return value
        }
    }
#endif
