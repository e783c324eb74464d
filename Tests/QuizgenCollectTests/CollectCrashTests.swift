import Foundation
import QuizgenCollect
import QuizgenCore
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real `quizgen collect` killed with SIGKILL while submissions arrive: every submission
/// that got a 201 is in the store after a restart, and export writes each once.
@Suite("collect crash")
struct CollectCrashTests {
    /// A `quizgen collect` process and the port it printed.
    final class CollectorProcess: Sendable {
        let process: Process
        let port: Int

        init(root: URL) async throws {
            let process = Process()
            process.executableURL = QuizgenProcess.executable
            process.arguments = [
                "collect", "--root", root.path, "--port", "0", "--attempts-per-minute", "100000",
                "--quiet",
            ]
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            let handle = out.fileHandleForReading
            let line = try await offPool { () -> String in
                var text = ""
                while !text.contains("\n") {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    text += String(decoding: data, as: UTF8.self)
                }
                return text
            }
            guard let range = line.range(of: "http://127.0.0.1:"),
                let port = Int(line[range.upperBound...].prefix { $0.isNumber })
            else {
                process.terminate()
                throw RawHTTP.Failure(description: "the collector did not start: \(line)")
            }
            self.process = process
            self.port = port
        }

        /// SIGTERM: a graceful stop; returns the exit status.
        func terminate() -> Int32 {
            process.terminate()
            process.waitUntilExit()
            return process.terminationStatus
        }

        func kill() {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The receipts of the submissions answered 201, from concurrent tasks.
    final class Receipts: Sendable {
        let list = Mutex<[String]>([])
    }

    @Test func everyAcknowledgedSubmissionSurvivesSIGKILL() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let first = try await CollectorProcess(root: site.root)
        var attempts: [(String, String)] = []
        for n in 0..<60 {
            let response = try await RawHTTP.request(
                port: first.port, "POST", "/v1/exams/COL-1/attempts",
                headers: ["Content-Type": "application/json"],
                body: Array(#"{"examinee": "Student \#(n)"}"#.utf8))
            let object =
                try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any]
            attempts.append(
                (object?["attempt"] as? String ?? "", object?["token"] as? String ?? ""))
        }
        let acknowledged = Receipts()
        let body = CollectFixtures.body()
        let port = first.port
        await withTaskGroup(of: Void.self) { group in
            for (id, token) in attempts {
                group.addTask {
                    guard
                        let response = try? await RawHTTP.request(
                            port: port, "PUT", "/v1/attempts/\(id)/submission",
                            headers: [
                                "Authorization": "Bearer \(token)",
                                "Content-Type": "application/json",
                            ], body: body),
                        response.status == 201,
                        let receipt =
                            (try? JSONSerialization.jsonObject(with: Data(response.body.utf8))
                            as? [String: Any])?["receipt"] as? String
                    else { return }
                    let count = acknowledged.list.withLock {
                        $0.append(receipt)
                        return $0.count
                    }
                    if count == 15 { first.kill() }
                }
            }
        }
        first.kill()
        let receipts = acknowledged.list.withLock { $0 }
        #expect(receipts.count >= 15)
        // Restarted: the store holds every acknowledged submission, and serves again.
        let second = try await CollectorProcess(root: site.root)
        let health = try await RawHTTP.request(port: second.port, "GET", "/healthz")
        #expect(health.status == 200)
        #expect(second.terminate() == 0)  // SIGTERM stops it gracefully
        let store = try SQLiteCollectStore(
            url: site.root.appendingPathComponent(".quizgen/collect.sqlite"))
        let stored = Set(try await store.submissions(ofExam: nil).map(\.receipt))
        #expect(Set(receipts).isSubset(of: stored))
        let export = try QuizgenProcess.run(
            ["collect", "export", "--root", site.root.path], in: site.root)
        #expect(export.status == 0)
        #expect(export.stdout.hasPrefix("exported \(stored.count) submission"))
        let files = try FileManager.default.contentsOfDirectory(
            atPath: site.root.appendingPathComponent("Content/submissions/col-1").path)
        #expect(files.count == stored.count)
        for receipt in receipts {
            #expect(files.filter { $0.hasSuffix("-\(receipt.prefix(8)).json") }.count == 1)
        }
        let again = try QuizgenProcess.run(
            ["collect", "export", "--root", site.root.path], in: site.root)
        #expect(again.stdout.hasPrefix("exported 0 submissions"))
    }

    @Test func refusesToListenBeyondLoopbackWithoutASecret() throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let refused = try QuizgenProcess.run(
            ["collect", "--root", site.root.path, "--host", "0.0.0.0", "--port", "0"], in: site.root
        )
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "quizgen: refusing to listen on 0.0.0.0 without QUIZGEN_COLLECT_SECRET: attempt tokens beyond loopback must be signed with a secret you keep (e.g. 'openssl rand -hex 32')\n"
        )
        let short = try QuizgenProcess.run(
            ["collect", "--root", site.root.path, "--port", "0"], in: site.root,
            environment: ["QUIZGEN_COLLECT_SECRET": "short"])
        #expect(short.status == 2)
        #expect(short.stderr.contains("QUIZGEN_COLLECT_SECRET must be at least 32 characters"))
        let empty = try QuizgenProcess.run(
            ["collect", "export", "--root", site.root.path, "--database", "sqlite://"],
            in: site.root)
        #expect(empty.status == 64)
    }
}
