#if PostgreSQL
    import Foundation
    import PostgresNIO
    import Logging
    import QuizgenCollect
    import QuizgenCore
    import QuizgenServiceTestSupport
    import QuizgenTestSupport
    import Testing

    /// The PostgreSQL store, against the throwaway server that scripts/test.sh starts
    /// (`QUIZGEN_TEST_POSTGRES_URL`): the same rules as SQLite, and two collectors sharing one
    /// database number an attempt's submissions once.
    @Suite(
        "collect PostgreSQL store", .serialized,
        .enabled(
            if: ProcessInfo.processInfo.environment["QUIZGEN_TEST_POSTGRES_URL"] != nil,
            "needs QUIZGEN_TEST_POSTGRES_URL (scripts/test.sh starts a PostgreSQL server on loopback)"
        ))
    struct PostgresStoreTests {
        /// A new empty database on the test server; its URL.
        static func freshDatabase() async throws -> String {
            let base = try #require(
                ProcessInfo.processInfo.environment["QUIZGEN_TEST_POSTGRES_URL"])
            let parts = try #require(URLComponents(string: base))
            let name =
                "quizgen_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(16).lowercased())"
            let client = PostgresClient(
                configuration: .init(
                    host: parts.host ?? "127.0.0.1", port: parts.port ?? 5432,
                    username: parts.user ?? "postgres",
                    password: parts.password, database: "postgres", tls: .disable),
                backgroundLogger: Logger(label: "test"))
            let runner = Task { await client.run() }
            defer { runner.cancel() }
            try await client.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
            var url = parts
            url.path = "/\(name)"
            return try #require(url.string)
        }

        @Test func submissionsReceiptsAndResultsAsWithSQLite() async throws {
            let site = try CollectFixtures.site()
            defer { site.remove() }
            let url = try await Self.freshDatabase()
            let store = try await CollectDatabase.postgres(url).open()
            var diagnostics = Diagnostics()
            let clock = CollectFixtures.Clock()
            let service = CollectService(
                site: CollectSite(root: site.root, into: &diagnostics), store: store,
                secret: String(repeating: "p", count: 40),
                timeZone: .gmt, now: { clock.now })
            let started = try await service.start(code: "COL-1", examinee: "Ana")
            #expect(try await store.attempt(id: started.attempt.id) == started.attempt)
            clock.advance(60)
            let first = try await service.submit(
                attempt: started.attempt.id, token: started.token, body: CollectFixtures.body())
            let again = try await service.submit(
                attempt: started.attempt.id, token: started.token, body: CollectFixtures.body())
            #expect(again.submission == first.submission)
            #expect(!again.isNew)
            clock.advance(20 * 60)
            let result = try await service.result(attempt: started.attempt.id, token: started.token)
            #expect(result.graded?.points == 3)
            // A second collector on the same database: migrations run once, data is shared.
            let second = try await CollectDatabase.postgres(url).open()
            #expect(
                try await second.submissions(ofExam: "col-1").map(\.receipt) == [
                    first.submission.receipt
                ])
            #expect(
                try await second.setting("token-secret") { "a" }
                    == (try await store.setting("token-secret") { "b" }))
        }

        @Test func theConsolesRecordsAsWithSQLite() async throws {
            let store = try await CollectDatabase.postgres(try await Self.freshDatabase()).open()
            try await TeacherConsoleTests.storeRoundTrip(store)
        }

        @Test func twoCollectorsStartOneAttemptPerName() async throws {
            let url = try await Self.freshDatabase()
            let site = try CollectFixtures.site()
            defer { site.remove() }
            var diagnostics = Diagnostics()
            let loaded = CollectSite(root: site.root, into: &diagnostics)
            let services = try await [
                CollectDatabase.postgres(url).open(), CollectDatabase.postgres(url).open(),
            ].map {
                CollectService(
                    site: loaded, store: $0, secret: String(repeating: "p", count: 40),
                    timeZone: .gmt, now: { CollectFixtures.t0 })
            }
            let outcomes = await withTaskGroup(of: Int.self) { group in
                for n in 0..<12 {
                    group.addTask {
                        do throws(CollectError) {
                            _ = try await services[n % 2].start(
                                code: "COL-1", examinee: n % 3 == 0 ? "Ana" : " ANA ")
                            return 201
                        } catch {
                            return error.status
                        }
                    }
                }
                return await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(outcomes.sorted() == [201] + Array(repeating: 409, count: 11))
        }

        @Test func twoCollectorsNumberOneAttemptsSubmissionsOnce() async throws {
            let url = try await Self.freshDatabase()
            let a = try await CollectDatabase.postgres(url).open()
            let b = try await CollectDatabase.postgres(url).open()
            let attempt = Attempt(
                id: String(repeating: "a", count: 32), exam: "col-1", examinee: "Ana",
                startedAt: Date(timeIntervalSince1970: 0), deadline: nil)
            try await a.insert(attempt)
            let results = try await withThrowingTaskGroup(of: (StoredSubmission, Bool).self) {
                group in
                for n in 0..<20 {
                    let store = n % 2 == 0 ? a : b
                    group.addTask {
                        let s = StoredSubmission(
                            receipt: String(format: "%032d", n), attempt: attempt.id, exam: "col-1",
                            examinee: "Ana", sequence: 0,
                            startedAt: attempt.startedAt,
                            receivedAt: Date(timeIntervalSince1970: Double(n)),
                            answersHash: "hash-\(n % 4)", answers: "{}", snapshot: nil,
                            clientStartedAt: nil, clientFinishedAt: nil)
                        return try await store.add(s)
                    }
                }
                var all: [(StoredSubmission, Bool)] = []
                for try await result in group { all.append(result) }
                return all
            }
            let stored = try await a.submissions(ofAttempt: attempt.id)
            #expect(stored.map(\.sequence) == Array(1...stored.count))
            #expect(Set(stored.map(\.receipt)) == Set(results.filter(\.1).map(\.0.receipt)))
        }
    }
#endif
