import Foundation
import QuizgenTestSupport
import Testing

@testable import QuizgenServer

/// The kernel's events name every change below the watched folders, including in folders made
/// after watching began, and only the root's names that count.
@Suite("Folder events")
struct FolderEventsTests {
    @Test func everyChangeIsNamed() throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/pages/a.md": "A\n", "Content/pages/b.md": "B\n",
            "notes.txt": "not watched\n",
        ])
        defer { site.remove() }
        let events = try #require(SiteWatcher.events(root: site.root, extraSubmissions: nil))
        #expect(events.drain() == [])
        let root = site.root.path
        try site.write("Content/pages/a.md", "A2\n")
        try site.delete("Content/pages/b.md")
        try site.write("notes.txt", "still not watched\n")
        try site.write("quizgen.yaml", "title: U\n")
        var seen = try #require(events.drain())
        #expect(
            seen
                == [
                    root + "/Content/pages/a.md", root + "/Content/pages/b.md",
                    root + "/quizgen.yaml",
                ])
        // A folder made with a file in it; then a file in it made after its watch was added.
        try site.write("Content/pages/new/c.md", "C\n")
        seen = try #require(events.drain())
        #expect(seen.contains(root + "/Content/pages/new"))
        try site.write("Content/pages/new/d.md", "D\n")
        seen = try #require(events.drain())
        #expect(seen.contains(root + "/Content/pages/new/d.md"))
        // A folder moved out and one made at the root (static/, missing at first).
        try FileManager.default.moveItem(
            atPath: root + "/Content/pages/new", toPath: root + "/Content/moved")
        try site.write("static/robots.txt", "r\n")
        seen = try #require(events.drain())
        #expect(
            seen.isSuperset(of: [
                root + "/Content/pages/new", root + "/Content/moved", root + "/static",
            ]))
        try site.write("static/more.txt", "m\n")
        #expect(try #require(events.drain()).contains(root + "/static/more.txt"))
        try site.write("Content/moved/e.md", "E\n")
        #expect(try #require(events.drain()).contains(root + "/Content/moved/e.md"))
    }
}
