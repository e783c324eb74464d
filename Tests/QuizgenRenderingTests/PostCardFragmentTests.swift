import Testing

@testable import QuizgenRendering

@Suite("Post cards rendered once per build")
struct PostCardFragmentTests {
    @Test func theDefaultCardReadsOnlyThePost() throws {
        #expect(
            PostCardFragment.readsOnlyPost(
                try #require(DefaultTheme.files["feed-post-card.mustache"])))
        #expect(!DefaultTheme.files.values.contains { PostCardFragment.includesIndented($0) })
    }

    @Test(arguments: [
        "{{site.title}}",
        "{{#author}}{{feed.name}}{{/author}}",
        "{{page.title}}",
        "{{depth}}",
        "{{> other}}",
        "{{=<% %>=}}",
        "{{$block}}{{/block}}",
        "{{url",
    ])
    func aCardThatReadsMoreIsRenderedInPlace(text: String) {
        #expect(!PostCardFragment.readsOnlyPost(text))
    }

    @Test func postKeysQualify() {
        #expect(
            PostCardFragment.readsOnlyPost(
                "<a href=\"{{url}}\">{{{content}}}</a>{{! note }}{{#author}}{{name}}{{/author}}{{#media}}{{.}}{{/media}}{{reply_to.url}}"
            ))
    }

    @Test func anIndentedStandaloneIncludeIsFound() {
        #expect(PostCardFragment.includesIndented("<ul>\n  {{> feed-post-card}}\n</ul>"))
        #expect(PostCardFragment.includesIndented("\t{{>feed-post-card}}"))
        #expect(!PostCardFragment.includesIndented("{{#posts}}{{> feed-post-card}}\n{{/posts}}"))
        #expect(!PostCardFragment.includesIndented("{{> feed-post-card}}\n"))
    }
}
