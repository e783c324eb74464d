import Foundation
import QuizgenCore
import Testing

@testable import QuizgenLoading

/// Which URLs of a page name files of `Content/pages/` (issue 33), and the byte scan that
/// spares the parse of bodies without a relative URL.
@Suite("Page file references")
struct PageFileReferencesTests {
    @Test(arguments: [
        ("![a](photo.jpg)", true),
        ("[a](\n  <notes file.pdf>)", true),
        ("[ref]:\n  img/x.png", true),
        ("[a](../map.png#north)", true),
        ("[a](/page-01/) and [b](https://example.com/x) and [c](#top)", false),
        ("[a](mailto:a@b.c) [b]( tel:+1)", false),
        ("no links at all, [brackets] (apart)", false),
        ("[empty]()", false),
    ])
    func theScanFindsEveryBodyThatMayNameARelativeURL(body: String, expected: Bool) {
        #expect(PageFileReferences.mayNameRelativeURL(body) == expected)
    }

    @Test(arguments: [
        ("photo.jpg", "Content/pages/river", "Content/pages/river/photo.jpg"),
        ("../map.png#north", "Content/pages/river", "Content/pages/map.png"),
        ("my%20photo.jpg?v=2", "Content/pages", "Content/pages/my photo.jpg"),
        ("../../static/x.png", "Content/pages/river", nil),
        ("mailto:a@b.c", "Content/pages", nil),
        ("https://example.org/x.png", "Content/pages", nil),
        ("/abs.png", "Content/pages", nil),
        ("#top", "Content/pages", nil),
    ])
    func relativeURLsResolveFromThePagesFolder(url: String, folder: String, expected: String?) {
        #expect(PageFileReferences.localPath(url, folder: folder) == expected)
    }

    @Test func aLinkNamesAFileByItsExtensionAndAnImageAlways() {
        #expect(PageFileReferences.namesAFile("Content/pages/notes.pdf"))
        #expect(!PageFileReferences.namesAFile("Content/pages/about"))
        #expect(!PageFileReferences.namesAFile("Content/pages/about.md"))
        #expect(!PageFileReferences.namesAFile("Content/pages/old.html"))
    }
}
