import QuizgenCore

/// Renders an exam's landing page (`/exams/<code>/`) and its taking page
/// (`/exams/<code>/take/`).
///
/// An exam with parametric questions and several `variants` is stored once as written (its
/// landing page, which finds each examinee's variant) and once per variant (each a taking page,
/// `/exams/<code>/take/<n>/`, with its own numbers). With one variant, that variant has both
/// pages.
public struct ExamAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    /// The taking page of `exam`, of one of its variants when it has several.
    public static func takePath(_ exam: Exam, variant: String?) -> String {
        guard let variant, exam.variants > 1 else { return "/exams/\(exam.slug)/take/" }
        return "/exams/\(exam.slug)/take/\(variant)/"
    }

    public func routes(for assembled: AssembledExam, site: SiteContext) -> [Route] {
        let source = assembled.exam.location
        let landing = Route(
            path: "/exams/\(assembled.exam.slug)/", template: "exam", source: source)
        let take = Route(
            path: Self.takePath(assembled.exam, variant: assembled.variant),
            template: "exam-take", inSitemap: false, source: source)
        guard assembled.exam.variants > 1, assembled.isParametric || assembled.variant != nil
        else { return [landing, take] }
        return assembled.variant == nil ? [landing] : [take]
    }

    public func context(for assembled: AssembledExam, route: Route, site: SiteContext) throws
        -> [String: Any]
    {
        let builder = ExamPageContext(assembled: assembled, site: site)
        var context: [String: Any] = [
            "page": [
                "title": assembled.exam.title,
                "description": site.catalog.plural(
                    "exam.question_count", count: assembled.questions.count),
            ] as [String: Any],
            "exam": builder.examValues(),
        ]
        if route.template == "exam", let share = ExamShareView.values(assembled.exam, site: site) {
            context["share"] = share
        }
        if route.template == "exam-take" {
            context["questions"] = builder.questions()
            if assembled.exam.mode == .practice { context["key_json"] = builder.practiceKeyJSON() }
            context["exam_strings"] = ExamStrings.scriptJSON(site.catalog)
        }
        return context
    }
}

/// Renders `/exams/`: the published exams and a form that opens one by its code.
public struct ExamIndexAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for index: ExamIndex, site: SiteContext) -> [Route] {
        [Route(path: "/exams/", template: "exams")]
    }

    /// Besides the exams, `code_url`: where the code box sends a code when the site has a
    /// collector (`GET <collect_url>v1/exams/open?code=…`, which can say that a code is wrong
    /// without JavaScript); without one the box is a GET form to `/exams/` that only the page's
    /// script can check.
    public func context(for index: ExamIndex, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        var context: [String: Any] = [
            "page": ["title": site.catalog.text("exam.exams")],
            "exam_strings": ExamStrings.scriptJSON(site.catalog),
            "exams": index.exams.map { exam in
                var values: [String: Any] = [
                    "title": exam.title, "code": exam.code, "url": site.url("/exams/\(exam.slug)/"),
                    "practice": exam.mode == .practice,
                ]
                if let window = ExamWindowView.values(exam, site: site) {
                    values["window"] = window
                }
                return values
            },
        ]
        if let collect = site.config.collectURL {
            // The preview (`quizgen serve`) runs the collector itself at `/`.
            context["code_url"] = (site.preview ? "/" : collect) + "v1/exams/open"
        }
        return context
    }
}

/// Renders `/assets/exam.js`, the script that turns the exam form into one question per screen.
public struct ExamScriptAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for script: ExamScript, site: SiteContext) -> [Route] {
        [Route(path: "/assets/exam.js", template: "exam.js", format: .javascript)]
    }

    public func context(for script: ExamScript, route: Route, site: SiteContext) throws -> [String:
        Any]
    { [:] }
}
