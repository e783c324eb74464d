import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The confinement rule as a property (issue 35, class 3): a site with a symbolic link out of
/// it, to a file or to a folder, at every place content or config names a path (and, since
/// issue 33, among the files beside pages and in `static/`, which are published as they are). `build` (in
/// process and through the executable) and `export` refuse each link with a located error that
/// names it or where it leads, nothing from outside is rendered, printed or exported, and
/// nothing hangs.
@Suite("Confinement: every link out of the site is refused, located, and nothing is read")
struct ConfinementPropertyTests {
    /// Where the links point: a folder outside any site, every file holding `LEAK`.
    static let outsideFiles: [String: String] = [
        "page.md": "---\ntitle: LEAK page\n---\nLEAK\n",
        "pages/p.md": "---\ntitle: LEAK page in a folder\n---\nLEAK\n",
        "intro.md": "---\ntitle: LEAK section\n---\nLEAK\n",
        "bank.md": "## LEAK? {#leak1}\n- [x] LEAK\n- [ ] b\n",
        "banks/b.md": "## LEAK? {#leak2}\n- [x] LEAK\n- [ ] b\n",
        "img.png": "LEAK image",
        "imgs/i.png": "LEAK image in a folder",
        "face.png": "LEAK avatar",
        "exam.yaml": "title: LEAK\ncode: LEAK1\nquestions:\n  - q1\n",
        "exams/x.yaml": "title: LEAK\ncode: LEAK2\nquestions:\n  - q1\n",
        "roster.csv": "name\nLEAK\n",
        "item.json": #"{"title": "LEAK item"}"#,
        "items/x.json": #"{"title": "LEAK item in a folder"}"#,
        "feed/users.json": #"[{"id": "ann", "name": "LEAK Ann"}]"#,
        "feed/posts.json":
            #"[{"id": "p", "author": "ann", "time": "2024-01-01T00:00:00Z", "text": "LEAK post"}]"#,
        "posts.json":
            #"[{"id": "q", "author": "ann", "time": "2024-01-01T00:00:00Z", "text": "LEAK post"}]"#,
        "media/m.png": "LEAK medium",
        "template.mustache": "LEAK {{{content}}}",
        "partials/p.mustache": "LEAK partial",
        "lock.json": #"{"version": 1, "templates": {}, "comment": "LEAK"}"#,
        "i18n/en.yaml": "theme:\n  built_with: \"LEAK\"\n",
        "en.yaml": "theme:\n  built_with: \"LEAK\"\n",
        "sub/a.json": #"{"exam": "E", "name": "LEAK Ann", "answers": {"q1": "a"}}"#,
        "sub.json": #"{"exam": "E", "name": "LEAK Bob", "answers": {"q1": "a"}}"#,
        "marks.yaml": "LEAK: {q1: 1}\n",
    ]

    /// The site around the links: one exam with two images, a data collection, two own feeds.
    static let site: [String: String] = [
        "quizgen.yaml": """
        title: T
        base_url: https://example.org/
        collections:
          terms:
            template: item
          more:
            template: item
        feeds:
          club:
            title: Club
          own:
            title: Own
          other:
            title: Other
        """,
        "Content/index.md": "---\ntitle: Home\n---\nHi.\n",
        "Content/pages/river/index.md": "---\ntitle: River\n---\nA bundle (issue 33).\n",
        "Content/banks/b.md":
            "## One? {#q1}\n![one](p.png)\n- [x] Right\n- [ ] Wrong\n\n## Two? {#q2}\n![two](img/i.png)\n- [x] Right\n- [ ] Wrong\n",
        "Content/exams/e.yaml": "title: E\ncode: E\nquestions:\n  - q1\n  - q2\n",
        "Content/data/terms/a.json": #"{"title": "A"}"#,
        "Content/feeds/own/users.json": #"[{"id": "ann", "avatar": "face.png"}]"#,
        "Content/feeds/own/posts.json":
            #"[{"id": "p", "author": "ann", "time": "2024-01-01T00:00:00Z", "text": "x", "media": ["m.png", "media/m.png"]}]"#,
        "Content/feeds/other/users.json": #"[{"id": "ann"}]"#,
        "Content/submissions/e/b.json": #"{"exam": "E", "name": "Bea", "answers": {"q1": "a"}}"#,
    ]

    /// A link: where it is in the site and what it points at in the outside folder.
    struct Place: Sendable, CustomStringConvertible {
        var link: String
        var target: String
        var description: String { "\(link) -> \(target)" }
    }

