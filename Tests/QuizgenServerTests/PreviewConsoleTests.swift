import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A rehearsal of exam day in `quizgen serve` has the teacher's console too, on loopback, with
/// the secret the preview prints.
@Suite("The preview serves the teacher's console")
struct PreviewConsoleTests {
    @Test func theConsoleFollowsARehearsal() async throws {
        let site = try TestSite(
            QuizFixtures.site(
                exam:
                    "title: Rehearsal\ncode: PV-2\ntime_limit: 10m\nquestions: [rhine-source, capital-at, longest]\n",
                extra: [
                    "quizgen.yaml": QuizFixtures.config
                        + "collect:\n  url: https://exams.example.org/\n"
                ]),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        defer { Task { await server.stop() } }
        let secret = try #require(server.teacherSecret)
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let wrong = try await RawHTTP.request(
            port: server.port, "POST", "/teacher/login", headers: form,
            body: Array("teacher=Ms+Rivera&secret=guess".utf8))
        #expect(wrong.status == 403)
        let login = try await RawHTTP.request(
            port: server.port, "POST", "/teacher/login", headers: form,
            body: Array("teacher=Ms+Rivera&secret=\(secret)".utf8))
        #expect(login.status == 303)
        let cookie = try #require(login.header("Set-Cookie")?.split(separator: ";").first)
        let started = try await RawHTTP.request(
            port: server.port, "POST", "/v1/exams/PV-2/attempts",
            headers: ["Content-Type": "application/json"],
            body: Array(#"{"examinee": "Ana Rehearsal"}"#.utf8))
        #expect(started.status == 201)
        let page = try await server.get(
            "/teacher/exams/pv-2/", headers: ["Cookie": String(cookie)])
        #expect(page.status == 200)
        #expect(page.body.contains(#"<th scope="row">Ana Rehearsal"#), "\(page.body)")
        // Without the session the console answers nothing, as at the real collector.
        #expect(try await server.get("/teacher/exams/pv-2/").status == 401)
    }
}
