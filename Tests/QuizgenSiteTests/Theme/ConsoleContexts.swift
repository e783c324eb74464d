import Foundation
import QuizgenCore
import QuizgenRendering
import QuizgenServiceTestSupport
import QuizgenTestSupport

@testable import QuizgenCollect

/// The contexts of the teacher's console's pages, which only `quizgen collect` renders: an exam
/// with an attempt in every state, an extension, a mark with a comment, a closing, a share link
/// and the result pages' secret, each view with and without names, and the sign-in page with an
/// error.
enum ConsoleContexts {
    static func record() async throws -> [String: Set<String>] {
        let exam = CollectFixtures.exam(
            "COL-ESSAY", "pass_mark: 50", questions: CollectFixtures.withEssay)
        let site = try CollectFixtures.site(
            extra: ["Content/exams/essay.yaml": exam].merging(
                TemplateContextFixtures.parametric(code: "COL-VAR", slug: "var", practice: true)
            ) { _, new in new })
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        func body(_ answers: String) -> [UInt8] {
            CollectFixtures.body(exam: "COL-ESSAY", answers: answers)
        }
        let ana = try await service.start(code: "COL-ESSAY", examinee: "Ana Example")
        let ben = try await service.start(code: "COL-ESSAY", examinee: "Ben Example")
        let cleo = try await service.start(code: "COL-ESSAY", examinee: "Cleo Example")
        _ = try await service.submit(
            attempt: ana.attempt.id, token: ana.token, body: body(#"{"meander": "Erosion."}"#))
        _ = try await service.saveDraft(
            attempt: ben.attempt.id, token: ben.token, body: body(#"{"longest": "b"}"#))
        _ = try await service.extend(
            attempt: ben.attempt.id, exam: "col-essay", minutes: 5, teacher: "Ms Rivera")
        try await service.mark(
            exam: "col-essay", examinee: "Ana Example", question: "meander", points: 1,
            comment: "Good.", teacher: "Ms Rivera")
        let dan = try await service.start(code: "COL-ESSAY", examinee: "Dan Example")
        _ = try await service.submit(attempt: dan.attempt.id, token: dan.token, body: body("{}"))
        clock.advance(11 * 60)
        _ = try await service.reopen(
            attempt: dan.attempt.id, exam: "col-essay", minutes: 10, teacher: "Ms Rivera")
        _ = cleo
        let auth = TeacherAuth(secret: "context-test-secret")
        let (session, _) = auth.session(for: "Ms Rivera", now: clock.now)
        let context = service.site.context
        var paths: [String: Set<String>] = [:]
        func record<Adapter: ContentAdapter>(_ adapter: Adapter, _ model: Adapter.Model) throws {
            for route in adapter.routes(for: model, site: context) {
                paths[route.template, default: []].formUnion(
                    ContextRecorder.flatten(
                        try adapter.context(for: model, route: route, site: context)))
            }
        }
        try record(TeacherLoginAdapter(), TeacherLoginPage(error: "wrong", teacher: "Ms Rivera"))
        let console = try await service.console(exam: "col-essay")
        try record(
            TeacherExamsAdapter(),
            TeacherExamsPage(
                session: session, csrf: auth.csrf(for: session),
                exams: [.init(exam: console.exam, started: 3, handedIn: 1)]))
        for view in [TeacherExamPage.View.live, .marking, .results] {
            for names in [false, true] {
                var page = TeacherExamPage(
                    session: session, csrf: auth.csrf(for: session), view: view,
                    console: console, showNames: names, resultsSecret: "results-secret")
                page.shareURL = "https://quiz.example.org/exams/col-essay/"
                page.shareSVG = "<svg></svg>"
                try record(TeacherExamAdapter(), page)
            }
        }
        // A parametric exam with two variants handed in and a regrade record.
        for (name, variant) in [("Eve Example", "1"), ("Fay Example", "2")] {
            let started = try await service.start(
                code: "COL-VAR", examinee: name, variant: variant)
            _ = try await service.submit(
                attempt: started.attempt.id, token: started.token,
                body: CollectFixtures.body(exam: "COL-VAR", answers: #"{"speed": "50"}"#))
        }
        try record(
            TeacherExamAdapter(),
            TeacherExamPage(
                session: session, csrf: auth.csrf(for: session), view: .live,
                console: try await service.console(exam: "col-var")))
        _ = try await service.closeEarly(exam: "col-essay", teacher: "Ms Rivera")
        let closed = try await service.console(exam: "col-essay")
        try record(
            TeacherExamAdapter(),
            TeacherExamPage(
                session: session, csrf: auth.csrf(for: session), view: .live, console: closed))
        return paths
    }
}
