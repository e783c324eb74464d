import Foundation
import QuizgenCore

/// Writes a QTI 1.2 package as Canvas imports it and text2qti writes it: `imsmanifest.xml`, and
/// in a folder named after the assessment its `assessment_meta.xml` (Canvas's quiz settings)
/// and the `questestinterop` assessment; images under `web_resources/`, linked as
/// `$IMS-CC-FILEBASE$/…`.
struct QTI12Writer {
    static let abilities = ExportAbilities(
        name: "QTI 1.2 (Canvas)", timeLimit: true, shuffleChoices: true, matching: [.partial],
        ordering: [.partial],
        multipleRule: "Canvas scores multiple answers with its own partial credit")
    static let filesFolder = "web_resources/quizgen/"

    let root: URL

    /// The package's files by path, and how many questions were written.
    func write(_ source: ExportSource, into diagnostics: inout Diagnostics) -> (
        files: [(String, Data)], exported: Int
    ) {
        Self.abilities.examWarnings(source, into: &diagnostics)
        if let seconds = source.exam?.timeLimitSeconds, seconds % 60 != 0 {
            diagnostics.warning(
                "export.lost",
                "QTI 1.2 (Canvas) cannot express a time limit in seconds; it becomes \(seconds / 60 + 1) minutes",
                at: source.location)
        }
        let aid = StableID.make("quizgen_assessment", source.identifier)
        var items = QTI12Items(media: ExportMedia(root: root), source: source)
        var xmlItems: [XMLTree] = []
        for entry in source.questions {
            if let item = items.item(entry, into: &diagnostics) { xmlItems.append(item) }
        }
        let total = source.questions.filter { q in
            xmlItems.contains { $0.attributes.first?.1 == QTI12Items.ident(q.question) }
        }
        .reduce(0) { $0 + $1.weight }
        let assessment = XMLTree(
            "questestinterop",
            [
                ("xmlns", "http://www.imsglobal.org/xsd/ims_qtiasiv1p2"),
                ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
                (
                    "xsi:schemaLocation",
                    "http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd"
                ),
            ],
            [
                XMLTree(
                    "assessment", [("ident", aid), ("title", source.title)],
                    [
                        XMLTree("qtimetadata", [QTI12Items.field("cc_maxattempts", "1")]),
                        XMLTree("section", [("ident", "root_section")], xmlItems),
                    ])
            ])
        var files: [(String, Data)] = [
            ("\(aid)/\(aid).xml", Data(assessment.document.utf8)),
            (
                "\(aid)/assessment_meta.xml",
                Data(meta(source, aid: aid, points: total).document.utf8)
            ),
        ]
        let media = items.media.orderedFiles
        files += media.map { (Self.filesFolder + $0.name, $0.data) }
        files.insert(
            ("imsmanifest.xml", Data(manifest(aid: aid, media: media.map(\.name)).document.utf8)),
            at: 0)
        // text2qti's packages carry this empty folder too (Canvas's own exports put non-CC quizzes
        // there).
        files.append(("non_cc_assessments/", Data()))
        return (files, xmlItems.count)
    }

    func manifest(aid: String, media: [String]) -> XMLTree {
        let dependency = aid.replacingOccurrences(
            of: "quizgen_assessment", with: "quizgen_dependency")
        var resources = [
            XMLTree(
                "resource", [("identifier", aid), ("type", "imsqti_xmlv1p2")],
                [
                    XMLTree("file", [("href", "\(aid)/\(aid).xml")]),
                    XMLTree("dependency", [("identifierref", dependency)]),
                ]),
            XMLTree(
                "resource",
                [
                    ("identifier", dependency),
                    ("type", "associatedcontent/imscc_xmlv1p1/learning-application-resource"),
                    ("href", "\(aid)/assessment_meta.xml"),
                ],
                [XMLTree("file", [("href", "\(aid)/assessment_meta.xml")])]),
        ]
        for name in media {
            let path = Self.filesFolder + name
            resources.append(
                XMLTree(
                    "resource",
                    [
                        ("identifier", StableID.make("quizgen_file", name)), ("type", "webcontent"),
                        ("href", path),
                    ],
                    [
                        XMLTree("file", [("href", path)])
                    ]))
        }
        return XMLTree(
            "manifest",
            [
                ("identifier", StableID.make("quizgen_manifest", aid)),
                ("xmlns", "http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1"),
                ("xmlns:lom", "http://ltsc.ieee.org/xsd/imsccv1p1/LOM/resource"),
                ("xmlns:imsmd", "http://www.imsglobal.org/xsd/imsmd_v1p2"),
                ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
                (
                    "xsi:schemaLocation",
                    "http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd http://ltsc.ieee.org/xsd/imsccv1p1/LOM/resource http://www.imsglobal.org/profile/cc/ccv1p1/LOM/ccv1p1_lomresource_v1p0.xsd http://www.imsglobal.org/xsd/imsmd_v1p2 http://www.imsglobal.org/xsd/imsmd_v1p2p2.xsd"
                ),
            ],
            [
                XMLTree(
                    "metadata",
                    [
                        XMLTree("schema", text: "IMS Content"),
                        XMLTree("schemaversion", text: "1.1.3"),
                        XMLTree(
                            "imsmd:lom",
                            [
                                XMLTree(
                                    "imsmd:general",
                                    [
                                        XMLTree(
                                            "imsmd:title",
                                            [
                                                XMLTree(
                                                    "imsmd:string",
                                                    text: "QTI assessment generated by quizgen")
                                            ])
                                    ]),
                                XMLTree(
                                    "imsmd:lifeCycle",
                                    [
                                        XMLTree(
                                            "imsmd:contribute",
                                            [
                                                XMLTree(
                                                    "imsmd:date",
                                                    [XMLTree("imsmd:dateTime", text: "2026-01-01")])
                                            ])
                                    ]),
                                XMLTree(
                                    "imsmd:rights",
                                    [
                                        XMLTree(
                                            "imsmd:copyrightAndOtherRestrictions",
                                            [XMLTree("imsmd:value", text: "yes")]),
                                        XMLTree(
                                            "imsmd:description",
                                            [
                                                XMLTree(
                                                    "imsmd:string",
                                                    text:
                                                        "Private (Copyrighted) - http://en.wikipedia.org/wiki/Copyright"
                                                )
                                            ]),
                                    ]),
                            ]),
                    ]),
                XMLTree("organizations"),
                XMLTree("resources", resources),
            ])
    }

