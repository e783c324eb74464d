import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

@testable import QuizgenRemoteMedia

/// Remote media fetched at build (issue 33): images named by URL in pages are fetched from a
/// loopback host into `.quizgen/remote-media/` and published under `media/remote/`, the cache
/// follows the response's caching headers, each limit is a located warning and a placeholder,
/// private addresses are refused unless allowed, and `--offline` builds from the cache alone.
@Suite("Remote media fetched at build")
struct RemoteMediaTests {
    /// The config that lets the tests reach the loopback host, with `extra` lines under
    /// `remote_media:`.
    static func config(_ extra: String = "") -> String {
        "title: T\nremote_media:\n  allow_private_addresses: true\n  timeout: 60\n" + extra
    }

    /// A page showing each of `urls` on its own line, from line 5 on.
    static func page(_ urls: [String]) -> String {
        "---\ntitle: Media\n---\n\n"
            + urls.enumerated().map { "![Image \($0.offset)](\($0.element))\n" }.joined()
    }

    /// A full build (never skipped), published to the site's output.
    static func build(_ site: TestSite, offline: Bool = false, skip: Bool = false) async
        -> BuildResult
    {
        var options = BuildOptions(
            root: site.root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
            environment: [:])
        options.skipUnchanged = skip
        options.offline = offline
        return await SiteBuilder(plugins: IncrementalBuildTests.plugins).build(
            options, writer: DiskSiteWriter(output: options.output))
    }

    /// The `src` of every `img` of the page's output.
    static func sources(_ site: TestSite, _ page: String = "media/index.html") -> [String] {
        HTMLElement.all("img", in: site.output(page) ?? "").compactMap { $0.attributes["src"] }
    }

    /// The published path of `url`'s copy.
    static func copy(_ url: String, _ ext: String = "png") -> String {
        RemoteMediaFetcher.publishedPath(url: url, fileExtension: ext)
    }

