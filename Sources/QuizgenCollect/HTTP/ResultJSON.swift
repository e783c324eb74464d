import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenRendering

/// The JSON of `GET /v1/attempts/{id}/result` (documented in docs/collect.md).
enum ResultJSON {
    static func object(_ result: CollectService.Result, site: CollectSite) -> [String: Any] {
        var object: [String: Any] = [
            "attempt": result.attempt.id, "exam": result.exam.exam.code,
            "examinee": result.attempt.examinee,
            "receipt": result.submission.receipt,
            "received_at": CollectService.preciseText(result.submission.receivedAt),
            "started_at": CollectService.preciseText(result.attempt.startedAt),
            "show": result.show.rawValue,
            "released": result.released,
            "received_text": site.timeText(result.submission.receivedAt),
        ]
        // Reopened by the teacher: the exam page continues the attempt until then.
        if let until = result.reopenedUntil {
            object["reopened_until"] = CollectService.preciseText(until)
        }
        if let at = result.availableAt {
            object["available_at"] = CollectService.preciseText(at)
            object["available_text"] = site.timeText(at)
        }
        guard let graded = result.graded else { return object }
        object["grade"] =
            [
                "points": GradeDecimal.presentable(graded.points),
                "maximum": GradeDecimal.presentable(graded.maximum),
                "percentage": (graded.percentage * 100).rounded() / 100,
                "band": graded.band ?? NSNull(), "passed": graded.passed ?? NSNull(),
                "timing": graded.timing.label,
                "late_factor": graded.timing.lateFactor ?? NSNull(),
                "points_before_late": graded.timing.lateFactor == nil
                    ? NSNull() : GradeDecimal.presentable(graded.rawPoints),
                "unmarked": graded.unmarked, "provisional": graded.unmarked > 0,
            ] as [String: Any]
        // The grade in words, as the result page words it (the exam page shows these at Done).
        let summary = ResultSummary(graded, site: site.context)
        object["summary"] = summary.jsonRows
        object["provisional"] = summary.provisional ?? NSNull()
        guard result.show == .answers else { return object }
        // True/false and essay words in the site's language, as on the result page; images
        // pointing at their published copies, as on the exam and result pages.
        let questions = result.exam.questions.map(\.question)
        let kinds = questions.map(\.kind)
        object["questions"] = graded.outcomes.enumerated().map { index, outcome -> [String: Any] in
            let html = QuestionHTML(question: questions[index], site: site.context)
            var tries: [String: Any] = [:]
            if let wrong = outcome.wrongTries, wrong > 0 {
                tries["wrong_tries"] = wrong
                tries["tries_line"] = ResultPageAdapter.triesLine(
                    outcome, exam: result.exam, catalog: site.catalog)
            }
            return tries.merging([
                "number": index + 1, "id": outcome.questionID,
                "text_html": html.block(outcome.text),
                "given": ResultPageAdapter.words(outcome.given, kinds[index], site.catalog),
                "correct": ResultPageAdapter.words(outcome.correct, kinds[index], site.catalog),
                "points": GradeDecimal.presentable(outcome.points), "weight": outcome.weight,
                "right": outcome.credit >= 1, "feedback_html": outcome.feedback.map(html.block),
            ]) { $1 }
        }
        return object
    }
}
