import Foundation
import QuizgenTestSupport
import Testing

/// A one-line Mastodon outbox with many missing media files, through the real executable:
/// bounded excerpts and grouping in text and GitHub output, every problem in JSON, and the
/// "not published" note in every format.
@Suite("Feed diagnostics on the command line")
struct FeedDiagnosticsCLITests {
    static let missing = 12

    /// A site whose Mastodon export lists `missing` posts with a media file that is not there,
    /// plus one followers-only post, in the one-line shape Mastodon writes.
    static func site() throws -> TestSite {
        let actor = "https://m.example/users/ann"
        var items: [String] = []
        for index in 0..<missing {
            items.append(
                #"{"id":"\#(actor)/statuses/\#(index)/activity","type":"Create","actor":"\#(actor)","published":"2024-01-01T00:00:00Z","to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"id":"\#(actor)/statuses/\#(index)","type":"Note","published":"2024-01-01T00:\#(String(format: "%02d", index)):00Z","content":"<p>\#(String(repeating: "A long post. ", count: 20))</p>","attachment":[{"type":"Document","mediaType":"image/jpeg","url":"/media_attachments/files/\#(index).jpg"}]}}"#
            )
        }
        items.append(
            #"{"id":"\#(actor)/statuses/99/activity","type":"Create","actor":"\#(actor)","published":"2024-01-02T00:00:00Z","to":["\#(actor)/followers"],"object":{"id":"\#(actor)/statuses/99","type":"Note","published":"2024-01-02T00:00:00Z","content":"<p>only followers</p>"}}"#
        )
        let outbox =
            #"{"@context":"https://www.w3.org/ns/activitystreams","id":"outbox.json","type":"OrderedCollection","totalItems":\#(missing + 1),"orderedItems":[\#(items.joined(separator: ","))]}"#
        return try TestSite([
            "quizgen.yaml":
                "title: T\nbase_url: https://example.org/\nfeeds:\n  m:\n    title: M\n    format: mastodon\n",
            "Content/feeds/m/outbox.json": outbox,
            "Content/feeds/m/actor.json":
                #"{"id":"\#(actor)","preferredUsername":"ann","followers":"\#(actor)/followers"}"#,
        ])
    }

    static let note = "m: 1 followers-only post not published (publish_private is off)"

    @Test("text: five excerpts of at most about 120 columns, one 'and 7 more' line, the note")
    func text() throws {
        let site = try Self.site()
        defer { site.remove() }
        let run = try QuizgenProcess.run(["check"], in: site.root)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("Content/feeds/m/outbox.json:1:") }.count == 5)
        #expect(
            lines.contains("Content/feeds/m/outbox.json: warning: and 7 more missing media files"))
        #expect(lines.contains("note: \(Self.note)"))
        // Each excerpt is cut: `…` before and after, and no line is longer than the header.
        #expect(lines.filter { $0.hasPrefix(" 1 | …") && $0.hasSuffix("…") }.count == 5)
        #expect(
            lines.allSatisfy { $0.unicodeScalars.count <= 140 }, "\(lines.map(\.count).max() ?? 0)")
        // The caret is on the attachment: 60 columns of context before it, 60 from it.
        #expect(
            lines.contains(
                """
                 1 | …\(String(repeating: " A long post.", count: 3)) </p>","attachment":[{"type":"Document","mediaType":"image/jpeg","url":"/media_at…
                """))
        #expect(lines.contains("   |  \(String(repeating: " ", count: 60))^"))
    }

    @Test("github: the same grouping as one annotation, the note as ::notice")
    func github() throws {
        let site = try Self.site()
        defer { site.remove() }
        let run = try QuizgenProcess.run(
            ["check", "--diagnostics-format", "github"], in: site.root)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(
            lines.filter { $0.hasPrefix("::warning file=Content/feeds/m/outbox.json,line=1,") }
                .count == 5)
        #expect(
            lines.contains(
                "::warning file=Content/feeds/m/outbox.json,title=feed.media-missing::and 7 more missing media files"
            ))
        #expect(lines.contains("::notice title=quizgen.note::\(Self.note)"))
        #expect(!run.stderr.contains("note:"))
    }

    @Test("json: one entry per missing file, and the note")
    func json() throws {
        let site = try Self.site()
        defer { site.remove() }
        let run = try QuizgenProcess.run(
            ["check", "--diagnostics-format", "json", "--report", "r.json"], in: site.root)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let entries = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(
            entries.filter { $0["code"] as? String == "feed.media-missing" }.count == Self.missing)
        #expect(object["notes"] as? [String] == [Self.note])
        let report = try #require(
            JSONSerialization.jsonObject(
                with: Data(contentsOf: site.root.appendingPathComponent("r.json")))
                as? [String: Any])
        #expect((report["diagnostics"] as? [[String: Any]])?.count == entries.count)
        #expect(report["notes"] as? [String] == [Self.note])
    }
}
