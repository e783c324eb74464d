import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenRendering

/// Question banks and exams: loads `Content/banks/` and `Content/exams/`, validates them,
/// assembles exams (from their frozen snapshot when there is one) and publishes exam pages.
/// Author pages with the answer keys are built only with `--include-keys`.
public enum QuizPlugin {
    /// The plugin.
    public static let plugin = Plugin(name: "quiz", readsPages: false) { installer in
        try installer.use(ExamAdapter(), for: AssembledExam.self)
        try installer.use(ExamIndexAdapter(), for: ExamIndex.self)
        try installer.use(ExamScriptAdapter(), for: ExamScript.self)
        try installer.use(AuthorBankAdapter(), for: QuestionBank.self)
        installer.addValidator(DuplicateQuestionIDValidator())
        installer.addValidator(ChoiceRulesValidator())
        installer.addValidator(AnswerListSizeValidator())
        installer.addValidator(QuestionPointsValidator())
        installer.addValidator(QuestionImageValidator())
        installer.addValidator(PassMarkValidator())
        try installer.addStep(BuildStep("load-quiz", load), after: "load-content")
        try installer.addStep(BuildStep("publish-quiz", publish), after: "validate")
    }

    @Sendable static func load(_ context: inout BuildContext) async throws {
        context[QuizContent.self] = QuizContent(
            ExamCatalog(reader: context.reader, into: &context.diagnostics))
    }

    @Sendable static func publish(_ context: inout BuildContext) async throws {
        let quiz = context[QuizContent.self]
        let published = quiz.exams.filter { !$0.draft }.compactMap { quiz.assembled[$0.slug] }
        if !published.isEmpty {
            context.store.add(pages(of: published, into: &context.diagnostics))
            context.store.add(
                ExamIndex(exams: published.map(\.exam).sorted { $0.title < $1.title }))
            context.store.add(ExamScript())
            let catalog = context.site.catalog
            context.nav.append(
                NavItem(title: catalog.text("nav.exams"), path: "/exams/", weight: 50))
            context.home.sections.insert(
                HomeSection(
                    title: catalog.text("home.exams"),
                    links: published.map {
                        let questions = catalog.plural(
                            "home.exam_questions", count: $0.questions.count)
                        let code = catalog.text("home.exam_code", ["code": $0.exam.code])
                        let practice =
                            $0.exam.mode == .practice ? " · " + catalog.text("home.practice") : ""
                        return HomeLink(
                            title: $0.exam.title, path: "/exams/\($0.exam.slug)/",
                            summary: "\(questions) · \(code)\(practice)")
                    },
                    more: HomeLink(
                        title: catalog.plural("home.see_all", count: published.count),
                        path: "/exams/")), at: 0)
        }
        for exam in published where exam.exam.mode == .practice {
            context.notes.append(
                "practice exam '\(exam.exam.code)' embeds its answer key by design (instant feedback)"
            )
        }
        let drafts = quiz.exams.filter(\.draft).count
        if drafts > 0 {
            context.notes.append("\(drafts) draft exam\(drafts == 1 ? "" : "s") not published")
        }
        var questions = published.flatMap { $0.questions.map(\.question) }
        for exam in published where !exam.isParametric && exam.exam.variants > 1 {
            context.diagnostics.warning(
                "exam.variants-unused",
                "'variants' has no effect: none of the questions of '\(exam.exam.code)' has parameters, so every variant would be the same",
                at: exam.exam.variantsLocation ?? exam.exam.location)
        }
        for exam in published where exam.isParametric && exam.exam.variants == 1 {
            context.notes.append(
                "exam '\(exam.exam.code)' has parametric questions and one variant: every examinee gets the same numbers (set 'variants' for more)"
            )
        }
        if context.includeKeys, !quiz.banks.isEmpty {
            context.store.add(quiz.banks)
            questions += quiz.questions
            context.notes.append(
                "author pages with answer keys were built under /authors/ (--include-keys); do not publish this output"
            )
        }
        copyMedia(of: questions, into: &context)
    }

    /// What the exam pages are made from: each exam as it is, and an exam with parametric
    /// questions once per variant (and as written, for its landing page, when it has several).
    /// A variant that cannot be drawn is an error at the exam's `variants`.
    static func pages(of exams: [AssembledExam], into diagnostics: inout Diagnostics)
        -> [AssembledExam]
    {
        var pages: [AssembledExam] = []
        for exam in exams {
            guard exam.isParametric else {
                pages.append(exam)
                continue
            }
            if exam.exam.variants > 1 { pages.append(exam) }
            for number in 1...exam.exam.variants {
                do throws(VariantError) {
                    var page = try QuestionVariants.variant(exam, String(number))
                    if exam.exam.mode == .practice {
                        page.practiceDraws = QuestionVariants.practiceDraws(
                            exam, page: String(number))
                    }
                    pages.append(page)
                } catch {
                    diagnostics.error(
                        "exam.variant",
                        "variant \(number) of '\(exam.exam.code)' cannot be drawn: \(error)",
                        at: exam.exam.variantsLocation ?? exam.exam.location)
                }
            }
        }
        return pages
    }

    /// Copies the local images of `questions` into `/media/` with content-hashed names
    /// (``QuestionMedia/published(of:root:)``, which the collector uses for the same routes).
    /// QuestionImageValidator reports the images a link takes outside Content/.
    static func copyMedia(of questions: [Question], into context: inout BuildContext) {
        for image in QuestionMedia.published(of: questions, root: context.options.root) {
            // Its source, for the clash and image diagnostics (the author's bank's file).
            context.staticFiles.append(
                OutputFile(
                    path: String(image.route.dropFirst()), contents: image.bytes,
                    source: SourceLocation(path: image.source)))
            context.site.media[image.source] = image.route
        }
    }
}
