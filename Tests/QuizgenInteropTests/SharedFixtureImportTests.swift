import Foundation
import QuizgenCore
import QuizgenTestSupport
import Testing

@testable import QuizgenInterop

/// Every real quiz file in `../shared/fixtures/quiz/` through import and then a build.
@Suite("Import: shared real-world fixtures")
struct SharedFixtureImportTests {
    /// Questions in each file: imported, and reported as not imported (together: all of them).
    static let expected: [String: (imported: Int, skipped: Int)] = [
        "aiken_qaseditor_moodle_demo.txt": (5, 0),
        "gift_moodle_encoding_windows-1252.gift.txt": (3, 0),
        "gift_moodle_questions_in_category.gift.txt": (4, 0),
        "gift_pegjs_multiLineFeedback1.gift.txt": (2, 0),
        "gift_pegjs_totara_pre_content.gift.txt": (1, 0),
        "gift_qaseditor_all.gift.txt": (20, 2),
        "moodle_xml_broken_cloze.xml": (0, 5),
        "moodle_xml_cloze_all_types.xml": (0, 1),
        "moodle_xml_cloze_images.xml": (1, 0),
        "moodle_xml_error_invalid_grades.xml": (0, 1),
        "moodle_xml_matching.xml": (1, 0),
        "moodle_xml_multichoice_media.xml": (1, 0),
        "moodle_xml_nested_categories.xml": (5, 0),
        "moodle_xml_numerical.xml": (1, 0),
        "moodle_xml_shortanswer.xml": (1, 0),
        "qti12_canvas_all_question_types.xml": (10, 3),
        "qti12_text2qti_gpoore_demo_quiz.zip": (6, 1),
        "qti21_ims_choice.xml": (1, 0),
        "qti21_onyx_choice_multiple.xml": (1, 0),
        "qti21_onyx_test_interaction_mix.xml": (0, 13),
        "text2qti_gpoore_demo_quiz.md": (6, 1),
        "text2qti_keefereuther_test_quiz.qti.zip": (17, 0),
    ]

