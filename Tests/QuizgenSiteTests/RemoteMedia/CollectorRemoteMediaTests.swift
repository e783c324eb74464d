import Foundation
import QuizgenCollect
import QuizgenRemoteMedia
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The collector renders questions itself (the exam form without JavaScript, the result page):
/// a remote image in a question shows the copy the build published, or the placeholder where the
/// build could not fetch it, never the remote host (issue 33's "only the site's own media", on
/// exam day), each with its size from the build's media record.
@Suite("Remote media on the collector's pages")
struct CollectorRemoteMediaTests {
    @Test func theCollectorShowsTheBuildsCopiesNotTheRemoteHost() async throws {
        let server = try await MediaTestServer.start()
        let fresh = server.url("/fresh.png")
        let missing = server.url("/missing.png")
        let site = try CollectFixtures.site(extra: [
            "quizgen.yaml": QuizFixtures.config
                + "remote_media:\n  allow_private_addresses: true\n  timeout: 60\n",
            "Content/banks/remote.md": """
            ---
            category: Remote
            ---
            ## Which river is shown? {#remote-river}

            ![River](\(fresh)) beside ![Sea](\(missing))

            - [x] Rhine
            - [ ] Nile

            """,
            "Content/exams/remote.yaml": CollectFixtures.exam("REM-1", questions: ["remote-river"]),
        ])
        defer { site.remove() }
        let built = await RemoteMediaTests.build(site)
        #expect(!built.failed, "\(built.diagnostics.lines)")
        await server.stop()
        let copy = RemoteMediaFetcher.publishedPath(url: fresh, fileExtension: "png")
        #expect(
            FileManager.default.fileExists(atPath: site.output.appendingPathComponent(copy).path))

        let collector = try await RunningCollector.start(site)
        defer { Task { await collector.stop() } }
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let start = try await collector.request(
            "POST", "/v1/exams/REM-1/attempts", headers: form, body: "examinee=Ana+Example")
        let location = try #require(start.header("location"))
        let pair = try #require(start.cookie("quizgen_attempt"))
        let page = try await collector.request("GET", location, headers: ["Cookie": pair])
        let id = location.split(separator: "/")[2]
        let token = String(pair.dropFirst("quizgen_attempt=".count))
        _ = try await collector.request(
            "POST", "/v1/attempts/\(id)/submission", headers: form,
            body: "token=\(token)&q.remote-river=a")
        let result = try await collector.request(
            "GET", "/v1/attempts/\(id)/result", headers: ["Cookie": pair, "Accept": "text/html"])
        #expect(page.status == 200 && result.status == 200)
        // Each with its size, from the build's media record.
        for (name, body) in [("the exam form", page.body), ("the result", result.body)] {
            let images = HTMLElement.all("img", in: body).map {
                "\($0.attributes["src"] ?? "") \($0.attributes["width"] ?? "-")x\($0.attributes["height"] ?? "-")"
            }
            #expect(
                images.contains("https://quiz.example.org/\(copy) 4x2")
                    && images.contains(
                        "https://quiz.example.org/media/remote/unavailable.svg 320x180"),
                "\(name): \(images)")
            #expect(!body.contains("127.0.0.1:\(server.port)"), "\(name)")
        }
    }
}
