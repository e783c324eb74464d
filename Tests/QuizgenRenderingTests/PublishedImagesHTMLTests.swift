import QuizgenCore
import Testing

@testable import QuizgenRendering

/// A feed post's body is HTML made before the images were processed: its `<img>`s of the
/// site's images get their size afterwards (issue 33: width and height on every `<img>`).
@Suite("Sizes for images in a post's HTML")
struct PublishedImagesHTMLTests {
    static var images: PublishedImages {
        var images = PublishedImages()
        images.basePath = "/course/"
        images.byRoute = [
            "/media/remote/ab.png": PublishedImage(width: 640, height: 480),
            "/a&b.png": PublishedImage(width: 10, height: 20),
        ]
        return images
    }

    @Test func eachKnownImageGetsItsSizeAndNothingElseChanges() {
        let html =
            #"<p>A <img src="/course/media/remote/ab.png" alt="x > y"> and <img alt='q"' src="/course/a&amp;b.png" /></p>"#
            + #"<img src="/course/other.png"><img src="/course/media/remote/ab.png" width="5" height="5"><img"#
        #expect(
            Self.images.sized(html: html)
                == #"<p>A <img src="/course/media/remote/ab.png" alt="x > y" width="640" height="480"> and <img alt='q"' src="/course/a&amp;b.png" width="10" height="20" /></p>"#
                + #"<img src="/course/other.png"><img src="/course/media/remote/ab.png" width="5" height="5"><img"#
        )
        #expect(Self.images.sized(html: "<p>No image.</p>") == "<p>No image.</p>")
        #expect(PublishedImages().sized(html: html) == html)
    }
}
