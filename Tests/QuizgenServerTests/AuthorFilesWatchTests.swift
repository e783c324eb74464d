import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

@testable import QuizgenServer

/// `quizgen serve` follows the author's own files (issue 33): a file added to `static/`, a
/// bundle's handout changed and a static file removed each rebuild the preview, which then serves
/// the new bytes (or no longer the file). (A bundle's image is re-encoded, ImageBuildTests.)
@Suite("The preview follows static files and files beside pages")
struct AuthorFilesWatchTests {
    /// With the kernel's events (and the paths they name handed to the rebuild) and with polling.
    @Test(arguments: [false, true])
    func staticAndBundleFileEditsReloadThePreview(poll: Bool) async throws {
        let site = try TestSite(
            [
                "quizgen.yaml": "title: Live\n",
                "Content/pages/river/index.md": "---\ntitle: River\n---\n[Handout](notes.pdf)\n",
            ],
            bytes: ["Content/pages/river/notes.pdf": [1, 2, 3]])
        defer { site.remove() }
        let edits: [(String, (TestSite) throws -> Void, String, [UInt8]?)] = [
            (
                "add a static file", { try $0.write("static/robots.txt", "User-agent: *\n") },
                "robots.txt", Array("User-agent: *\n".utf8)
            ),
            (
                "change the bundle's handout",
                { try $0.write("Content/pages/river/notes.pdf", [7]) }, "river/notes.pdf", [7]
            ),
            ("remove the static file", { try $0.delete("static/robots.txt") }, "robots.txt", nil),
        ]
        try await withWatchedPreview(site, deadline: .seconds(120), poll: poll) { state, next in
            #expect(await state.snapshot.files["river/notes.pdf"] == [1, 2, 3])
            for (number, (name, edit, path, bytes)) in edits.enumerated() {
                try edit(site)
                #expect(await next() == "event: reload\ndata: \(number + 2)\n\n", "\(name)")
                #expect(await state.snapshot.files[path] == bytes, "\(name)")
            }
        }
    }
}
