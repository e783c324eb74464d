import Foundation
import QuizgenCore
import QuizgenInterop
import QuizgenTestSupport
import Testing

@Suite("GIFT export")
struct GIFTExportTests {
    @Test func blanksBecomeAMissingWordOrAreReported() throws {
        let site = try ExportSupport.site()
        defer { site.remove() }
        let result = try ExportSupport.export(site, exam: "FILL", as: .gift)
        #expect(result.exported == 0)
        #expect(result.skipped == 2)
        #expect(
            ExportSupport.messages(result.diagnostics) == [
                "Content/exams/fill.yaml:1:1: GIFT cannot express question weights; Moodle gives each question a default mark of 1",
                "Content/exams/fill.yaml:4:11: question 'prague-river' is not exported: GIFT holds one blank per question (missing word), this one has 2",
                "Content/exams/fill.yaml:5:5: question 'rhine-fill' is not exported: GIFT holds one blank per question (missing word), this one has 2",
            ])
        let one =
            "{\"questions\": [{\"id\": \"one\", \"text\": \"Moodle costs [[*nothing|lots of money]] to download.\"}]}"
        let exam = "title: One\ncode: ONE\nquestions: [one, cap-tf, cap-num, seas, order]\n"
        let second = try ExportSupport.site(extra: [
            "Content/banks/one.json": one, "Content/exams/one.yaml": exam,
        ])
        defer { second.remove() }
        let gift = try ExportSupport.export(second, exam: "ONE", as: .gift)
        #expect(
            String(decoding: gift.data, as: UTF8.self) == """
                // One — exported by quizgen

                $CATEGORY: $course$/top/One

                // weight: 1
                ::one::[markdown]Moodle costs {=nothing ~lots of money} to download.

                $CATEGORY: $course$/top/Capitals

                // weight: 1
                ::cap-tf::[markdown]Bratislava borders Austria. {TRUE}

                // weight: 1
                ::cap-num::[markdown]Vienna's population in millions? {#1.8..2.1}

                $CATEGORY: $course$/top/Rivers

                // weight: 1
                ::seas::[markdown]Match rivers to seas. {
                \t=Danube -> Black Sea
                \t=Rhine -> North Sea
                }

                """)
        #expect(
            ExportSupport.messages(gift.diagnostics) == [
                "Content/exams/one.yaml:1:1: GIFT cannot express all-or-nothing scoring for matching; it scores each pair (partial)",
                "Content/exams/one.yaml:3:41: question 'order' is not exported: GIFT has no ordering questions",
            ])
    }
}
