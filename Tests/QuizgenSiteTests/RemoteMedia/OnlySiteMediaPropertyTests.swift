import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// "Only the site's own media": a site with remote images in pages, the home page, questions
/// (text, choices, feedback), an exam's intro, a quizgen feed (post Markdown, avatars) and an
/// imported Mastodon archive (its avatar and an attachment known only by URL), all pointed at
/// a loopback host, one of them failing. Every `src`, `srcset`, `poster` and CSS `url()` of
/// every built HTML and CSS file is then site-local (relative or root-relative), except the
/// host kept linked on purpose.
@Suite("Only the site's own media")
struct OnlySiteMediaPropertyTests {
    /// Every media reference of `text` (HTML or CSS) that is not site-local.
    static func foreignReferences(in text: String, isCSS: Bool) -> [String] {
        var references: [String] = []
        if isCSS {
            references = cssURLs(in: text)
        } else {
            for element in HTMLElement.all(in: text) {
                for name in ["src", "poster"] {
                    if let value = element.attributes[name] { references.append(value) }
                }
                if let srcset = element.attributes["srcset"] {
                    references += srcset.split(separator: ",").compactMap {
                        $0.split(separator: " ").first.map(String.init)
                    }
                }
                if let style = element.attributes["style"] { references += cssURLs(in: style) }
                if element.name == "style" { references += cssURLs(in: element.text) }
            }
        }
        return references.filter { !isSiteLocal($0) }
    }

