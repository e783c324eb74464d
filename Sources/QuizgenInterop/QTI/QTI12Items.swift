import Foundation
import QuizgenCore

/// The `item` elements of a QTI 1.2 (Canvas) assessment, one per question, shaped as text2qti
/// and Canvas write them.
struct QTI12Items {
    var media: ExportMedia
    let source: ExportSource

    static func ident(_ q: Question) -> String { StableID.make("quizgen_question", q.id) }
    static func field(_ label: String, _ entry: String) -> XMLTree {
        XMLTree(
            "qtimetadatafield",
            [XMLTree("fieldlabel", text: label), XMLTree("fieldentry", text: entry)])
    }
    static func material(_ html: String, type: String? = "text/html") -> XMLTree {
        XMLTree("material", [XMLTree("mattext", type.map { [("texttype", $0)] } ?? [], text: html)])
    }
    static func condition(
        _ children: [XMLTree], score: String? = nil, action: String = "Set",
        feedback: String? = nil, continues: Bool
    ) -> XMLTree {
        var parts = [XMLTree("conditionvar", children)]
        if let score {
            parts.append(
                XMLTree("setvar", [("action", action), ("varname", "SCORE")], text: score))
        }
        if let feedback {
            parts.append(
                XMLTree("displayfeedback", [("feedbacktype", "Response"), ("linkrefid", feedback)]))
        }
        return XMLTree("respcondition", [("continue", continues ? "Yes" : "No")], parts)
    }
    static func equal(_ response: String, _ value: String) -> XMLTree {
        XMLTree("varequal", [("respident", response)], text: value)
    }

    mutating func html(
        _ markdown: String, _ q: Question, at: SourceLocation, into diagnostics: inout Diagnostics
    ) -> String {
        media.html(
            markdown, of: q, reference: { "$IMS-CC-FILEBASE$/quizgen/" + $0 }, at: at,
            into: &diagnostics
        ).html
    }