    @Test func imagesAreFetchedPublishedAndCached() async throws {
        let server = try await MediaTestServer.start()
        let urls = [
            server.url("/plain.png"), server.url("/redirect.png"), server.url("/drawing.svg"),
        ]
        let site = try TestSite([
            "quizgen.yaml": Self.config(), "Content/pages/media.md": Self.page(urls),
        ])
        defer { site.remove() }
        let result = await Self.build(site)
        await server.stop()
        #expect(result.diagnostics.lines == [])
        #expect(
            Self.sources(site) == [
                "/" + Self.copy(urls[0]), "/" + Self.copy(urls[1]), "/" + Self.copy(urls[2], "svg"),
            ])
        let published = site.snapshot()
        let cacheFolder = site.root.appendingPathComponent(".quizgen/remote-media")
        func cached(_ url: String) -> [UInt8]? {
            FileManager.default.contents(
                atPath: cacheFolder.appendingPathComponent(RemoteMediaCache.key(url) + ".bin").path
            ).map { [UInt8]($0) }
        }
        #expect(cached(urls[0]) == MediaTestServer.png + [1])
        // The redirect's target, fetched through the redirect.
        #expect(cached(urls[1]) == MediaTestServer.png + [2])
        // Both published as PNG images (re-encoded without metadata: docs/images.md).
        for url in urls.prefix(2) {
            #expect(
                published[Self.copy(url)].map { Array($0.prefix(8)) }
                    == Array(MediaTestServer.png.prefix(8)))
        }
        #expect(server.count("/fresh.png") == 1)
        // The SVG went through the sanitiser.
        let svg = String(decoding: published[Self.copy(urls[2], "svg")] ?? Data(), as: UTF8.self)
        #expect(svg.contains("<rect"))
        #expect(!svg.contains("script"))
        // The cache holds each response, keyed by the URL's hash.
        let cache = site.root.appendingPathComponent(".quizgen/remote-media")
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
        #expect(names.count == 6)
        #expect(names.contains(RemoteMediaCache.key(urls[0]) + ".json"))
    }

    /// A second build asks nothing for fresh entries (`max-age` not over), revalidates stale
    /// ones with their validators (`304` keeps the copy), and fetches again what has none or
    /// may not be stored.
    @Test func aRebuildRevalidatesOnlyStaleEntries() async throws {
        let server = try await MediaTestServer.start()
        let paths = ["/fresh.png", "/etag.png", "/lastmod.png", "/plain.png", "/no-store.png"]
        let site = try TestSite([
            "quizgen.yaml": Self.config(),
            "Content/pages/media.md": Self.page(paths.map(server.url)),
        ])
        defer { site.remove() }
        let first = await Self.build(site)
        #expect(first.diagnostics.lines == [])
        let before = site.snapshot()
        let second = await Self.build(site)
        #expect(second.diagnostics.lines == [])
        await server.stop()
        #expect(site.snapshot() == before)
        let seen = server.seen
        func requests(_ path: String) -> [MediaTestServer.Seen] { seen.filter { $0.path == path } }
        #expect(requests("/fresh.png").count == 1)
        #expect(requests("/etag.png").map(\.status) == [200, 304])
        #expect(requests("/etag.png").last?.ifNoneMatch == "\"v1\"")
        #expect(requests("/lastmod.png").map(\.status) == [200, 304])
        #expect(requests("/lastmod.png").last?.ifModifiedSince == MediaTestServer.lastModified)
        #expect(requests("/plain.png").map(\.status) == [200, 200])
        #expect(
            requests("/plain.png").allSatisfy { $0.ifNoneMatch == nil && $0.ifModifiedSince == nil }
        )
        // no-store: never kept, so asked again without validators.
        #expect(requests("/no-store.png").map(\.ifNoneMatch) == [nil, nil])
        let cache = site.root.appendingPathComponent(".quizgen/remote-media")
        #expect(
            !FileManager.default.fileExists(
                atPath: cache.appendingPathComponent(
                    RemoteMediaCache.key(server.url("/no-store.png")) + ".bin"
                ).path))
    }

    /// Every limit: a located warning at the image and the placeholder in its place, nothing
    /// linked from the other host. The answer that never comes is built on its own with a short
    /// timeout; the other limits with the long one, so that a loaded machine (the test's
    /// server shares the process with every other suite) cannot turn them into timeouts.
    @Test func failuresAreLocatedWarningsAndPlaceholders() async throws {
        let server = try await MediaTestServer.start()
        let url = server.url
        let slow = try TestSite([
            "quizgen.yaml": Self.config("  timeout: 3\n")
                .replacingOccurrences(of: "  timeout: 60\n", with: ""),
            "Content/pages/media.md": Self.page([url("/slow.png")]),
        ])
        defer { slow.remove() }
        #expect(
            await Self.build(slow).diagnostics.lines == [
                "Content/pages/media.md:5:1: warning: image '\(url("/slow.png"))' could not be fetched: no complete answer within 3 s (remote_media.timeout and connect_timeout); the page shows a placeholder"
            ])
        #expect(Self.sources(slow) == ["/media/remote/unavailable.svg"])
        let paths = ["/page.html", "/big.png", "/missing.png", "/loop.png"]
        let site = try TestSite([
            "quizgen.yaml": Self.config("  max_size_mb: 1\n  max_redirects: 2\n"),
            "Content/pages/media.md": Self.page(paths.map(server.url)),
        ])
        defer { site.remove() }
        let result = await Self.build(site)
        await server.stop()
        #expect(
            result.diagnostics.lines == [
                "Content/pages/media.md:5:1: warning: image '\(url("/page.html"))' could not be fetched: the server sent 'text/html; charset=utf-8'; only image, audio and video types are published; the page shows a placeholder",
                "Content/pages/media.md:6:1: warning: image '\(url("/big.png"))' could not be fetched: it is larger than 1 MB (remote_media.max_size_mb); the page shows a placeholder",
                "Content/pages/media.md:7:1: warning: image '\(url("/missing.png"))' could not be fetched: the server answered HTTP 404; the page shows a placeholder",
                "Content/pages/media.md:8:1: warning: image '\(url("/loop.png"))' could not be fetched: it redirects more than 2 times (remote_media.max_redirects); the page shows a placeholder",
            ])
        #expect(Self.sources(site) == Array(repeating: "/media/remote/unavailable.svg", count: 4))
        // Each keeps its alt text.
        #expect(
            HTMLElement.all("img", in: site.output("media/index.html") ?? "").map {
                $0.attributes["alt"] ?? ""
            } == (0..<4).map { "Image \($0)" })
        #expect(site.snapshot()["media/remote/unavailable.svg"] != nil)
        // The loop was followed twice after the first request, then given up.
        #expect(server.count("/loop.png") == 3)
    }

    /// Without `allow_private_addresses`, no request reaches a loopback or private address,
    /// by literal or by name; the warning names the address.
    @Test func privateAddressesAreRefused() async throws {
        let server = try await MediaTestServer.start()
        let byName = "http://localhost:\(server.port)/plain.png"
        let site = try TestSite([
            "quizgen.yaml": "title: T\n",
            "Content/pages/media.md": Self.page([server.url("/plain.png"), byName]),
        ])
        defer { site.remove() }
        let result = await Self.build(site)
        await server.stop()
        #expect(server.seen == [])
        let lines = result.diagnostics.lines
        #expect(
            lines.first
                == "Content/pages/media.md:5:1: warning: image '\(server.url("/plain.png"))' could not be fetched: its host '127.0.0.1' resolves to 127.0.0.1, a private, loopback or otherwise non-public address (allow it with remote_media.allow_private_addresses: true); the page shows a placeholder"
        )
        #expect(lines.count == 2)
        #expect(
            lines.last?.hasPrefix(
                "Content/pages/media.md:6:1: warning: image '\(byName)' could not be fetched: its host 'localhost' resolves to "
            ) == true)
        #expect(Self.sources(site) == Array(repeating: "/media/remote/unavailable.svg", count: 2))
    }

    /// The address rule itself, over the ranges it must refuse and some it must allow.
    @Test(arguments: [
        ("127.0.0.1", false), ("10.1.2.3", false), ("172.16.0.1", false), ("172.31.255.255", false),
        ("192.168.1.1", false), ("169.254.169.254", false), ("100.64.0.1", false),
        ("0.0.0.0", false), ("224.0.0.1", false), ("255.255.255.255", false),
        ("198.18.0.1", false), ("192.0.2.5", false),
        ("::1", false), ("::", false), ("fe80::1", false), ("fc00::1", false), ("fd12::1", false),
        ("ff02::1", false), ("::ffff:127.0.0.1", false), ("::ffff:10.0.0.1", false),
        ("64:ff9b::a00:1", false), ("2002:a00:1::", false), ("2001:db8::1", false),
        ("8.8.8.8", true), ("172.32.0.1", true), ("192.169.0.1", true), ("1.1.1.1", true),
        ("2a00:1450:4001::1", true), ("::ffff:8.8.8.8", true),
    ])
    func addressRule(_ address: String, _ isPublic: Bool) throws {
        let resolved = try HostAddress.resolve(address)
        #expect(resolved.count == 1)
        #expect(resolved.first?.isPublic == isPublic, "\(address)")
    }

    /// `--offline` builds from the cache alone: cached media publish (stale or not) without a
    /// request; a medium not in the cache is a warning and the placeholder.
    @Test func offlineBuildsFromTheCache() async throws {
        let server = try await MediaTestServer.start()
        let cached = [server.url("/fresh.png"), server.url("/etag.png")]
        let site = try TestSite([
            "quizgen.yaml": Self.config(), "Content/pages/media.md": Self.page(cached),
        ])
        defer { site.remove() }
        #expect(await Self.build(site).diagnostics.lines == [])
        let online = site.snapshot()
        let asked = server.seen.count
        let offline = await Self.build(site, offline: true)
        #expect(offline.diagnostics.lines == [])
        #expect(site.snapshot() == online)
        try site.write("Content/pages/media.md", Self.page(cached + [server.url("/plain.png")]))
        let missing = await Self.build(site, offline: true)
        await server.stop()
        #expect(server.seen.count == asked)
        #expect(
            missing.diagnostics.lines == [
                "Content/pages/media.md:7:1: warning: image '\(server.url("/plain.png"))' could not be fetched: it is not in the cache (.quizgen/remote-media/) and the build is --offline; the page shows a placeholder"
            ])
        #expect(
            Self.sources(site) == [
                "/" + Self.copy(cached[0]), "/" + Self.copy(cached[1]),
                "/media/remote/unavailable.svg",
            ])
    }

    /// A host in `linked_hosts` is linked on purpose: never asked, the URL kept.
    @Test func linkedHostsStayLinked() async throws {
        let server = try await MediaTestServer.start()
        let site = try TestSite([
            "quizgen.yaml": Self.config("  linked_hosts: [127.0.0.1]\n"),
            "Content/pages/media.md": Self.page([server.url("/plain.png")]),
        ])
        defer { site.remove() }
        let result = await Self.build(site)
        await server.stop()
        #expect(result.diagnostics.lines == [])
        #expect(server.seen == [])
        #expect(Self.sources(site) == [server.url("/plain.png")])
    }

    /// Each `remote_media` key is checked where it is written.
    @Test func badSettingsAreLocatedErrors() async throws {
        let site = try TestSite([
            "quizgen.yaml": """
            title: T
            remote_media:
              max_size_mb: 0
              timout: 3
              linked_hosts: [cdn.example.org, "https://x.example/"]
            """
        ])
        defer { site.remove() }
        let result = await Self.build(site)
        #expect(
            result.diagnostics.lines == [
                "quizgen.yaml:3:16: error: 'max_size_mb' must be between 1 and 1024, found 0",
                "quizgen.yaml:4:3: error: unknown key 'timout' in 'remote_media'; did you mean 'timeout'?",
                "quizgen.yaml:5:35: error: 'https://x.example/' in linked_hosts is not a host name such as media.example.org (no scheme, path or port)",
            ])
    }
}