    @Test(
        "every quiz file: every question imported or reported, and the banks build",
        .enabled(
            if: InteropFixtures.sharedAvailable, "needs ../shared/fixtures/quiz beside the package")
    )
    func everyFile() async throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: InteropFixtures.shared.path)
            .filter { $0 != "text2qti_gpoore_README.md" }.sorted()
        #expect(
            names == Self.expected.keys.sorted(), "a new shared fixture needs a line in the table")
        for name in names {
            let result = InteropFixtures.read([name], in: InteropFixtures.shared)
            let counts = Self.expected[name] ?? (-1, -1)
            #expect(result.imported == counts.imported, "\(name)")
            #expect(result.skipped == counts.skipped, "\(name)")
            #expect(
                result.diagnostics.errorCount == result.skipped,
                "\(name): every error is a question not imported")
            let errors = try await InteropFixtures.build(result).filter { $0.contains(": error: ") }
            #expect(errors == [], "\(name)")
        }
    }

    @Test(
        "the deliberately broken Moodle files: exact diagnostics",
        .enabled(
            if: InteropFixtures.sharedAvailable, "needs ../shared/fixtures/quiz beside the package")
    )
    func brokenMoodle() {
        let cloze = InteropFixtures.read(
            ["moodle_xml_broken_cloze.xml"], in: InteropFixtures.shared)
        #expect(
            cloze.diagnostics.lines == [
                "moodle_xml_broken_cloze.xml:4:3: error: question 'Multianswer question without subquestions': a cloze question needs at least one sub-question such as {1:SHORTANSWER:=answer}; not imported",
                "moodle_xml_broken_cloze.xml:25:38: error: question 'Multichoice subquestion without choices': sub-question 1 ({1:MULTICHOICE…}) has no answers; not imported",
                "moodle_xml_broken_cloze.xml:41:38: error: question 'Multichoice subquestion with only one choice': sub-question 1 ({1:MULTICHOICE…}) has only one choice; not imported",
                "moodle_xml_broken_cloze.xml:57:38: error: question 'Multichoice subquestion with no completely correct answer': sub-question 1 ({1:MULTICHOICE…}) has no answer worth 100%; not imported",
                "moodle_xml_broken_cloze.xml:73:43: error: question 'Numerical subquestion with buggy answer': sub-question 1 ({3:NUMERICAL…}): 'zero' is not a number; not imported",
            ])
        let grades = InteropFixtures.read(
            ["moodle_xml_error_invalid_grades.xml"], in: InteropFixtures.shared)
        #expect(
            grades.diagnostics.lines == [
                "moodle_xml_error_invalid_grades.xml:38:5: error: question 'Question with <strong>invalid grades</strong> : x > 1 & x < 2': answer fraction 33 is not one of Moodle's grades (did you mean 33.33333?); not imported"
            ])
    }

    static let missingItems = [
        (20, "Choicetruefalse_176040516"), (22, "Choicesingle_853928446"),
        (24, "Choicemultiple_2014410822"),
        (26, "Choicemultiple_871212949"), (28, "Hotspot_278940407"), (30, "Order_913967682"),
        (31, "Matchsingle_143114773"),
        (33, "Matchmultiple_1038910213"), (35, "TextEntry_883368511"),
        (37, "TextEntrynumeric_2040297025"),
        (39, "TextEntrynumeric_770468849"), (41, "TextEntrysubset_806481421"),
        (43, "Hottext_801974120"),
    ]

    static func missing(_ line: Int, _ id: String) -> String {
        "qti21_onyx_test_interaction_mix.xml:\(line):4: error: the test's item '\(id)' (\(id).xml) is not in the package or among the files given; not imported"
    }

    @Test(
        "the QTI 2.1 test: one located error per missing item; the one item given alongside is imported",
        .enabled(
            if: InteropFixtures.sharedAvailable, "needs ../shared/fixtures/quiz beside the package")
    )
    func qti21Test() {
        let alone = InteropFixtures.read(
            ["qti21_onyx_test_interaction_mix.xml"], in: InteropFixtures.shared)
        #expect(alone.diagnostics.lines == Self.missingItems.map { Self.missing($0.0, $0.1) })
        let both = InteropFixtures.read(
            ["qti21_onyx_test_interaction_mix.xml", "qti21_onyx_choice_multiple.xml"],
            in: InteropFixtures.shared)
        #expect(both.imported == 1)
        #expect(both.skipped == 12)
        #expect(both.banks.map(\.category) == ["Interaction Mix (Sachsen)"])
        #expect(
            both.diagnostics.lines.filter { $0.contains("error:") }
                == Self.missingItems.filter { $0.1 != "Choicemultiple_871212949" }.map {
                    Self.missing($0.0, $0.1)
                })
    }

    @Test(
        "Moodle XML embedded images are written beside the bank and the links rewritten",
        .enabled(
            if: InteropFixtures.sharedAvailable, "needs ../shared/fixtures/quiz beside the package")
    )
    func moodleMedia() {
        let result = InteropFixtures.read(
            ["moodle_xml_multichoice_media.xml"], in: InteropFixtures.shared)
        let files = InteropFixtures.files(result)
        #expect(
            files.keys.filter { $0.hasPrefix("Content/banks/media/") }.sorted() == [
                "Content/banks/media/flag-denmark.jpg", "Content/banks/media/flag-france.jpg",
                "Content/banks/media/flag-german.jpg", "Content/banks/media/flag-uk.jpg",
            ])
        let bank = InteropFixtures.bank(result, "default-for-testhead-multichoice.md")
        #expect(
            bank.contains(
                "- [x] ![French flag](media/flag-france.jpg) French\n  > Yes, well done!\n"))
        #expect(!bank.contains("@@PLUGINFILE@@"))
    }

    @Test(
        "text2qti source and the QTI package text2qti made from it import to the same questions",
        .enabled(
            if: InteropFixtures.sharedAvailable, "needs ../shared/fixtures/quiz beside the package")
    )
    func text2qtiPair() {
        let source = InteropFixtures.read(
            ["text2qti_gpoore_demo_quiz.md"], in: InteropFixtures.shared)
        let package = InteropFixtures.read(
            ["qti12_text2qti_gpoore_demo_quiz.zip"], in: InteropFixtures.shared)
        #expect(source.imported == 6)
        #expect(
            InteropFixtures.bank(source, "sample-quiz.md")
                == InteropFixtures.bank(package, "sample-quiz.md"))
    }
}
