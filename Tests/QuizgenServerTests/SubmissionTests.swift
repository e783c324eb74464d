import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// `POST /_quizgen/submit/<code>`: valid submissions land as files, nothing else does.
@Suite("Submissions")
struct SubmissionTests {
    static let valid = """
        {"format":"quizgen-submission/1","exam":"GEO-MID","snapshot":"\(String(repeating: "ab", count: 32))",\
        "examinee":"Ana Núñez","started_at":"2026-11-21T10:00:00Z","finished_at":"2026-11-21T10:20:00Z",\
        "answers":{"q1":"b","q2":["a","c"],"q3":{"left":"right"}}}
        """

    func submissionFiles(_ server: RunningServer) -> [String] {
        let folder = server.site.root.appendingPathComponent("Content/submissions")
        return (FileManager.default.subpaths(atPath: folder.path) ?? []).filter {
            $0.hasSuffix(".json")
        }.sorted()
    }

    func post(_ server: RunningServer, _ code: String, _ body: String) async throws
        -> RawHTTP.Response
    {
        try await RawHTTP.request(
            port: server.port, "POST", "/_quizgen/submit/\(code)",
            headers: ["Content-Type": "application/json"], body: Array(body.utf8))
    }

    @Test func aValidSubmissionIsStoredAtomicallyWithA201() async throws {
        let server = try await RunningServer.start(try TestSite(["quizgen.yaml": "title: T\n"]))
        defer { Task { await server.stop() } }
        let response = try await post(server, "GEO-MID", Self.valid)
        #expect(response.status == 201, "\(response.body)")
        #expect(response.header("Content-Type") == "application/json")
        #expect(
            response.body
                == "{\"stored\":\"Content/submissions/geo-mid/20261121T102000Z-ana-nunez.json\"}\n")
        let stored = try String(
            contentsOf: server.site.root.appendingPathComponent(
                "Content/submissions/geo-mid/20261121T102000Z-ana-nunez.json"), encoding: .utf8)
        #expect(stored == Self.valid)
        let second = try await post(server, "GEO-MID", Self.valid)
        #expect(
            second.body
                == "{\"stored\":\"Content/submissions/geo-mid/20261121T102000Z-ana-nunez-2.json\"}\n"
        )
        let folder = server.site.root.appendingPathComponent("Content/submissions/geo-mid").path
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "20261121T102000Z-ana-nunez-2.json", "20261121T102000Z-ana-nunez.json",
            ], "no temporary files left")
    }

    /// A submissions folder linked out of the site receives nothing: the answers would land
    /// wherever the link leads.
    @Test func aSubmissionsFolderLinkedOutOfTheSiteReceivesNothing() async throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizgen-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let site = try TestSite(
            ["quizgen.yaml": "title: T\n"], links: ["Content/submissions/geo-mid": outside.path])
        let server = try await RunningServer.start(site)
        defer { Task { await server.stop() } }
        let response = try await post(server, "GEO-MID", Self.valid)
        #expect(response.status == 400, "\(response.body)")
        #expect(response.body.contains("leads outside the site"), "\(response.body)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test(arguments: [
        ("not json", "the body must be a JSON object"),
        ("[1,2]", "the body must be a JSON object"),
        (
            valid.replacingOccurrences(of: "quizgen-submission/1", with: "quizgen-submission/2"),
            "'format' must be \"quizgen-submission/1\""
        ),
        (
            valid.replacingOccurrences(of: "\"exam\":\"GEO-MID\"", with: "\"exam\":\"GEO-FINAL\""),
            "'exam' must equal the exam code in the URL, \"GEO-MID\""
        ),
        (
            valid.replacingOccurrences(of: "Ana Núñez", with: " "),
            "'examinee' must be a non-empty string"
        ),
        (
            valid.replacingOccurrences(of: "Ana Núñez", with: String(repeating: "x", count: 201)),
            "'examinee' must be at most 200 characters"
        ),
        (
            valid.replacingOccurrences(of: "2026-11-21T10:00:00Z", with: "yesterday"),
            "'started_at' must be an ISO 8601 date-time such as 2026-11-21T10:20:00Z, found \"yesterday\""
        ),
        (
            valid.replacingOccurrences(of: "{\"q1\"", with: "[{\"q1\"").replacingOccurrences(
                of: "}}}", with: "}}]}"),
            "'answers' must be an object mapping question ids to answers"
        ),
        (
            valid.replacingOccurrences(of: "\"b\"", with: "7"),
            "answer 'q1' must be a string, an array of strings or an object of strings"
        ),
    ])
    func malformedSubmissionsAre400WithNoFile(body: String, message: String) async throws {
        let server = try await RunningServer.start(try TestSite(["quizgen.yaml": "title: T\n"]))
        defer { Task { await server.stop() } }
        let response = try await post(server, "GEO-MID", body)
        #expect(response.status == 400)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: String])
        #expect(object["error"] == message)
        #expect(submissionFiles(server).isEmpty)
    }

    @Test func oversizedAndBadCodesAreRejectedWithNoFile() async throws {
        let server = try await RunningServer.start(try TestSite(["quizgen.yaml": "title: T\n"]))
        defer { Task { await server.stop() } }
        let padding = String(repeating: " ", count: 256 * 1024)
        let big = try await post(server, "GEO-MID", Self.valid + padding)
        #expect(big.status == 413)
        let badCode = try await post(server, "..%2f..%2fetc", Self.valid)
        #expect(badCode.status == 400)
        let traversal = try await post(server, "%2e%2e", Self.valid)
        #expect(traversal.status == 400)
        #expect(submissionFiles(server).isEmpty)
        // A stored submission does not trigger a rebuild (Content/submissions is not watched).
        let before = try #require(try await server.get("/").header("ETag"))
        #expect(try await post(server, "GEO-MID", Self.valid).status == 201)
        #expect(try await server.get("/").header("ETag") == before)
    }
}

/// Without JavaScript the preview's exam form posts form fields, not JSON: they are read as the
/// collector reads them, stored as a submission file, and answered with an HTML page.
@Suite("preview form submissions")
struct PreviewFormSubmissionTests {
    @Test func aPostedFormIsStoredAsASubmission() async throws {
        let site = try TestSite(
            QuizFixtures.site(
                exam: "title: Form\ncode: FORM-1\nquestions: [rhine-source, capital-at, order]\n"),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let saved = try await RawHTTP.request(
            port: server.port, "POST", "/_quizgen/submit/FORM-1", headers: form,
            body: Array(
                "format=quizgen-submission%2F1&exam=FORM-1&examinee=Ana+M%C3%BCller&q.rhine-source=true&q.capital-at=Vienna"
                    .utf8))
        #expect(saved.status == 201)
        #expect(saved.header("content-type") == "text/html; charset=utf-8")
        #expect(saved.body.contains("<h1>Your answers are saved</h1>"))
        let folder = site.root.appendingPathComponent("Content/submissions/form-1")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 1)
        let text = try String(contentsOf: folder.appendingPathComponent(files[0]), encoding: .utf8)
        #expect(text.contains("\"examinee\":\"Ana Müller\""))
        #expect(text.contains("\"answers\":{\"capital-at\":\"Vienna\",\"rhine-source\":\"true\"}"))
        let clash = try await RawHTTP.request(
            port: server.port, "POST", "/_quizgen/submit/FORM-1", headers: form,
            body: Array("examinee=Ben&q.order.x=1&q.order.y=1".utf8))
        #expect(clash.status == 400)
        #expect(
            clash.body.contains(
                "question 3 puts two items in position 1; give each item its own position"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
        await server.stop()
    }
}
