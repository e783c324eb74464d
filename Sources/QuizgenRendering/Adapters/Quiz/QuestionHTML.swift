import QuizgenCore

/// Renders a question's Markdown fields with image URLs pointing at their published copies
/// (`site.media`): the exam page, the result page and the collector's result JSON alike.
public struct QuestionHTML {
    let question: Question
    let site: SiteContext

    /// A renderer for `question`'s Markdown on `site`.
    public init(question: Question, site: SiteContext) {
        self.question = question
        self.site = site
    }

    /// `markdown` as block HTML.
    public func block(_ markdown: String) -> String {
        site.markdown.html(markdown, rewriteImage: rewrite)
    }

    /// `markdown` as inline HTML.
    public func inline(_ markdown: String) -> String {
        site.markdown.inlineHTML(markdown, rewriteImage: rewrite)
    }

    func rewrite(_ url: String) -> String? {
        guard case .local(let path)? = QuestionMedia.resolve(url, baseFolder: question.baseFolder),
            let published = site.media[path]
        else { return nil }
        return site.url(published)
    }
}
