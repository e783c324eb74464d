import Foundation
import QuizgenCore

/// The `assessmentItem` of each question in a QTI 2.1 package, with response processing per
/// type and the weight as the `SCORE` a right answer sets.
struct QTI21Items {
    var media: ExportMedia
    let source: ExportSource

    /// The item identifier (an NCName) of a question.
    static func identifier(_ q: Question) -> String {
        let safe = q.id.unicodeScalars.map {
            ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
                && $0.isASCII ? Character($0) : "_"
        }
        return "item_" + String(safe)
    }

    static func value(_ text: String) -> XMLTree { XMLTree("value", text: text) }
    static func float(_ value: Double) -> XMLTree {
        XMLTree("baseValue", [("baseType", "float")], text: NumberText.format(value))
    }
    static func setScore(_ expression: XMLTree) -> XMLTree {
        XMLTree("setOutcomeValue", [("identifier", "SCORE")], [expression])
    }
    static func declaration(
        _ id: String, cardinality: String, baseType: String, _ children: [XMLTree] = []
    ) -> XMLTree {
        XMLTree(
            "responseDeclaration",
            [("identifier", id), ("cardinality", cardinality), ("baseType", baseType)], children)
    }
    static func correct(_ values: [String]) -> XMLTree {
        XMLTree("correctResponse", values.map(value))
    }
    static func mapping(
        _ entries: [(String, Double)], lower: Double? = nil, upper: Double? = nil,
        caseSensitive: Bool? = nil
    ) -> XMLTree {
        var attributes = [("defaultValue", "0")]
        if let lower { attributes.append(("lowerBound", NumberText.format(lower))) }
        if let upper { attributes.append(("upperBound", NumberText.format(upper))) }
        return XMLTree(
            "mapping", attributes,
            entries.map { key, value in
                var a = [("mapKey", key), ("mappedValue", NumberText.format(value))]
                if let caseSensitive { a.append(("caseSensitive", String(caseSensitive))) }
                return XMLTree("mapEntry", a)
            })
    }
    /// The `RESPONSE` declaration's children for `correct` values, and its scoring appended to
    /// `processing`: through `partial` when given (each value's share, between 0 and `weight`),
    /// all or nothing otherwise.
    static func scoring(
        correct values: [String], partial: [(String, Double)]?, weight: Double,
        processing: inout [XMLTree]
    ) -> [XMLTree] {
        guard let partial else {
            processing.append(matchCorrect(weight))
            return [correct(values)]
        }
        processing.append(setScore(XMLTree("mapResponse", [("identifier", "RESPONSE")])))
        return [correct(values), mapping(partial, lower: 0, upper: weight)]
    }
    /// `if RESPONSE matches its correct response, SCORE = weight`.
    static func matchCorrect(_ weight: Double, response: String = "RESPONSE") -> XMLTree {
        XMLTree(
            "responseCondition",
            [
                XMLTree(
                    "responseIf",
                    [
                        XMLTree(
                            "match",
                            [
                                XMLTree("variable", [("identifier", response)]),
                                XMLTree("correct", [("identifier", response)]),
                            ]),
                        setScore(float(weight)),
                    ])
            ])
    }

    mutating func html(
        _ markdown: String, _ q: Question, at: SourceLocation, names: inout [String],
        into diagnostics: inout Diagnostics
    ) -> String {
        let rendered = media.html(
            markdown, of: q, reference: { "../media/" + $0 }, at: at, into: &diagnostics)
        names += rendered.names
        return rendered.html
    }

