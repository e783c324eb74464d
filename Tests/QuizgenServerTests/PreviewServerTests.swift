import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The real preview server over loopback: pages, types, 404, redirects, caching, refusals.
@Suite("Preview server")
struct PreviewServerTests {
    static let files: [String: String] = [
        "quizgen.yaml": "title: Preview\nbase_url: https://quiz.example.org/\n",
        "Content/index.md": "---\ntitle: Preview\n---\nHello home.\n",
        "Content/pages/about.md": "---\ntitle: About us\n---\nAbout text.\n",
    ]

    @Test func servesPagesWithTypesAndInjectsTheReloadScriptIntoHTMLOnly() async throws {
        let server = try await RunningServer.start(try TestSite(Self.files))
        defer { Task { await server.stop() } }
        let home = try await server.get("/")
        #expect(home.status == 200)
        #expect(home.header("Content-Type") == "text/html; charset=utf-8")
        #expect(home.body.contains("Hello home."))
        #expect(home.body.contains("<script data-quizgen-preview>"))
        #expect(
            home.body.range(of: "<script data-quizgen-preview>")!.lowerBound
                < home.body.range(of: "</body>")!.lowerBound)
        let css = try await server.get("/assets/theme.css")
        #expect(css.status == 200)
        #expect(css.header("Content-Type") == "text/css; charset=utf-8")
        #expect(!css.body.contains("quizgen-preview"))
        let sitemap = try await server.get("/sitemap.xml")
        #expect(sitemap.header("Content-Type") == "application/xml; charset=utf-8")
        #expect(!sitemap.body.contains("<script"))
        let about = try await server.get("/about/")
        #expect(about.status == 200)
        #expect(about.body.contains("About text."))
        // Nothing was written into Site/.
        #expect(!FileManager.default.fileExists(atPath: server.site.output.path))
    }

    @Test func unknownPathsGetTheThemes404PageWithStatus404() async throws {
        let server = try await RunningServer.start(try TestSite(Self.files))
        defer { Task { await server.stop() } }
        let missing = try await server.get("/no/such/page/")
        #expect(missing.status == 404)
        #expect(missing.header("Content-Type") == "text/html; charset=utf-8")
        #expect(missing.body.contains("<h1>Page not found</h1>"))
        #expect(try await server.get("/_quizgen/unknown").status == 404)
    }

    @Test func folderWithoutSlashRedirects() async throws {
        let server = try await RunningServer.start(try TestSite(Self.files))
        defer { Task { await server.stop() } }
        let redirect = try await server.get("/about?x=1")
        #expect(redirect.status == 302)
        #expect(redirect.header("Location") == "/about/?x=1")
    }

    @Test func etagAndIfNoneMatchGive304UntilTheNextBuild() async throws {
        let server = try await RunningServer.start(try TestSite(Self.files))
        defer { Task { await server.stop() } }
        let first = try await server.get("/about/")
        let tag = try #require(first.header("ETag"))
        #expect(first.header("Cache-Control") == "no-cache")
        let again = try await server.get("/about/", headers: ["If-None-Match": tag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(
            try await server.get("/about/", headers: ["If-None-Match": "\"other\""]).status == 200)
        #expect(
            try await server.get("/", headers: ["If-None-Match": tag]).status == 200,
            "tags are per path")
        try server.site.write(
            "Content/pages/about.md", "---\ntitle: About us\n---\nNew about text.\n")
        let changed = try await eventually {
            try await server.get("/about/", headers: ["If-None-Match": tag]).status == 200
        }
        #expect(changed)
        let fresh = try await server.get("/about/", headers: ["If-None-Match": tag])
        #expect(fresh.body.contains("New about text."))
        #expect(fresh.header("ETag") != tag)
    }

    @Test(arguments: [
        "/../quizgen.yaml", "/%2e%2e/quizgen.yaml", "/..%2fquizgen.yaml", "/%252e%252e/",
        "/%252e%252e/quizgen.yaml",
        "/about/..%5c..%5cquizgen.yaml", "/a\\..\\quizgen.yaml", "/%00",
        "/about/%2E%2E/%2E%2E/quizgen.yaml", "/./quizgen.yaml",
        "/%ff%fe", "/quizgen.yaml", "/Content/pages/about.md",
    ])
    func traversalAttemptsAreRefused(target: String) async throws {
        let server = try await RunningServer.start(try TestSite(Self.files))
        defer { Task { await server.stop() } }
        let response = try await server.get(target)
        #expect(response.status == 400 || response.status == 404, "\(target) -> \(response.status)")
        #expect(!response.body.contains("base_url"), "\(target) leaked the config")
        #expect(!response.body.contains("About text."))
    }

    @Test func badMethodsAndOversizedRequestsAreRejectedCleanly() async throws {
        let server = try await RunningServer.start(try TestSite(Self.files))
        defer { Task { await server.stop() } }
        let delete = try await RawHTTP.request(port: server.port, "DELETE", "/")
        #expect(delete.status == 405)
        #expect(delete.header("Allow") == "GET, HEAD")
        #expect(
            try await RawHTTP.request(port: server.port, "GET", "/_quizgen/submit/GEO").status
                == 405)
        let longTarget = "/" + String(repeating: "a", count: 10_000)
        let long = try? await server.get(longTarget)
        #expect(long == nil || [400, 414, 431].contains(long!.status))
        let hugeHeader = try? await server.get(
            "/", headers: ["X-Big": String(repeating: "b", count: 100_000)])
        #expect(hugeHeader == nil || [400, 413, 431].contains(hugeHeader!.status))
        let head = try await RawHTTP.request(port: server.port, "HEAD", "/about/")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        // Still serving after all that.
        #expect(try await server.get("/about/").status == 200)
    }

    /// Every answer of the preview carries `X-Content-Type-Options: nosniff` (a medium is
    /// never sniffed into a page), and each medium the site publishes has its own type
    /// (issue 35, class 4).
    @Test func everyAnswerIsNosniffAndMediaHaveTheirTypes() async throws {
        var files = Self.files
        files["quizgen.yaml"]! += "feeds:\n  own:\n    title: Own\n"
        files["Content/feeds/own/users.json"] = #"[{"id": "ann"}]"#
        files["Content/feeds/own/posts.json"] =
            #"[{"id": "p", "author": "ann", "time": "2024-01-01T00:00:00Z", "text": "x", "media": ["a.svg", "b.mp4", "c.pdf", "d.mp3", "e.webm"]}]"#
        files["Content/feeds/own/a.svg"] = #"<svg xmlns="http://www.w3.org/2000/svg"/>"#
        for name in ["b.mp4", "c.pdf", "d.mp3", "e.webm"] {
            files["Content/feeds/own/\(name)"] = name
        }
        let server = try await RunningServer.start(
            try TestSite(files), plugins: [FeedPlugin.plugin])
        defer { Task { await server.stop() } }
        let feed = try await server.get("/feeds/own/")
        #expect(feed.status == 200)
        var media: [String] = []
        var rest = feed.body[...]
        while let range = rest.range(of: #"/media/[^"]+"#, options: .regularExpression) {
            media.append(String(rest[range]))
            rest = rest[range.upperBound...]
        }
        let types = Dictionary(
            media.map { (String($0.split(separator: ".").last ?? ""), $0) }
        ) { a, _ in a }
        #expect(types.keys.sorted() == ["mp3", "mp4", "pdf", "svg", "webm"])
        let expected = [
            "svg": "image/svg+xml", "mp4": "video/mp4", "pdf": "application/pdf",
            "mp3": "audio/mpeg", "webm": "video/webm",
        ]
        for (ext, path) in types {
            let answer = try await server.get(path)
            #expect(answer.status == 200, "\(path)")
            #expect(answer.header("Content-Type") == expected[ext], "\(path)")
            #expect(answer.header("X-Content-Type-Options") == "nosniff", "\(path)")
        }
        let tag = try #require(try await server.get("/about/").header("ETag"))
        var answers = [
            try await server.get("/"), try await server.get("/no/such/page/"),
            try await server.get("/about"), try await server.get("/_quizgen/unknown"),
            try await server.get("/about/", headers: ["If-None-Match": tag]),
            try await server.get("/%2e%2e/etc/passwd"),
            try await server.get("/" + String(repeating: "a", count: 9000)),
            try await RawHTTP.request(port: server.port, "POST", "/about/"),
        ]
        answers.append(try await server.get("/assets/theme.css"))
        #expect(answers.map(\.status) == [200, 404, 302, 404, 304, 400, 414, 405, 200])
        for answer in answers {
            #expect(answer.header("X-Content-Type-Options") == "nosniff", "\(answer.status)")
        }
    }
}
