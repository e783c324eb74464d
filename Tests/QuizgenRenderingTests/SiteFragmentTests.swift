import Testing

@testable import QuizgenRendering

@Suite("Site-wide fragments rendered once")
struct SiteFragmentTests {
    @Test func theDefaultHeaderAndFooterReadOnlySite() throws {
        let files = DefaultTheme.files
        #expect(SiteFragment.readsOnlySite(try #require(files["header.mustache"])))
        #expect(SiteFragment.readsOnlySite(try #require(files["footer.mustache"])))
    }

    @Test(arguments: [
        "<h1>{{page.title}}</h1>",
        "{{#site.nav}}{{page.title}}{{/site.nav}}",
        "{{title}}",
        "{{> other}}",
        "{{#site.nav}}{{url}}",
        "{{=<% %>=}}",
    ])
    func aFragmentThatReadsMoreIsRenderedPerPage(text: String) {
        #expect(!SiteFragment.readsOnlySite(text))
    }

    @Test func siteKeysAndNavItemKeysQualify() {
        #expect(
            SiteFragment.readsOnlySite(
                "<a href=\"{{site.base_path}}\">{{{site.title}}}</a>{{! a comment }}{{#site.nav}}<a href=\"{{url}}\"{{#current}} aria-current=\"page\"{{/current}}>{{title}}</a>{{/site.nav}}"
            ))
    }
}
