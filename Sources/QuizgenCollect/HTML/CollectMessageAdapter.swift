import QuizgenCore
import QuizgenRendering

/// Renders a `CollectMessage` with the `collect-message` template (noindex).
struct CollectMessageAdapter: ContentAdapter {
    func routes(for model: CollectMessage, site: SiteContext) -> [Route] {
        [Route(path: "/collect/message/", template: "collect-message", inSitemap: false)]
    }

    func context(for model: CollectMessage, route: Route, site: SiteContext) throws -> [String: Any]
    {
        var context: [String: Any] = [
            "page": ["title": model.title], "paragraphs": model.paragraphs,
        ]
        if let code = model.codeBox {
            var box: [String: Any] = ["code": code]
            if let error = model.codeError { box["error"] = error }
            context["code_box"] = box
        }
        if let text = model.linkText, let url = model.linkURL {
            context["link"] = ["text": text, "url": url]
        }
        return context
    }
}
