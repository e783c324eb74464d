import Foundation
import QuizgenTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `check --report/--junit`, `build --report` and the dashboard, through the real executable.
@Suite("CI mode")
struct CIModeTests {
    static let broken = [
        "quizgen.yaml": "title: T\npage_sise: 3\n",
        "Content/pages/a.md": "---\ntitel: x & <y>\n---\n",
    ]

    /// The report with the run-dependent timings taken out.
    func reportWithoutTimings(_ url: URL, steps: [String]) throws -> [String: Any] {
        var object = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let timings = try #require(object.removeValue(forKey: "timings") as? [[String: Any]])
        #expect(timings.compactMap { $0["step"] as? String } == steps)
        #expect(timings.allSatisfy { ($0["seconds"] as? Double ?? -1) >= 0 })
        #expect(object.removeValue(forKey: "total_seconds") is Double)
        return object
    }

    func canonical(_ object: [String: Any]) throws -> String {
        String(
            decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
            as: UTF8.self)
    }

    @Test func checkOnBrokenFixturesWritesAnnotationsReportAndJUnit() throws {
        let site = try TestSite(Self.broken)
        defer { site.remove() }
        let run = try QuizgenProcess.run(
            [
                "check", "--diagnostics-format", "github", "--junit", "report.xml", "--report",
                "report.json",
            ], in: site.root)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                ::warning file=Content/pages/a.md,line=2,col=1,title=schema.unknown-key::unknown key 'titel' in front matter; did you mean 'title'?
                ::error file=quizgen.yaml,line=2,col=1,title=schema.unknown-key::unknown key 'page_sise' in config; did you mean 'page_size'?

                """)
        let report = try reportWithoutTimings(
            site.root.appendingPathComponent("report.json"),
            steps: [
                "load-config", "load-templates", "load-content", "load-feeds", "load-quiz", "grade",
                "validate", "publish-quiz", "publish-grading", "remote-media", "process-images",
                "dashboard",
                "search-pages",
                "render", "search-index", "separate-grading",
            ])
        let expected: [String: Any] = [
            "format": "quizgen-report/1", "command": "check", "status": "failed", "strict": false,
            "published": false,
            "errors": 1, "warnings": 1, "files": 10, "notes": [String](), "exams": [Any](),
            "counts": [
                ["type": "Page", "count": 1], ["type": "PageSection", "count": 1],
                ["type": "NotFoundPage", "count": 1], ["type": "Sitemap", "count": 1],
                ["type": "Stylesheet", "count": 1], ["type": "SiteIndex", "count": 1],
                ["type": "SearchScript", "count": 1], ["type": "HomePage", "count": 1],
            ],
            "diagnostics": [
                [
                    "severity": "warning", "code": "schema.unknown-key",
                    "message": "unknown key 'titel' in front matter; did you mean 'title'?",
                    "file": "Content/pages/a.md", "line": 2, "column": 1,
                ],
                [
                    "severity": "error", "code": "schema.unknown-key",
                    "message": "unknown key 'page_sise' in config; did you mean 'page_size'?",
                    "file": "quizgen.yaml", "line": 2, "column": 1,
                ],
            ],
        ]
        #expect(try canonical(report) == canonical(expected))
        let junit = try String(
            contentsOf: site.root.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(
            junit == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="quizgen check" tests="2" failures="2" errors="0">
                  <testsuite name="Content/pages/a.md" tests="1" failures="1" errors="0" skipped="0">
                    <testcase classname="Content/pages/a.md" name="Content/pages/a.md:2:1 schema.unknown-key">
                      <failure type="warning" message="unknown key &apos;titel&apos; in front matter; did you mean &apos;title&apos;?">Content/pages/a.md:2:1: warning: unknown key &apos;titel&apos; in front matter; did you mean &apos;title&apos;?</failure>
                    </testcase>
                  </testsuite>
                  <testsuite name="quizgen.yaml" tests="1" failures="1" errors="0" skipped="0">
                    <testcase classname="quizgen.yaml" name="quizgen.yaml:2:1 schema.unknown-key">
                      <failure type="error" message="unknown key &apos;page_sise&apos; in config; did you mean &apos;page_size&apos;?">quizgen.yaml:2:1: error: unknown key &apos;page_sise&apos; in config; did you mean &apos;page_size&apos;?</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func aCleanCheckIsOnePassingTestCase() throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n"])
        defer { site.remove() }
        let run = try QuizgenProcess.run(
            ["check", "--junit", "out/junit.xml", "--report", "r.json"], in: site.root)
        #expect(run.status == 1, "the folder out/ does not exist: writing fails loudly")
        #expect(run.stderr.contains("quizgen: cannot write out/junit.xml"))
        let clean = try QuizgenProcess.run(["check", "--junit", "junit.xml"], in: site.root)
        #expect(clean.status == 0)
        #expect(
            try String(contentsOf: site.root.appendingPathComponent("junit.xml"), encoding: .utf8)
                == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="quizgen check" tests="1" failures="0" errors="0">
                  <testsuite name="quizgen" tests="1" failures="0" errors="0" skipped="0">
                    <testcase classname="quizgen" name="site has no problems"/>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func buildReportAddsTheDashboard() throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/pages/a.md": "---\ntitel: <x>\n---\n",
        ])
        defer { site.remove() }
        let run = try QuizgenProcess.run(["build", "--report", "report.json"], in: site.root)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try reportWithoutTimings(
            site.root.appendingPathComponent("report.json"),
            steps: [
                "load-config", "load-templates", "load-content", "load-feeds", "load-quiz", "grade",
                "validate", "publish-quiz", "publish-grading", "remote-media", "process-images",
                "dashboard",
                "search-pages",
                "render", "search-index", "separate-grading", "write",
            ])
        #expect(report["command"] as? String == "build")
        #expect(report["published"] as? Bool == true)
        let dashboard = try #require(site.output("dashboard/index.html"))
        #expect(dashboard.contains("<h1>Content health</h1>"))
        #expect(dashboard.contains("role=\"img\" aria-labelledby=\"chart-1-title chart-1-desc\""))
        #expect(dashboard.contains("<title id=\"chart-1-title\">Published content by type</title>"))
        #expect(
            dashboard.contains(
                "<desc id=\"chart-1-desc\">Bar chart. Page: 1, PageSection: 1, NotFoundPage: 1, Sitemap: 1, Stylesheet: 1.</desc>"
            ))
        #expect(dashboard.contains("<tr><td>Page</td><td>1</td></tr>"))
        #expect(
            dashboard.contains(
                "<code>Content/pages/a.md:2:1</code> warning: unknown key &#39;titel&#39;"))
        #expect(!dashboard.contains("quizgen-preview"), "no preview script in build output")
        // Without --report or `dashboard: true` there is no dashboard.
        let plain = try QuizgenProcess.run(["build"], in: site.root)
        #expect(plain.status == 0)
        #expect(site.output("dashboard/index.html") == nil)
        try site.write("quizgen.yaml", "title: T\ndashboard: true\n")
        #expect(try QuizgenProcess.run(["build"], in: site.root).status == 0)
        #expect(site.output("dashboard/index.html") != nil)
    }

    @Test func serveOnAPortInUseExitsOneWithOneLine() throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n"])
        defer { site.remove() }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && listen(fd, 1) == 0
                    && getsockname(fd, pointer, &length) == 0
            }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let run = try QuizgenProcess.run(["serve", "--port", String(port)], in: site.root)
        #expect(run.status == 1)
        #expect(run.stderr == "quizgen: port \(port) is in use; try --port \(port + 1)\n")
        #expect(run.stdout.isEmpty)
    }
}
