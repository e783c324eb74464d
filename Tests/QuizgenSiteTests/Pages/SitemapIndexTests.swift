import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Up to the sitemaps protocol's limits the site has one `sitemap.xml`; beyond them
/// `sitemap.xml` is a sitemap index of `sitemap-1.xml`, `sitemap-2.xml`, … each within both
/// limits. The limits are lowered here so a handful of pages crosses them.
@Suite("Sitemap index past the protocol's limits")
struct SitemapIndexTests {
    static let config = "title: Test\nbase_url: https://quiz.example.org/course/\n"

    static func site(pages: Int, config: String = config) throws -> TestSite {
        var files = ["quizgen.yaml": config]
        for n in 1...max(pages, 1) where pages > 0 {
            files["Content/pages/p\(n).md"] = "---\ntitle: Page \(n)\n---\nText \(n).\n"
        }
        return try TestSite(files)
    }

    /// The sitemap files of a build (`sitemap.xml`, `sitemap-1.xml`, …) by path.
    static func sitemaps(_ site: TestSite, _ sitemap: Sitemap = Sitemap()) async -> [String: String]
    {
        var options = BuildOptions(
            root: site.root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
            environment: [:])
        options.keepFiles = true
        options.skipUnchanged = false
        options.sitemap = sitemap
        let result = await SiteBuilder().build(options, writer: nil)
        #expect(result.diagnostics.lines == [])
        var files: [String: String] = [:]
        for file in result.files where file.path.hasPrefix("sitemap") {
            files[file.path] = String(decoding: file.contents, as: UTF8.self)
        }
        return files
    }

    /// One sitemap file, parsed; fails the test when it is missing or not well-formed XML.
    static func read(_ files: [String: String], _ name: String) throws -> (
        root: String, locs: [String]
    ) {
        let text = try #require(files[name], "no \(name)")
        return try #require(SitemapXMLReader.read(text), "\(name) is not well-formed XML")
    }

    /// The URLs of the numbered files named by a sitemap index, in its order.
    static func urls(inIndex files: [String: String]) throws -> (files: [String], urls: [String]) {
        let index = try read(files, "sitemap.xml")
        #expect(index.root == "sitemapindex")
        var urls: [String] = []
        for loc in index.locs {
            let name = try #require(loc.split(separator: "/").last.map(String.init))
            let file = try read(files, name)
            #expect(file.root == "urlset")
            urls += file.locs
        }
        return (index.locs, urls)
    }

    @Test func aSiteWithoutPagesHasOneSitemap() async throws {
        let site = try Self.site(pages: 0)
        defer { site.remove() }
        let files = await Self.sitemaps(site, Sitemap(urlLimit: 1))
        #expect(files.keys.sorted() == ["sitemap.xml"])
        let sitemap = try Self.read(files, "sitemap.xml")
        #expect(sitemap.root == "urlset")
        #expect(sitemap.locs == ["https://quiz.example.org/course/"])
    }

    @Test func exactlyTheLimitIsOneFileAndOneMoreIsAnIndex() async throws {
        let site = try Self.site(pages: 5)
        defer { site.remove() }
        let plain = await Self.sitemaps(site)
        let all = try Self.read(plain, "sitemap.xml").locs
        #expect(all.count >= 6)
        #expect(all.allSatisfy { $0.hasPrefix("https://quiz.example.org/course/") })

        // Exactly the limit: the same single file as without limits.
        #expect(await Self.sitemaps(site, Sitemap(urlLimit: all.count)) == plain)

        // One URL past the limit: an index of two files holding every URL once, in order.
        let split = await Self.sitemaps(site, Sitemap(urlLimit: all.count - 1))
        #expect(split.keys.sorted() == ["sitemap-1.xml", "sitemap-2.xml", "sitemap.xml"])
        let read = try Self.urls(inIndex: split)
        #expect(
            read.files == [
                "https://quiz.example.org/course/sitemap-1.xml",
                "https://quiz.example.org/course/sitemap-2.xml",
            ])
        #expect(read.urls == all)
        #expect(try Self.read(split, "sitemap-2.xml").locs == [all[all.count - 1]])
    }

    @Test func everyURLAppearsOnceAcrossManyFiles() async throws {
        let site = try Self.site(pages: 9)
        defer { site.remove() }
        let all = try Self.read(await Self.sitemaps(site), "sitemap.xml").locs
        let split = await Self.sitemaps(site, Sitemap(urlLimit: 2))
        let read = try Self.urls(inIndex: split)
        #expect(read.files.count == (all.count + 1) / 2)
        #expect(split.count == read.files.count + 1)
        #expect(read.urls == all)
        #expect(Set(read.urls).count == read.urls.count)
        for name in split.keys where name != "sitemap.xml" {
            #expect(try Self.read(split, name).locs.count <= 2)
        }
    }

    @Test func theByteLimitSplitsToo() async throws {
        let site = try Self.site(pages: 9)
        defer { site.remove() }
        let all = try Self.read(await Self.sitemaps(site), "sitemap.xml").locs
        // Room for the frame and about three entries of ~60 bytes.
        let limit = 1_024 + 200
        let split = await Self.sitemaps(site, Sitemap(byteLimit: limit))
        let read = try Self.urls(inIndex: split)
        #expect(read.urls == all)
        #expect(read.files.count > 2)
        for (name, text) in split {
            #expect(text.utf8.count <= limit, "\(name) has \(text.utf8.count) bytes")
        }
    }

    @Test func aPathBaseURLGivesPathsAsToday() async throws {
        let site = try Self.site(pages: 3, config: "title: Test\nbase_url: /course/\n")
        defer { site.remove() }
        let split = await Self.sitemaps(site, Sitemap(urlLimit: 2))
        let read = try Self.urls(inIndex: split)
        #expect(read.files.first == "/course/sitemap-1.xml")
        #expect(read.urls.allSatisfy { $0.hasPrefix("/course/") })
    }

    @Test func rebuildsFollowThePageCount() async throws {
        let site = try Self.site(pages: 2)
        defer { site.remove() }
        func build() async -> [String] {
            var options = BuildOptions(
                root: site.root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
                environment: [:])
            options.sitemap = Sitemap(urlLimit: 4)
            let result = await SiteBuilder().build(
                options, writer: DiskSiteWriter(output: options.output))
            #expect(result.diagnostics.lines == [])
            return site.snapshot().keys.filter { $0.hasPrefix("sitemap") }.sorted()
        }
        let small = await build()
        #expect(small == ["sitemap.xml"])
        for n in 3...6 {
            try site.write("Content/pages/p\(n).md", "---\ntitle: Page \(n)\n---\nText.\n")
        }
        let grown = await build()
        #expect(grown.count > 2 && grown.contains("sitemap-2.xml"))
        for n in 3...6 { try site.delete("Content/pages/p\(n).md") }
        #expect(await build() == small)
    }
}
