import Foundation
import QuizgenCLI
import QuizgenCore
import Testing

/// Grouping of repeated diagnostics in the formats people read, every diagnostic in JSON, and
/// summary notes in every format.
@Suite("Diagnostic printer")
struct DiagnosticPrinterTests {
    /// Eight missing media files in one outbox, two in another file, one other warning.
    static func diagnostics() -> Diagnostics {
        var diagnostics = Diagnostics()
        for index in 1...8 {
            diagnostics.warning(
                "feed.media-missing", "media file 'm\(index).jpg' is not in the archive",
                at: SourceLocation(path: "a/outbox.json", line: 1, column: index * 10))
        }
        diagnostics.append(
            .warning(
                "feed.bad-date", "bad date",
                at: SourceLocation(path: "a/outbox.json", line: 1, column: 45)))
        for index in 1...2 {
            diagnostics.warning(
                "feed.media-missing", "media file 'n\(index).jpg' is not in the archive",
                at: SourceLocation(path: "b/outbox.json", line: index, column: 1))
        }
        return diagnostics
    }

    static let notes = [
        "m: 1 followers-only post, 1 direct post not published (publish_private is off)"
    ]

    @Test("text: five of a kind per file, then one 'and N more' line; notes last")
    func textGroups() {
        let printed = DiagnosticPrinter(format: .text).render(Self.diagnostics(), notes: Self.notes)
        #expect(
            printed == """
                a/outbox.json:1:10: warning: media file 'm1.jpg' is not in the archive
                a/outbox.json:1:20: warning: media file 'm2.jpg' is not in the archive
                a/outbox.json:1:30: warning: media file 'm3.jpg' is not in the archive
                a/outbox.json:1:40: warning: media file 'm4.jpg' is not in the archive
                a/outbox.json:1:45: warning: bad date
                a/outbox.json:1:50: warning: media file 'm5.jpg' is not in the archive
                a/outbox.json: warning: and 3 more missing media files
                b/outbox.json:1:1: warning: media file 'n1.jpg' is not in the archive
                b/outbox.json:2:1: warning: media file 'n2.jpg' is not in the archive
                note: m: 1 followers-only post, 1 direct post not published (publish_private is off)

                """)
    }

    @Test("github: the same grouping as one annotation, notes as ::notice")
    func githubGroups() {
        let printed = DiagnosticPrinter(format: .github).render(
            Self.diagnostics(), notes: Self.notes)
        #expect(
            printed == """
                ::warning file=a/outbox.json,line=1,col=10,title=feed.media-missing::media file 'm1.jpg' is not in the archive
                ::warning file=a/outbox.json,line=1,col=20,title=feed.media-missing::media file 'm2.jpg' is not in the archive
                ::warning file=a/outbox.json,line=1,col=30,title=feed.media-missing::media file 'm3.jpg' is not in the archive
                ::warning file=a/outbox.json,line=1,col=40,title=feed.media-missing::media file 'm4.jpg' is not in the archive
                ::warning file=a/outbox.json,line=1,col=45,title=feed.bad-date::bad date
                ::warning file=a/outbox.json,line=1,col=50,title=feed.media-missing::media file 'm5.jpg' is not in the archive
                ::warning file=a/outbox.json,title=feed.media-missing::and 3 more missing media files
                ::warning file=b/outbox.json,line=1,col=1,title=feed.media-missing::media file 'n1.jpg' is not in the archive
                ::warning file=b/outbox.json,line=2,col=1,title=feed.media-missing::media file 'n2.jpg' is not in the archive
                ::notice title=quizgen.note::m: 1 followers-only post, 1 direct post not published (publish_private is off)

                """)
    }

    @Test("json: one entry per diagnostic, and the notes")
    func jsonKeepsAll() throws {
        let printed = DiagnosticPrinter(format: .json).render(Self.diagnostics(), notes: Self.notes)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any])
        let entries = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(entries.count == 11)
        #expect(entries.filter { $0["code"] as? String == "feed.media-missing" }.count == 10)
        #expect(object["notes"] as? [String] == Self.notes)
        #expect(object["warnings"] as? Int == 11)
    }

    @Test(
        "an error among the ones left out makes the count line an error; other codes get a generic noun"
    )
    func overflowSeverityAndNoun() {
        var diagnostics = Diagnostics()
        for index in 1...6 {
            diagnostics.append(
                Diagnostic(
                    index == 6 ? .error : .warning, code: "theme.stale", "stale \(index)",
                    at: SourceLocation(path: "Templates/t\(index).mustache")))
        }
        let printed = DiagnosticPrinter(format: .text).render(diagnostics)
        #expect(
            printed.hasSuffix(
                "Templates/t5.mustache: warning: stale 5\nTemplates/t6.mustache: error: stale 6\n"))
        // Different files: nothing is grouped.
        #expect(!printed.contains("more"))
        var same = Diagnostics()
        for index in 1...7 {
            same.append(
                Diagnostic(
                    index == 7 ? .error : .warning, code: "theme.stale", "stale \(index)",
                    at: SourceLocation(path: "Templates/t.mustache", line: index, column: 1)))
        }
        #expect(
            DiagnosticPrinter(format: .text).render(same).hasSuffix(
                "Templates/t.mustache:5:1: warning: stale 5\nTemplates/t.mustache: error: and 2 more of the kind 'theme.stale'\n"
            ))
    }

    @Test(
        "the same message in many files: the first 20 printed, the rest counted in one line at the end"
    )
    func sameMessageAcrossFiles() {
        var diagnostics = Diagnostics()
        for index in 1...23 {
            let path = "Content/pages/p\(String(format: "%02d", index)).md"
            diagnostics.warning(
                "schema.unknown-key", "unknown key 'tags' in front matter",
                at: SourceLocation(path: path, line: 4, column: 1))
            if index == 23 {
                diagnostics.warning(
                    "schema.unknown-key", "unknown key 'tags' in front matter",
                    at: SourceLocation(path: path, line: 5, column: 1))
            }
        }
        diagnostics.error(
            "page.date", "bad date",
            at: SourceLocation(path: "Content/pages/p22.md", line: 2, column: 7))
        let text = DiagnosticPrinter(format: .text).render(diagnostics)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(lines.count == 22)
        #expect(
            lines[19] == "Content/pages/p20.md:4:1: warning: unknown key 'tags' in front matter")
        #expect(lines[20] == "Content/pages/p22.md:2:7: error: bad date")
        #expect(
            lines[21]
                == "warning: the same in 4 more places in 3 files: unknown key 'tags' in front matter [schema.unknown-key]"
        )
        let github = DiagnosticPrinter(format: .github).render(diagnostics)
        #expect(
            github.hasSuffix(
                "::warning title=schema.unknown-key::the same in 4 more places in 3 files: unknown key 'tags' in front matter [schema.unknown-key]\n"
            ))
        let json = DiagnosticPrinter(format: .json).render(diagnostics)
        #expect(json.components(separatedBy: "unknown key 'tags'").count - 1 == 24)
    }
}
