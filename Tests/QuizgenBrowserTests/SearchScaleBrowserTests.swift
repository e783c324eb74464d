import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenSearch
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The search script over the index of 100,000 synthetic posts (written by `SearchIndexWriter`
/// directly: building 100,000 post pages in a debug test would take minutes), served from
/// loopback under a small built site's header and script. Queries find what they should and load
/// under 300 KB of index each. With `QUIZGEN_SEARCH_BENCH=1` it prints the time from typing to
/// the first results and the bytes per query (`Benchmarks/search-bench.sh`); it asserts no time.
@Suite(
    "Search at 100,000 posts in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable && StaticSiteServer.isAvailable,
        "needs chromium, chromium-driver and python3 (scripts/bootstrap.sh --browser)"))
struct SearchScaleBrowserTests {
    static let count = 100_000

    /// `count` posts of 6-25 words from a 4,000-word vocabulary (a few words very common, most
    /// rare), with planted words: `zanzibarquux` in three posts, `Ștefan Müller` in one.
    static func corpus(count: Int) -> [SearchDocument] {
        var random = SeededGenerator(seed: 18)
        let syllables = [
            "ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "pa", "dor", "len", "gri", "fa",
            "mu", "st", "ol", "ve",
        ]
        var vocabulary = [
            "the", "and", "river", "danube", "exam", "quiz", "city", "water", "bridge", "trip",
        ]
        while vocabulary.count < 4_000 {
            let length = 2 + Int(random.next() % 3)
            vocabulary.append(
                (0..<length).map { _ in syllables[Int(random.next() % UInt64(syllables.count))] }
                    .joined())
        }
        vocabulary += ["Zürich", "Łódź", "straße", "Ørsted", "Ţara", "Köln", "Brăila", "Æbeltoft"]
        let planted = [
            7: "zanzibarquux", 50_001: "zanzibarquux Ștefan Müller", 99_998: "Zanzibarquux",
        ]
        return (0..<count).map { number in
            let length = 6 + Int(random.next() % 20)
            var words: [String] = []
            for _ in 0..<length {
                let unit = Double(random.next() % 1_000_000) / 1_000_000
                words.append(
                    vocabulary[
                        min(
                            vocabulary.count - 1, Int(Double(vocabulary.count) * unit * unit * unit)
                        )])
            }
            if let extra = planted[number] { words.append(extra) }
            return SearchDocument(
                path: "/feeds/big/posts/\(number)/",
                title: "User \(number % 300) (@user\(number % 300))", kind: .post,
                text: words.joined(separator: " "), date: "2024-01-01")
        }
    }

    /// Opens `page` afresh (nothing of the index in the script's memory), puts `query` in the box
    /// and returns, measured in the page, the milliseconds from the input event to the first
    /// result (or "No results"), the count text, and the bytes of every index file the script
    /// fetched for it (the manifest included), as a reader's first query would download them.
    static func timedQuery(_ session: WebDriverSession, _ query: String, on page: URL) async throws
        -> (ms: Double, status: String, bytes: Int)
    {
        try await session.navigate(to: page)
        let result = try await session.executeAsyncScript(
            """
            var args = arguments, done = args[args.length - 1];
            var input = document.getElementById("search-input"), list = document.querySelector(".search-results");
            var status = document.getElementById("search-status");
            var bytes = 0, reads = [], fetchOriginal = window.fetch;
            window.fetch = function (url, options) {
              return fetchOriginal(url, options).then(function (response) {
                reads.push(response.clone().arrayBuffer().then(function (body) { bytes += body.byteLength; }));
                return response;
              });
            };
            var start = 0;
            var observer = new MutationObserver(function () {
              if (!list.querySelector("li") && status.textContent !== "No results") return;
              observer.disconnect();
              var elapsed = performance.now() - start;
              // The bodies are counted once read.
              Promise.all(reads).then(function () { done([elapsed, status.textContent, bytes]); });
            });
            observer.observe(list, { childList: true });
            observer.observe(status, { childList: true, characterData: true, subtree: true });
            input.value = args[0];
            start = performance.now();
            input.dispatchEvent(new Event("input"));
            """, args: [.string(query)])
        guard case .array(let values) = result, values.count == 3 else {
            Issue.record("the page answered \(result)")
            return (-1, "", -1)
        }
        return (
            values[0].numberValue ?? -1, values[1].stringValue ?? "",
            Int(values[2].numberValue ?? -1)
        )
    }

