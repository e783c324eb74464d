import Testing

@testable import QuizgenRendering

/// The byte scan that decides whether a post may hold a YouTube link.
@Suite("Feed embed search")
struct FeedEmbedSearchTests {
    @Test(
        "finds 'youtu' anywhere, on any text",
        arguments: [
            ("<a href=\"https://youtu.be/x\">", true), ("www.youtube.com", true), ("youtu", true),
            ("é youtu", true),
            ("yout", false), ("", false), ("YOUTU", false), ("you tube", false),
        ])
    func scan(text: String, expected: Bool) {
        #expect(FeedViews.mentionsYouTube(text) == expected)
    }
}