/// Incremental builds with remote images: after each edit of a page that shows remote images
/// (adding one, editing around it, adding another page's, dropping one) the output equals a
/// clean build's. The first three are patched, the copies processed as `process-images` does;
/// dropping an image is a full build (its copy would stay published by no page).
@Suite("Remote media in incremental builds")
struct RemoteMediaIncrementalTests {
    @Test func editsPatchThePageAndMatchACleanBuild() async throws {
        let server = try await MediaTestServer.start()
        let image = "![Tide](\(server.url("/fresh.png")))"
        let other = "![Sea](\(server.url("/etag.png")))"
        let site = try TestSite([
            "quizgen.yaml": RemoteMediaTests.config(),
            "Content/pages/a.md": "---\ntitle: A\n---\nText.\n",
            "Content/pages/b.md": "---\ntitle: B\n---\n\(other)\n",
        ])
        defer { site.remove() }
        #expect(await IncrementalBuildTests.build(site, into: site.output).diagnostics.lines == [])
        // Words whose first letters the search index has (a new one needs a new shard: a full
        // build).
        let edits: [(name: String, body: String, patched: Bool)] = [
            ("add a remote image", "Text.\n\n\(image)\n", true),
            ("edit around it", "Text.\n\nSea text.\n\n\(image)\n", true),
            ("show the other page's image too", "Text.\n\nSea text.\n\n\(image) \(other)\n", true),
            ("drop the first image", "Text.\n\nSea text.\n\n\(other)\n", false),
        ]
        for (round, edit) in edits.enumerated() {
            try site.write("Content/pages/a.md", "---\ntitle: A\n---\n" + edit.body)
            let incremental = await IncrementalBuildTests.build(site, into: site.output)
            #expect(incremental.diagnostics.lines == [], "\(edit.name)")
            #expect(
                IncrementalBuildTests.patched(incremental) == edit.patched,
                "\(edit.name): \(incremental.notes)")
            let clean = site.root.appendingPathComponent(".clean-\(round)")
            _ = await IncrementalBuildTests.build(site, into: clean)
            #expect(
                IncrementalBuildTests.files(site, site.output)
                    == IncrementalBuildTests.files(site, clean), "\(edit.name)")
        }
        await server.stop()
        #expect(server.count("/fresh.png") == 1)
    }
}