    /// Relative or root-relative, without a scheme or host (`data:` carries its bytes along).
    static func isSiteLocal(_ reference: String) -> Bool {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return false }
        if trimmed.lowercased().hasPrefix("data:") { return true }
        guard let colon = trimmed.firstIndex(of: ":") else { return true }
        let slash = trimmed.firstIndex(of: "/") ?? trimmed.endIndex
        return slash < colon
    }

    /// The targets of CSS `url(…)` in `css`.
    static func cssURLs(in css: String) -> [String] {
        var urls: [String] = []
        var rest = Substring(css)
        while let start = rest.range(of: "url(", options: .caseInsensitive) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: ")") else { break }
            urls.append(
                rest[..<end].trimmingCharacters(in: CharacterSet(charactersIn: " \"'")))
            rest = rest[end...]
        }
        return urls
    }

    @Test func everyBuiltPageLoadsMediaFromTheSiteOnly() async throws {
        let server = try await MediaTestServer.start()
        let url = server.url
        let linked = "https://linked.example/kept.png"
        var files: [String: String] = [
            "quizgen.yaml": """
            title: T
            base_url: https://example.org/course/
            remote_media:
              allow_private_addresses: true
              timeout: 60
              linked_hosts: [linked.example]
            feeds:
              campus:
                title: Campus
              masto:
                title: Masto
                format: mastodon
                source: Content/feeds/masto
            """,
            "Content/index.md": "---\ntitle: Home\n---\n![Home](\(url("/fresh.png")))\n",
            "Content/pages/media.md": """
            ---
            title: Media
            ---
            ![Plain](\(url("/plain.png"))) ![Kept](\(linked)) ![Gone](\(url("/missing.png")))
            """,
            "Content/pages/guide/_index.md":
                "---\ntitle: Guide\n---\n![Section](\(url("/etag.png")))\n",
            "Content/pages/guide/one.md":
                "---\ntitle: One\n---\n![Redirected](\(url("/redirect.png")))\n",
            "Content/banks/remote.md": """
            ## Which river? ![Map](\(url("/lastmod.png"))) {#remote-river}
            - [x] The Danube ![Danube](\(url("/plain.png")))
            - [ ] The Rhine
              > ![Rhine](\(url("/drawing.svg"))) Not this one.
            """,
            "Content/exams/remote.yaml": """
            title: Remote
            code: REM-1
            intro: "Look: ![Intro](\(url("/no-store.png")))"
            questions: [remote-river]
            """,
            "Content/feeds/campus/users.json": """
            [{"id": "ann", "name": "Ann", "avatar": "\(url("/fresh.png"))"}]
            """,
            "Content/feeds/campus/posts.json": """
            [{"id": "p1", "author": "ann", "time": "2024-01-01T00:00:00Z",
              "text": "A photo: ![Photo](\(url("/plain.png")))"}]
            """,
        ]
        // A Mastodon archive whose avatar and attachment are known only by URL.
        files["Content/feeds/masto/actor.json"] = """
            {"id": "https://quiz.example/users/quizbot", "type": "Person",
             "preferredUsername": "quizbot", "name": "Quiz Bot", "summary": "<p>Bot</p>",
             "icon": {"type": "Image", "mediaType": "image/png", "url": "\(url("/fresh.png"))"}}
            """
        files["Content/feeds/masto/outbox.json"] = """
            {"type": "OrderedCollection", "totalItems": 1, "orderedItems": [
             {"id": "https://quiz.example/users/quizbot/statuses/1/activity", "type": "Create",
              "actor": "https://quiz.example/users/quizbot", "published": "2023-05-02T10:00:00Z",
              "object": {"id": "https://quiz.example/users/quizbot/statuses/1", "type": "Note",
               "published": "2023-05-02T10:00:00Z", "url": "https://quiz.example/@quizbot/1",
               "attributedTo": "https://quiz.example/users/quizbot",
               "to": ["https://www.w3.org/ns/activitystreams#Public"], "content": "<p>A clip</p>",
               "attachment": [{"type": "Document", "mediaType": "video/mp4",
                 "url": "\(url("/clip.mp4"))", "name": "a clip"}]}}]}
            """
        let site = try TestSite(files)
        defer { site.remove() }
        let result = await RemoteMediaTests.build(site)
        await server.stop()
        #expect(result.diagnostics.errorCount == 0, "\(result.diagnostics.lines)")
        // The one failure is a located warning.
        let line = files["Content/pages/media.md"]?.split(separator: "\n")[3] ?? ""
        let column =
            line.distance(
                from: line.startIndex, to: line.range(of: "![Gone]")?.lowerBound ?? line.startIndex)
            + 1
        let warnings = result.diagnostics.lines.filter { $0.contains("could not be fetched") }
        #expect(
            warnings == [
                "Content/pages/media.md:4:\(column): warning: image '\(url("/missing.png"))' could not be fetched: the server answered HTTP 404; the page shows a placeholder"
            ])
        var checked = 0
        var foreign: [String: [String]] = [:]
        for (path, data) in site.snapshot() where path.hasSuffix(".html") || path.hasSuffix(".css")
        {
            let found = Self.foreignReferences(
                in: String(decoding: data, as: UTF8.self), isCSS: path.hasSuffix(".css")
            ).filter { $0 != linked }
            if !found.isEmpty { foreign[path] = found }
            checked += 1
        }
        #expect(foreign == [:])
        #expect(checked > 10)
        // And every image the site shows from itself has its size (issue 33), so no page jumps.
        var unsized: [String: [String]] = [:]
        for (path, data) in site.snapshot() where path.hasSuffix(".html") {
            for image in HTMLElement.all("img", in: String(decoding: data, as: UTF8.self))
            where image.attributes["src"] != linked
                && (image.attributes["width"] == nil || image.attributes["height"] == nil)
            {
                unsized[path, default: []].append(image.attributes["src"] ?? "")
            }
        }
        #expect(unsized == [:])
        // And the remote media did arrive: every kind of place shows a fetched copy.
        let published = site.snapshot().keys.filter { $0.hasPrefix("media/remote/") }
        #expect(published.count >= 8, "\(published.sorted())")
        #expect(site.output("index.html")?.contains("media/remote/") == true)
        #expect(site.output("guide/index.html")?.contains("media/remote/") == true)
        let exam = site.output("exams/rem-1/take/index.html") ?? ""
        #expect(exam.contains("media/remote/"))
        #expect(!exam.contains("127.0.0.1"))
        #expect(site.output("feeds/campus/index.html")?.contains("media/remote/") == true)
        #expect(site.output("feeds/masto/index.html")?.contains("media/remote/") == true)
        #expect(site.output("media/index.html")?.contains("src=\"\(linked)\"") == true)
        // Requests reached the server for the feeds' avatars and the attachment.
        #expect(server.count("/clip.mp4") == 1)
        // Once for its own URL (home, avatars), once behind /redirect.png: each URL once.
        #expect(server.count("/fresh.png") == 2)
    }
}
