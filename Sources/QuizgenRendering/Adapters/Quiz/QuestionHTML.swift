import QuizgenCore

/// Renders a question's Markdown fields with image URLs pointing at their published copies.
struct QuestionHTML {
    let question: Question
    let site: SiteContext

    func block(_ markdown: String) -> String {
        site.markdown.html(markdown, rewriteImage: rewrite)
    }

    func inline(_ markdown: String) -> String {
        site.markdown.inlineHTML(markdown, rewriteImage: rewrite)
    }

    func rewrite(_ url: String) -> String? {
        guard case .local(let path)? = QuestionMedia.resolve(url, baseFolder: question.baseFolder),
            let published = site.media[path]
        else { return nil }
        return site.url(published)
    }
}