    @Test func queriesOver100000PostsFindTheirPostsUnder300KB() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: Big\nbase_url: /\n",
            "Content/pages/a.md": "---\ntitle: A\n---\nHello.\n",
        ])
        let result = await site.build(plugins: [SearchPlugin.plugin])
        let failed = result.failed
        #expect(!failed, "\(result.diagnostics.lines)")
        let clock = ContinuousClock()
        let start = clock.now
        let documents = Self.corpus(count: Self.count)
        let files = SearchIndexWriter().write(documents)
        let written = clock.now - start
        let search = site.output.appendingPathComponent("search")
        try FileManager.default.removeItem(at: search)
        for file in files {
            let url = site.output.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "search-scale-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            site.remove()
        }
        let server = try await StaticSiteServer.start(serving: site.output)
        defer { server.stop() }
        let bench = ProcessInfo.processInfo.environment["QUIZGEN_SEARCH_BENCH"] != nil
        try await withBrowserSession(downloadFolder: folder) { session in
            try await session.navigate(to: server.url("/"))
            // The planted word: three posts, newest first (lowest numbers), marked as written.
            let input = try await session.findElement(css: "#search-input")
            try await input.click()
            try await session.typeText("zanzib")
            try await waitUntil("three results") {
                try await session.findElement(css: "#search-status").text() == "3 results"
            }
            var hrefs: [String] = []
            for link in try await session.findElements(css: ".search-results a") {
                hrefs.append(try await link.attribute("href") ?? "")
            }
            #expect(
                hrefs == [
                    "/feeds/big/posts/7/", "/feeds/big/posts/50001/", "/feeds/big/posts/99998/",
                ])
            var marks: [String] = []
            for mark in try await session.findElements(css: ".search-results mark") {
                marks.append(try await mark.text())
            }
            #expect(marks == ["zanzibarquux", "zanzibarquux", "Zanzibarquux"])

            let folded = try await Self.timedQuery(session, "stefan muller", on: server.url("/"))
            #expect(folded.status == "1 result")
            #expect(
                try await session.findElement(css: ".search-results li p").text().contains(
                    "Ștefan Müller"))

            var timings: [(String, Double, Int)] = []
            for query in [
                "d", "da", "danube", "river water", "the", "t", "zurich", "lodz", "strasse", "kalo",
                "mi ne", "exam quiz trip", "brai", "qqqq",
            ] {
                let measured = try await Self.timedQuery(session, query, on: server.url("/"))
                #expect(measured.bytes < 300_000, "'\(query)' loaded \(measured.bytes) bytes")
                #expect(
                    measured.status == "No results" || measured.status.hasSuffix("result")
                        || measured.status.hasSuffix("results"))
                timings.append((query, measured.ms, measured.bytes))
            }
            // A common word's results are the newest posts.
            _ = try await Self.timedQuery(session, "danube", on: server.url("/"))
            let first =
                try await session.findElement(css: ".search-results a").attribute("href") ?? ""
            #expect(first.hasPrefix("/feeds/big/posts/"))
            if bench {
                let total = files.reduce(0) { $0 + $1.contents.count }
                print(
                    "search-bench: \(Self.count) posts, \(files.count) files, \(total / 1_000_000) MB, index written in \(written) (this build)"
                )
                print(
                    "search-bench: manifest \(files[0].contents.count) bytes, largest word shard \(files.filter { $0.path.hasPrefix("search/t/") }.map(\.contents.count).max() ?? 0) bytes"
                )
                for (query, ms, bytes) in timings {
                    print(
                        "search-bench: '\(query)': \(String(format: "%.1f", ms)) ms to first results, \(bytes) bytes of index (a first query: manifest, word shards, document shards)"
                    )
                }
            }
        }
    }
}