    func meta(_ source: ExportSource, aid: String, points: Double) -> XMLTree {
        let exam = source.exam
        let intro = exam.map { $0.intro.isEmpty ? "" : MarkdownHTML.render($0.intro) } ?? ""
        let pointsText = String(format: "%.1f", points)
        func flag(_ name: String, _ value: Bool = false) -> XMLTree {
            XMLTree(name, text: value ? "true" : "false")
        }
        var quiz: [XMLTree] = [
            XMLTree("title", text: source.title), XMLTree("description", text: intro),
            flag("shuffle_answers", exam?.shuffleChoices ?? false),
            XMLTree("scoring_policy", text: "keep_highest"),
            XMLTree("hide_results", text: ""), XMLTree("quiz_type", text: "assignment"),
            XMLTree("points_possible", text: pointsText),
        ]
        if let seconds = exam?.timeLimitSeconds, seconds > 0 {
            quiz.append(
                XMLTree("time_limit", text: String(Int((Double(seconds) / 60).rounded(.up)))))
        }
        quiz += [
            flag("require_lockdown_browser"), flag("require_lockdown_browser_for_results"),
            flag("require_lockdown_browser_monitor"),
            XMLTree("lockdown_browser_monitor_data"), flag("show_correct_answers", true),
            flag("anonymous_submissions"),
            flag("could_be_locked"), XMLTree("allowed_attempts", text: "1"),
            flag("one_question_at_a_time"), flag("cant_go_back"),
            flag("available"), flag("one_time_results"), flag("show_correct_answers_last_attempt"),
            flag("only_visible_to_overrides"),
            flag("module_locked"),
            XMLTree(
                "assignment",
                [
                    (
                        "identifier",
                        aid.replacingOccurrences(
                            of: "quizgen_assessment", with: "quizgen_assignment")
                    )
                ],
                [
                    XMLTree("title", text: source.title), XMLTree("due_at"), XMLTree("lock_at"),
                    XMLTree("unlock_at"), flag("module_locked"),
                    XMLTree("workflow_state", text: "unpublished"),
                    XMLTree("assignment_overrides", text: ""),
                    XMLTree("quiz_identifierref", text: aid),
                    XMLTree("allowed_extensions", text: ""), flag("has_group_category"),
                    XMLTree("points_possible", text: pointsText),
                    XMLTree("grading_type", text: "points"), flag("all_day"),
                    XMLTree("submission_types", text: "online_quiz"),
                    XMLTree("position", text: "1"), flag("turnitin_enabled"),
                    flag("vericite_enabled"), XMLTree("peer_review_count", text: "0"),
                    flag("peer_reviews"), flag("automatic_peer_reviews"),
                    flag("anonymous_peer_reviews"), flag("grade_group_students_individually"),
                    flag("freeze_on_copy"),
                    flag("omit_from_final_grade"), flag("intra_group_peer_reviews"),
                    flag("only_visible_to_overrides"), flag("post_to_sis"),
                    flag("moderated_grading"), XMLTree("grader_count", text: "0"),
                    flag("grader_comments_visible_to_graders", true),
                    flag("anonymous_grading"), flag("graders_anonymous_to_graders"),
                    flag("grader_names_visible_to_final_grader", true),
                    flag("anonymous_instructor_annotations"),
                    XMLTree("post_policy", [flag("post_manually")]),
                ]),
            XMLTree(
                "assignment_group_identifierref",
                text: aid.replacingOccurrences(
                    of: "quizgen_assessment", with: "quizgen_assignment-group")),
            XMLTree("assignment_overrides", text: ""),
        ]
        return XMLTree(
            "quiz",
            [
                ("identifier", aid), ("xmlns", "http://canvas.instructure.com/xsd/cccv1p0"),
                ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
                (
                    "xsi:schemaLocation",
                    "http://canvas.instructure.com/xsd/cccv1p0 https://canvas.instructure.com/xsd/cccv1p0.xsd"
                ),
            ],
            quiz)
    }
}
