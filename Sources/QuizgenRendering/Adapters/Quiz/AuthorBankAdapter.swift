import QuizgenCompute
import QuizgenCore
import QuizgenLoading

/// Renders the author pages of a bank, which show the answer key: a compact list at
/// `/authors/banks/<category>/` and a full view per question. Only built with `--include-keys`.
public struct AuthorBankAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for bank: QuestionBank, site: SiteContext) -> [Route] {
        let base = "/authors/banks/\(bank.slug)/"
        let at = SourceLocation(path: bank.sourcePath, line: 1, column: 1)
        return [Route(path: base, template: "author-bank", inSitemap: false, source: at)]
            + bank.questions.map {
                Route(
                    path: base + Slug.make($0.id) + "/", template: "author-question",
                    inSitemap: false, source: $0.location)
            }
    }

    public func context(for bank: QuestionBank, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let base = "/authors/banks/\(bank.slug)/"
        if route.template == "author-bank" {
            return [
                "page": ["title": site.catalog.text("author.page_title", ["title": bank.category])],
                "bank": [
                    "category": bank.category, "source": bank.sourcePath,
                    "count": bank.questions.count,
                    "count_label": site.catalog.plural(
                        "author.count", count: bank.questions.count, ["source": bank.sourcePath]),
                ] as [String: Any],
                "questions": bank.questions.map { q -> [String: Any] in
                    let html = QuestionHTML(question: q, site: site)
                    let firstLine = q.text.split(separator: "\n").first.map(String.init) ?? q.id
                    var item: [String: Any] = [
                        "id": q.id, "type": q.kind.typeName,
                        "type_label": site.catalog.text("author.types.\(q.kind.typeName)"),
                        "points": NumberText.format(q.points),
                        "summary": Self.truncate(MarkdownPlain.text(firstLine), to: 120),
                        "url": site.url(base + Slug.make(q.id) + "/"),
                    ]
                    if let image = QuestionMedia.images(in: q).first,
                        let src = html.rewrite(image.url)
                    {
                        item["thumbnail"] = src
                        item["thumbnail_alt"] = image.alt
                    }
                    return item
                },
            ]
        }
        guard let q = bank.questions.first(where: { route.path == base + Slug.make($0.id) + "/" })
        else { return [:] }
        let html = QuestionHTML(question: q, site: site)
        return [
            "page": ["title": site.catalog.text("author.page_title", ["title": q.id])],
            "bank": ["category": bank.category, "url": site.url(base)],
            "question": [
                "id": q.id, "type": q.kind.typeName,
                "type_label": site.catalog.text("author.types.\(q.kind.typeName)"),
                "points": NumberText.format(q.points), "tags": q.tags.joined(separator: ", "),
                "points_label": ExamStrings.points(
                    q.points, site.catalog, key: "author.points_count"),
                "prompt": BlankControls.gaps(html.block(q.text)),
                "explanation": q.explanation.map(html.block) ?? "",
                "source": q.location.description,
                "key": KeyDescription.items(for: q, html: html, catalog: site.catalog),
            ] as [String: Any],
        ]
    }

    static func truncate(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}

/// Plain text of a Markdown snippet, for summaries.
enum MarkdownPlain {
    static func text(_ markdown: String) -> String {
        MarkdownPlainText.text(markdown)
    }
}
