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
        {{#code_box}}<form class="code-form" action="open" method="get">
        {{#error}}<p class="error" id="exam-code-error">{{error}}</p>
        {{/error}}<label for="exam-code">{{i18n.collect.exam_code}}</label>
        <input id="exam-code" name="code" value="{{code}}" autocomplete="off" autocapitalize="characters" required{{#error}} aria-invalid="true" aria-describedby="exam-code-error"{{/error}}>
        <button class="button" type="submit">{{i18n.collect.open}}</button>
        </form>
        {{/code_box}}
        {{#link}}<p><a href="{{url}}">{{text}}</a></p>{{/link}}
        </article>
        {{/content}}
        {{/layout}}
        """
}
