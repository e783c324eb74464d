import Foundation
import QuizgenLoading
import QuizgenTestSupport
import Testing

@Suite("Listing content files")
struct ContentFilesTests {
    /// Sorted paths; hidden entries (and what hidden folders hold), editor backups and links to
    /// folders left out; nested folders walked; dangling links listed so that reading reports them.
    @Test func listsWhatAUserMeansByTheFolder() throws {
        let site = try TestSite(
            [
                "Content/pages/b.md": "", "Content/pages/a.MD": "",
                "Content/pages/guide/setup.md": "",
                "Content/pages/.draft.md": "", "Content/pages/.hidden/x.md": "",
                "Content/pages/notes.md~": "",
                "Content/pages/#autosave.md": "", "Content/pages/#folder/inside.md": "",
                "Content/pages/image.png": "",
                "Content/pages/.md": "", "Content/other/elsewhere.md": "",
            ],
            links: ["Content/pages/gone.md": "missing.md", "Content/pages/linked": "../other"])
        defer { site.remove() }
        let folder = site.root.appendingPathComponent("Content/pages")
        let base = folder.standardizedFileURL.path + "/"
        let names = { (urls: [URL]) in urls.map { String($0.path.dropFirst(base.count)) } }
        #expect(
            names(ContentFiles.list(in: folder))
                == ["#folder/inside.md", "a.MD", "b.md", "gone.md", "guide/setup.md", "image.png"])
        #expect(
            names(ContentFiles.list(in: folder, extensions: ["md"])) == [
                "#folder/inside.md", "a.MD", "b.md", "gone.md", "guide/setup.md",
            ])
        #expect(ContentFiles.list(in: site.root.appendingPathComponent("Content/none")).isEmpty)
    }
}