    /// Every place content or config names a file or a folder (two sets, since a folder linked
    /// as a whole hides the files one would link inside it).
    static let places: [String: [Place]] = [
        "files and folders inside": [
            Place(link: "Content/pages/leak.md", target: "page.md"),
            Place(link: "Content/pages/dir", target: "pages"),
            Place(link: "Content/pages/s/_index.md", target: "intro.md"),
            Place(link: "Content/banks/leak.md", target: "bank.md"),
            Place(link: "Content/banks/dir", target: "banks"),
            Place(link: "Content/banks/p.png", target: "img.png"),
            Place(link: "Content/banks/img", target: "imgs"),
            Place(link: "Content/exams/leak.yaml", target: "exam.yaml"),
            Place(link: "Content/exams/dir", target: "exams"),
            Place(link: "Content/exams/e.roster.csv", target: "roster.csv"),
            Place(link: "Content/data/terms/leak.json", target: "item.json"),
            Place(link: "Content/data/terms/dir", target: "items"),
            Place(link: "Content/feeds/own/m.png", target: "media/m.png"),
            Place(link: "Content/feeds/own/media", target: "media"),
            Place(link: "Content/feeds/own/face.png", target: "face.png"),
            Place(link: "Content/feeds/other/posts.json", target: "posts.json"),
            Place(link: "Content/submissions/e/leak.json", target: "sub.json"),
            Place(link: "Content/submissions/e/dir", target: "sub"),
            Place(link: "Content/submissions/e/marks.yaml", target: "marks.yaml"),
            Place(link: "Templates/page.mustache", target: "template.mustache"),
            Place(link: "Templates/partials", target: "partials"),
            Place(link: "Templates/.theme-lock.json", target: "lock.json"),
            Place(link: "i18n/en.yaml", target: "en.yaml"),
            Place(link: "Content/pages/river/photo.png", target: "img.png"),
            Place(link: "Content/pages/river/img", target: "imgs"),
            Place(link: "Content/pages/beside.png", target: "img.png"),
            Place(link: "static/leak.png", target: "img.png"),
            Place(link: "static/dir", target: "imgs"),
        ],
        "whole folders": [
            Place(link: "Content/feeds/club", target: "feed"),
            Place(link: "Content/data/more", target: "items"),
            Place(link: "Content/submissions/e", target: "sub"),
            Place(link: "Templates", target: "partials"),
            Place(link: "i18n", target: "i18n"),
            Place(link: "Content/pages", target: "pages"),
            Place(link: "Content/banks/img", target: "imgs"),
            Place(link: "static", target: "imgs"),
        ],
    ]

    /// The links of `places` into `outside`, by path in the site.
    static func links(_ places: [Place], into outside: OutsideFolder) -> [String: String] {
        Dictionary(uniqueKeysWithValues: places.map { ($0.link, outside.path($0.target)) })
    }

    /// The places no located error names: by the link's path, by where it leads, or by where a
    /// file below a linked folder leads.
    static func unreported(_ places: [Place], in lines: [String], outside: OutsideFolder)
        -> [String]
    {
        let errors = lines.filter {
            $0.range(of: #"^[^ :]+(:\d+:\d+)?: error: "#, options: .regularExpression) != nil
        }
        return places.filter { place in
            let target = outside.path(place.target)
            return !errors.contains {
                $0.contains("(to \(target))") || $0.contains("(to \(target)/")
                    || $0.contains("'\(place.link)")
                    || $0.hasPrefix(place.link + ":")
            }
        }.map(\.description)
    }

    @Test(arguments: ["files and folders inside", "whole folders"])
    func everyLinkOutIsRefused(_ set: String) async throws {
        let outside = try OutsideFolder(Self.outsideFiles)
        defer { outside.remove() }
        let places = try #require(Self.places[set])
        var files = Self.site
        // A folder linked as a whole takes the place of the files the site had in it.
        for place in places {
            files = files.filter { !$0.key.hasPrefix(place.link + "/") }
        }
        let site = try TestSite(files, links: Self.links(places, into: outside))
        defer { site.remove() }

        // In process: every link refused where content names it; nothing outside rendered.
        let result = await site.build(
            plugins: [
                QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin, SearchPlugin.plugin,
            ], write: false)
        let lines = result.diagnostics.lines
        #expect(Self.unreported(places, in: lines, outside: outside) == [])
        let leaked = result.files.filter {
            String(decoding: $0.contents, as: UTF8.self).contains("LEAK")
        }
        #expect(leaked.map(\.path) == [])

        // The executable: the same errors, none of the outside text in what it prints, and
        // no site.
        let build = try QuizgenProcess.run(["build"], in: site.root)
        #expect(build.status == 1)
        let printed = build.stderr.split(separator: "\n").map(String.init)
        #expect(Self.unreported(places, in: printed, outside: outside) == [])
        #expect(!build.stderr.contains("LEAK") && !build.stdout.contains("LEAK"))
        #expect(!FileManager.default.fileExists(atPath: site.output.path))

        // Export refuses the images the build refuses, each link on its own (other errors,
        // the bank loader's refusal of a linked folder among them, stop an export before it
        // reads images).
        let images = places.filter {
            $0.link.hasPrefix("Content/banks/") && $0.target.hasPrefix("im")
        }
        for image in images {
            let exportSite = try TestSite(
                Self.site.filter {
                    $0.key.hasPrefix("Content/banks/") || $0.key.hasPrefix("Content/exams/")
                }.merging(["quizgen.yaml": "title: T\n"]) { _, new in new },
                links: Self.links([image], into: outside))
            defer { exportSite.remove() }
            for format in ["qti12", "moodle-xml"] {
                let export = try QuizgenProcess.run(
                    ["export", "E", "--format", format, "--output", "e.out"], in: exportSite.root)
                #expect(export.status == 1)
                let lines = export.stderr.split(separator: "\n").map(String.init)
                #expect(Self.unreported([image], in: lines, outside: outside) == [])
                let exported = String(
                    decoding: FileManager.default.contents(
                        atPath: exportSite.root.appendingPathComponent("e.out").path) ?? Data(),
                    as: UTF8.self)
                // "LEAK" as text and in base64.
                #expect(!exported.contains("LEAK") && !exported.contains("TEVBS"))
            }
        }
    }
}
