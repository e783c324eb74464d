import Foundation
import QuizgenCore
import QuizgenLoading
import Testing

/// Only what a page embeds is published as a medium: by extension, and by the type a source
/// declares (issue 35, class 4).
@Suite("Media policy: images, audio, video and PDF, nothing else")
struct MediaPolicyTests {
    @Test func byExtensionAndDeclaredType() {
        for name in ["a.png", "b/c.JPG", "d.svg", "e.mp4", "f.webm", "g.mp3", "h.ogg", "i.pdf"] {
            #expect(MediaPolicy.refusal(name: name) == nil, "\(name)")
        }
        #expect(
            MediaPolicy.refusal(name: "page.html")
                == "is a .html file; only images, audio, video and PDF are published as media")
        #expect(MediaPolicy.refusal(name: "x.HTM") != nil)
        #expect(MediaPolicy.refusal(name: "feed.xml") != nil)
        #expect(MediaPolicy.refusal(name: "run.js") != nil)
        #expect(
            MediaPolicy.refusal(name: "README")
                == "has no file extension; only images, audio, video and PDF are published as media"
        )
        #expect(
            MediaPolicy.refusal(name: "a.png", declaredType: "text/html")
                == "is declared as text/html; only images, audio, video and PDF are published as media"
        )
        #expect(MediaPolicy.refusal(name: "a.png", declaredType: "image/jpeg; q=1") == nil)
        #expect(MediaPolicy.refusal(name: "a.pdf", declaredType: "application/pdf") == nil)
        #expect(MediaPolicy.refusal(name: "a.png", declaredType: "application/xhtml+xml") != nil)
        #expect(MediaPolicy.type(forFileName: "x.svg") == "image/svg+xml")
        #expect(MediaPolicy.type(forFileName: "x.html") == "application/octet-stream")
    }

    @Test func admitsReportsWhereContentNamesIt() {
        var diagnostics = Diagnostics()
        let at = SourceLocation(path: "Content/banks/b.md", line: 3, column: 1)
        #expect(
            !MediaPolicy.admits(
                "image 'x.html' in question 'q'", name: "x.html", bytes: { [] }, at: at,
                into: &diagnostics))
        #expect(
            !MediaPolicy.admits(
                "image 'x.svg' in question 'q'", name: "x.svg",
                bytes: { Array("<html/>".utf8) }, at: at, into: &diagnostics))
        #expect(
            MediaPolicy.admits(
                "image 'x.svg' in question 'q'", name: "x.svg",
                bytes: { Array("<svg><script>alert(1)</script></svg>".utf8) }, at: at,
                into: &diagnostics))
        #expect(
            diagnostics.lines == [
                "Content/banks/b.md:3:1: error: image 'x.html' in question 'q' is a .html file; only images, audio, video and PDF are published as media; refusing to publish it",
                "Content/banks/b.md:3:1: error: image 'x.svg' in question 'q' is an SVG that has the root element <html>, not <svg>; refusing to publish it",
            ])
        #expect(
            MediaPolicy.publishable(
                Array("<svg><script>alert(1)</script></svg>".utf8), name: "a.svg"
            )
            .map { String(decoding: $0, as: UTF8.self) }
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg></svg>")
        #expect(MediaPolicy.publishable([1, 2], name: "a.html") == nil)
        #expect(MediaPolicy.publishable([1, 2], name: "a.png") == [1, 2])
    }
}
