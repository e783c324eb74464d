/// The collector's own built-in templates; a site's `Templates/` overrides each by name.
enum CollectTemplates {
    static let message = """
        {{<layout}}
        {{$title}}{{page.title}} · {{site.title}}{{/title}}
        {{$head}}<meta name="robots" content="noindex, nofollow">
        <meta name="referrer" content="no-referrer">{{/head}}
        {{$content}}
        <article class="page collect-message">
        <h1>{{page.title}}</h1>
        {{#paragraphs}}<p>{{.}}</p>
        {{/paragraphs}}
        {{#link}}<p><a href="{{url}}">{{text}}</a></p>{{/link}}
        </article>
        {{/content}}
        {{/layout}}
        """
}