    /// The item of one question and the media files it uses.
    mutating func item(_ entry: ExamQuestion, into diagnostics: inout Diagnostics) -> (
        XMLTree, [String]
    )? {
        let q = entry.question
        let w = entry.weight
        let at = source.location(of: q)
        var names: [String] = []
        var declarations: [XMLTree] = []
        var body = html(q.text, q, at: at, names: &names, into: &diagnostics)
        var processing: [XMLTree] = []
        let shuffle = String(source.exam?.shuffleChoices ?? false)
        let grading = source.exam?.grading ?? ExamGrading()
        func choiceID(_ id: String) -> String { "choice_" + id }
        switch q.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            var single = false
            if case .singleChoice = q.kind { single = true }
            if choices.contains(where: { $0.feedback != nil }) {
                diagnostics.warning(
                    "export.lost",
                    "question '\(q.id)': the QTI 2.1 export does not carry feedback on choices",
                    at: at)
            }
            let right = choices.filter(\.correct)
            let wrong = max(choices.count - right.count, 1)
            let declaration = Self.scoring(
                correct: right.map { choiceID($0.id) },
                partial: !single && grading.multiple == .partial
                    ? choices.map {
                        (
                            choiceID($0.id),
                            $0.correct ? w / Double(max(right.count, 1)) : -w / Double(wrong)
                        )
                    } : nil,
                weight: w, processing: &processing)
            declarations.append(
                Self.declaration(
                    "RESPONSE", cardinality: single ? "single" : "multiple", baseType: "identifier",
                    declaration))
            var simple: [XMLTree] = []
            for c in choices {
                var attributes = [("identifier", choiceID(c.id))]
                if c.fixed { attributes.append(("fixed", "true")) }
                simple.append(
                    XMLTree(
                        "simpleChoice", attributes,
                        raw: html(c.text, q, at: at, names: &names, into: &diagnostics)))
            }
            body += XMLTree(
                "choiceInteraction",
                [
                    ("responseIdentifier", "RESPONSE"), ("shuffle", shuffle),
                    ("maxChoices", single ? "1" : "0"),
                ], simple
            ).render()
        case .trueFalse(let value):
            declarations.append(
                Self.declaration(
                    "RESPONSE", cardinality: "single", baseType: "identifier",
                    [Self.correct([value ? "true" : "false"])]))
            processing.append(Self.matchCorrect(w))
            body += XMLTree(
                "choiceInteraction",
                [("responseIdentifier", "RESPONSE"), ("shuffle", "false"), ("maxChoices", "1")],
                [
                    XMLTree("simpleChoice", [("identifier", "true")], text: "True"),
                    XMLTree("simpleChoice", [("identifier", "false")], text: "False"),
                ]
            ).render()
        case .shortAnswer(let key):
            declarations.append(
                Self.declaration(
                    "RESPONSE", cardinality: "single", baseType: "string",
                    [
                        Self.correct([key.accepted[0]]),
                        Self.mapping(
                            key.accepted.map { ($0, w) }, upper: w, caseSensitive: key.caseSensitive
                        ),
                    ]))
            processing.append(Self.setScore(XMLTree("mapResponse", [("identifier", "RESPONSE")])))
            body += Self.textEntry(expectedLength: 20)
        case .numeric(let key):
            declarations.append(
                Self.declaration(
                    "RESPONSE", cardinality: "single", baseType: "float",
                    [Self.correct([NumberText.format((key.minimum + key.maximum) / 2)])]))
            processing.append(
                XMLTree(
                    "responseCondition",
                    [
                        XMLTree(
                            "responseIf",
                            [
                                XMLTree(
                                    "and",
                                    [
                                        XMLTree(
                                            "gte",
                                            [
                                                XMLTree("variable", [("identifier", "RESPONSE")]),
                                                Self.float(key.minimum),
                                            ]),
                                        XMLTree(
                                            "lte",
                                            [
                                                XMLTree("variable", [("identifier", "RESPONSE")]),
                                                Self.float(key.maximum),
                                            ]),
                                    ]),
                                Self.setScore(Self.float(w)),
                            ])
                    ]))
            body += Self.textEntry(expectedLength: 10)
        case .ordering(let items):
            declarations.append(
                Self.declaration(
                    "RESPONSE", cardinality: "ordered", baseType: "identifier",
                    [Self.correct(items.map { "item_" + $0.id })]))
            processing.append(Self.matchCorrect(w))
            let choices = items.sorted { $0.id < $1.id }.map {
                XMLTree(
                    "simpleChoice", [("identifier", "item_" + $0.id)],
                    raw: html($0.text, q, at: at, names: &names, into: &diagnostics))
            }
            body += XMLTree(
                "orderInteraction", [("responseIdentifier", "RESPONSE"), ("shuffle", "true")],
                choices
            ).render()
        case .matching(let pairs):
            let rights = Array(Set(pairs.map(\.right))).sorted()
            func rightID(_ text: String) -> String { "right_" + StableID.hex(text) }
            let correctPairs = pairs.map { "left_\($0.id) \(rightID($0.right))" }
            let declaration = Self.scoring(
                correct: correctPairs,
                partial: grading.matching == .partial
                    ? correctPairs.map { ($0, w / Double(max(pairs.count, 1))) } : nil,
                weight: w, processing: &processing)
            declarations.append(
                Self.declaration(
                    "RESPONSE", cardinality: "multiple", baseType: "directedPair", declaration))
            let lefts = pairs.map {
                XMLTree(
                    "simpleAssociableChoice", [("identifier", "left_" + $0.id), ("matchMax", "1")],
                    raw: html($0.left, q, at: at, names: &names, into: &diagnostics))
            }
            let rightChoices = rights.map {
                XMLTree(
                    "simpleAssociableChoice",
                    [("identifier", rightID($0)), ("matchMax", String(pairs.count))], text: $0)
            }
            body += XMLTree(
                "matchInteraction",
                [
                    ("responseIdentifier", "RESPONSE"), ("shuffle", "true"),
                    ("maxAssociations", String(pairs.count)),
                ],
                [
                    XMLTree("simpleMatchSet", lefts), XMLTree("simpleMatchSet", rightChoices),
                ]
            ).render()
        case .essay:
            declarations.append(
                Self.declaration("RESPONSE", cardinality: "single", baseType: "string"))
            body += XMLTree(
                "extendedTextInteraction",
                [("responseIdentifier", "RESPONSE"), ("expectedLines", "10")]
            ).render()
        case .blanks(let blanks):
            let total = blanks.reduce(0) { $0 + $1.weight }
            var parts: [XMLTree] = []
            for (index, blank) in blanks.enumerated() {
                let id = "RESPONSE_\(index + 1)"
                let share = w * blank.weight / max(total, .leastNonzeroMagnitude)
                switch blank.answer {
                case .text(let key):
                    declarations.append(
                        Self.declaration(
                            id, cardinality: "single", baseType: "string",
                            [
                                Self.correct([key.accepted[0]]),
                                Self.mapping(
                                    key.accepted.map { ($0, 1) }, upper: 1,
                                    caseSensitive: key.caseSensitive),
                            ]))
                case .choice(let options):
                    declarations.append(
                        Self.declaration(
                            id, cardinality: "single", baseType: "identifier",
                            [
                                Self.correct(options.filter(\.correct).prefix(1).map(\.id)),
                                Self.mapping(
                                    options.filter(\.correct).map { ($0.id, 1) }, upper: 1),
                            ]))
                }
                parts.append(
                    XMLTree(
                        "product",
                        [XMLTree("mapResponse", [("identifier", id)]), Self.float(share)]))
            }
            processing.append(Self.setScore(parts.count == 1 ? parts[0] : XMLTree("sum", parts)))
            body = BlankText.replacingBlanks(in: body) { number in
                guard number <= blanks.count else { return "" }
                let id = "RESPONSE_\(number)"
                switch blanks[number - 1].answer {
                case .text:
                    return XMLTree(
                        "textEntryInteraction",
                        [("responseIdentifier", id), ("expectedLength", "15")]
                    ).render().trimmingCharacters(in: .whitespacesAndNewlines)
                case .choice(let options):
                    let choices = options.sorted { $0.id < $1.id }.map {
                        XMLTree("inlineChoice", [("identifier", $0.id)], text: $0.text)
                    }
                    return XMLTree(
                        "inlineChoiceInteraction",
                        [("responseIdentifier", id), ("shuffle", "false")], choices
                    ).render().replacingOccurrences(of: "\n", with: "")
                }
            }
        }
        var outcomes = [
            XMLTree(
                "outcomeDeclaration",
                [("identifier", "SCORE"), ("cardinality", "single"), ("baseType", "float")],
                [XMLTree("defaultValue", [Self.value("0")])]),
            XMLTree(
                "outcomeDeclaration",
                [("identifier", "MAXSCORE"), ("cardinality", "single"), ("baseType", "float")],
                [XMLTree("defaultValue", [Self.value(NumberText.format(w))])]),
        ]
        var feedback: [XMLTree] = []
        if let explanation = q.explanation {
            outcomes.append(
                XMLTree(
                    "outcomeDeclaration",
                    [
                        ("identifier", "FEEDBACK"), ("cardinality", "single"),
                        ("baseType", "identifier"),
                    ]))
            processing.append(
                XMLTree(
                    "setOutcomeValue", [("identifier", "FEEDBACK")],
                    [XMLTree("baseValue", [("baseType", "identifier")], text: "general")]))
            feedback.append(
                XMLTree(
                    "modalFeedback",
                    [
                        ("outcomeIdentifier", "FEEDBACK"), ("identifier", "general"),
                        ("showHide", "show"),
                    ],
                    raw: html(explanation, q, at: at, names: &names, into: &diagnostics)))
        }
        var children = declarations + outcomes
        children.append(XMLTree("itemBody", raw: body))
        if !processing.isEmpty { children.append(XMLTree("responseProcessing", processing)) }
        children += feedback
        let item = XMLTree(
            "assessmentItem",
            [
                ("xmlns", QTI21Writer.namespace),
                ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
                ("xsi:schemaLocation", QTI21Writer.schemaLocation),
                ("identifier", Self.identifier(q)), ("title", q.id), ("adaptive", "false"),
                ("timeDependent", "false"),
            ],
            children)
        return (item, names)
    }

    /// A paragraph holding the text entry of the item's one response.
    static func textEntry(expectedLength: Int) -> String {
        "<p>"
            + XMLTree(
                "textEntryInteraction",
                [("responseIdentifier", "RESPONSE"), ("expectedLength", String(expectedLength))]
            ).render().trimmingCharacters(in: .whitespacesAndNewlines) + "</p>"
    }
}