    /// The item for one question, or nil when it cannot be written.
    mutating func item(_ entry: ExamQuestion, into diagnostics: inout Diagnostics) -> XMLTree? {
        var entry = entry
        if entry.question.isParametric {
            switch calculated(entry, into: &diagnostics) {
            case .written(let item): return item
            case .cannot(let reason):
                guard
                    let fixed = ParametricExport.fixedVariant(
                        entry.question, source: source, format: "QTI 1.2 (Canvas)",
                        reason: reason, into: &diagnostics)
                else { return nil }
                entry.question = fixed
            }
        }
        let q = entry.question
        let at = source.location(of: q)
        let ident = Self.ident(q)
        var type: String
        var prompt = html(q.text, q, at: at, into: &diagnostics)
        var responses: [XMLTree] = []
        var scoring: [XMLTree] = []
        var feedbacks: [(String, String)] = []
        var answerIDs: [String] = []
        func choiceID(_ text: String) -> String { StableID.make("quizgen_choice", q.id, text) }
        switch q.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            var single = false
            if case .singleChoice = q.kind { single = true }
            type = single ? "multiple_choice_question" : "multiple_answers_question"
            answerIDs = choices.map { choiceID($0.id) }
            var labels: [XMLTree] = []
            for (c, id) in zip(choices, answerIDs) {
                labels.append(
                    XMLTree(
                        "response_label", [("ident", id)],
                        [Self.material(html(c.text, q, at: at, into: &diagnostics))]))
                if let feedback = c.feedback {
                    feedbacks.append((id + "_fb", html(feedback, q, at: at, into: &diagnostics)))
                    scoring.append(
                        Self.condition(
                            [Self.equal("response1", id)], feedback: id + "_fb", continues: true))
                }
            }
            responses = [
                XMLTree(
                    "response_lid",
                    [("ident", "response1"), ("rcardinality", single ? "Single" : "Multiple")],
                    [XMLTree("render_choice", labels)])
            ]
            if source.exam?.shuffleChoices == true, choices.contains(where: \.fixed) {
                diagnostics.warning(
                    "export.lost",
                    "question '\(q.id)': Canvas cannot keep one choice in place while shuffling",
                    at: at)
            }
            if single {
                for (c, id) in zip(choices, answerIDs) where c.correct {
                    scoring.append(
                        Self.condition(
                            [Self.equal("response1", id)], score: "100", continues: false))
                }
            } else {
                let parts = zip(choices, answerIDs).map { c, id in
                    c.correct
                        ? Self.equal("response1", id)
                        : XMLTree("not", [Self.equal("response1", id)])
                }
                scoring.append(
                    Self.condition([XMLTree("and", parts)], score: "100", continues: false))
            }
        case .trueFalse(let value):
            type = "true_false_question"
            answerIDs = [choiceID("true"), choiceID("false")]
            responses = [
                XMLTree(
                    "response_lid", [("ident", "response1"), ("rcardinality", "Single")],
                    [
                        XMLTree(
                            "render_choice",
                            [
                                XMLTree(
                                    "response_label", [("ident", answerIDs[0])],
                                    [Self.material("True", type: "text/plain")]),
                                XMLTree(
                                    "response_label", [("ident", answerIDs[1])],
                                    [Self.material("False", type: "text/plain")]),
                            ])
                    ])
            ]
            scoring.append(
                Self.condition(
                    [Self.equal("response1", answerIDs[value ? 0 : 1])], score: "100",
                    continues: false))
        case .shortAnswer(let key):
            type = "short_answer_question"
            if key.caseSensitive {
                diagnostics.warning(
                    "export.lost",
                    "question '\(q.id)': Canvas compares short answers ignoring case", at: at)
            }
            responses = [Self.textResponse()]
            scoring.append(
                Self.condition(
                    key.accepted.map { Self.equal("response1", $0) }, score: "100", continues: false
                ))
        case .numeric(let key):
            type = "numerical_question"
            responses = [Self.textResponse()]
            scoring.append(
                Self.condition(
                    [
                        XMLTree(
                            "vargte", [("respident", "response1")],
                            text: NumberText.format(key.minimum)),
                        XMLTree(
                            "varlte", [("respident", "response1")],
                            text: NumberText.format(key.maximum)),
                    ], score: "100", continues: false))
        case .matching(let pairs):
            type = "matching_question"
            let rights = Array(Set(pairs.map(\.right))).sorted()
            (responses, scoring) = Self.matching(
                q, prompts: pairs.map { ($0.id, $0.left, $0.right) }, options: rights)
        case .ordering(let items):
            type = "matching_question"
            diagnostics.warning(
                "export.lost",
                "question '\(q.id)': Canvas has no ordering question; it is exported as matching each item to its position",
                at: at)
            let positions = items.indices.map { String($0 + 1) }
            (responses, scoring) = Self.matching(
                q,
                prompts: items.enumerated().map {
                    ($0.element.id, $0.element.text, String($0.offset + 1))
                }, options: positions)
        case .essay:
            type = "essay_question"
            responses = [Self.textResponse()]
            scoring.append(Self.condition([XMLTree("other")], continues: false))
        case .blanks(let blanks):
            let allChoices = blanks.allSatisfy { $0.answer.options != nil }
            type = allChoices ? "multiple_dropdowns_question" : "fill_in_multiple_blanks_question"
            if !allChoices, blanks.contains(where: { $0.answer.options != nil }) {
                diagnostics.warning(
                    "export.lost",
                    "question '\(q.id)': Canvas cannot mix typed and drop-down blanks; its drop-down blanks become typed blanks accepting their right options",
                    at: at)
            }
            if Set(blanks.map(\.weight)).count > 1 {
                diagnostics.warning(
                    "export.lost",
                    "question '\(q.id)': Canvas weighs every blank of a question the same", at: at)
            }
            if blanks.contains(where: {
                if case .text(let key) = $0.answer { key.caseSensitive } else { false }
            }) {
                diagnostics.warning(
                    "export.lost", "question '\(q.id)': Canvas compares typed blanks ignoring case",
                    at: at)
            }
            prompt = BlankText.replacingBlanks(in: prompt) { "[blank\($0)]" }
            let total = blanks.reduce(0) { $0 + $1.weight }
            for (index, blank) in blanks.enumerated() {
                let name = "blank\(index + 1)"
                let response = "response_blank\(index + 1)"
                let options: [(String, Bool)] =
                    switch blank.answer {
                    case .choice(let options) where allChoices:
                        options.map { ($0.text, $0.correct) }
                    case .choice(let options): options.filter(\.correct).map { ($0.text, true) }
                    case .text(let key): key.accepted.map { ($0, true) }
                    }
                let ids = options.map { choiceID("\(name)\u{1F}\($0.0)") }
                answerIDs += ids
                responses.append(
                    XMLTree(
                        "response_lid", [("ident", response)],
                        [
                            XMLTree("material", [XMLTree("mattext", text: name)]),
                            XMLTree(
                                "render_choice",
                                zip(options, ids).map {
                                    XMLTree(
                                        "response_label", [("ident", $1)],
                                        [Self.material($0.0, type: "text/plain")])
                                }),
                        ]))
                // As Canvas writes it: the blank's share added for its (first) right answer;
                // Canvas itself accepts every answer listed under a typed blank.
                let right = zip(options, ids).filter { $0.0.1 }.map(\.1)
                if allChoices, right.count > 1 {
                    diagnostics.warning(
                        "export.lost",
                        "question '\(q.id)': a Canvas drop-down has one right option; blank \(index + 1) keeps its first",
                        at: at)
                }
                let share = String(
                    format: "%.2f", blank.weight / max(total, .leastNonzeroMagnitude) * 100)
                if let first = right.first {
                    scoring.append(
                        Self.condition(
                            [Self.equal(response, first)], score: share, action: "Add",
                            continues: true))
                }
            }
        }
        if let explanation = q.explanation {
            feedbacks.insert(
                ("general_fb", html(explanation, q, at: at, into: &diagnostics)), at: 0)
            scoring.insert(
                Self.condition([XMLTree("other")], feedback: "general_fb", continues: true), at: 0)
        }
        var metadata = [
            Self.field("question_type", type),
            Self.field("points_possible", NumberText.format(entry.weight)),
        ]
        if !answerIDs.isEmpty {
            metadata.append(Self.field("original_answer_ids", answerIDs.joined(separator: ",")))
        }
        metadata.append(
            Self.field(
                "assessment_question_identifierref", StableID.make("quizgen_question_ref", q.id)))
        var children = [
            XMLTree("itemmetadata", [XMLTree("qtimetadata", metadata)]),
            XMLTree("presentation", [Self.material(prompt)] + responses),
            XMLTree(
                "resprocessing",
                [
                    XMLTree(
                        "outcomes",
                        [
                            XMLTree(
                                "decvar",
                                [
                                    ("maxvalue", "100"), ("minvalue", "0"), ("varname", "SCORE"),
                                    ("vartype", "Decimal"),
                                ])
                        ])
                ] + scoring),
        ]
        children += feedbacks.map { id, html in
            XMLTree("itemfeedback", [("ident", id)], [XMLTree("flow_mat", [Self.material(html)])])
        }
        return XMLTree("item", [("ident", ident), ("title", q.id)], children)
    }

    static func textResponse() -> XMLTree {
        XMLTree(
            "response_str", [("ident", "response1"), ("rcardinality", "Single")],
            [
                XMLTree(
                    "render_fib",
                    [XMLTree("response_label", [("ident", "answer1"), ("rshuffle", "No")])])
            ])
    }

    /// Canvas matching: one `response_lid` per prompt over every option, each right pair adding
    /// its share of 100.
    static func matching(
        _ q: Question, prompts: [(id: String, text: String, right: String)], options: [String]
    ) -> ([XMLTree], [XMLTree]) {
        let optionIDs = options.map { StableID.make("quizgen_option", q.id, $0) }
        let labels = zip(options, optionIDs).map {
            XMLTree(
                "response_label", [("ident", $1)],
                [XMLTree("material", [XMLTree("mattext", text: $0)])])
        }
        var responses: [XMLTree] = []
        var scoring: [XMLTree] = []
        let share = String(format: "%.2f", 100 / Double(max(prompts.count, 1)))
        for prompt in prompts {
            let response = "response_" + StableID.hex(q.id + "\u{1F}" + prompt.id)
            responses.append(
                XMLTree(
                    "response_lid", [("ident", response)],
                    [
                        XMLTree(
                            "material",
                            [XMLTree("mattext", [("texttype", "text/plain")], text: prompt.text)]),
                        XMLTree("render_choice", labels),
                    ]))
            if let index = options.firstIndex(of: prompt.right) {
                scoring.append(
                    condition(
                        [equal(response, optionIDs[index])], score: share, action: "Add",
                        continues: true))
            }
        }
        return (responses, scoring)
    }
}
