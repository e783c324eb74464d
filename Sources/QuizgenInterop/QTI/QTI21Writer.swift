import Foundation
import QuizgenCore

/// Writes a QTI 2.1 content package: `imsmanifest.xml`, an `assessmentTest` (`assessment.xml`)
/// and one `assessmentItem` per question under `items/`, images under `media/`.
///
/// Every item declares `SCORE` and `MAXSCORE`; its response processing sets `SCORE` to the
/// question's weight (or the weighted share for partial credit), and the test sums them.
struct QTI21Writer {
    static let abilities = ExportAbilities(
        name: "QTI 2.1", timeLimit: true, shuffleQuestions: true, shuffleChoices: true,
        matching: [.allOrNothing, .partial],
        ordering: [.allOrNothing],
        multipleRule:
            "the package gives each right choice weight/right and each wrong one -weight/wrong, at least 0",
        multipleAllOrNothing: true)
    static let namespace = "http://www.imsglobal.org/xsd/imsqti_v2p1"
    static let schemaLocation =
        "http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1p1.xsd"

    let root: URL

    func write(_ source: ExportSource, into diagnostics: inout Diagnostics) -> (
        files: [(String, Data)], exported: Int
    ) {
        Self.abilities.examWarnings(source, into: &diagnostics)
        var items = QTI21Items(media: ExportMedia(root: root), source: source)
        var written: [(id: String, path: String, xml: XMLTree, media: [String])] = []
        for entry in source.questions {
            guard let (xml, media) = items.item(entry, into: &diagnostics) else { continue }
            let id = QTI21Items.identifier(entry.question)
            written.append((id, "items/\(id).xml", xml, media))
        }
        var testChildren = [
            XMLTree(
                "outcomeDeclaration",
                [("identifier", "SCORE"), ("cardinality", "single"), ("baseType", "float")],
                [
                    XMLTree("defaultValue", [XMLTree("value", text: "0")])
                ]),
            XMLTree(
                "outcomeDeclaration",
                [("identifier", "MAXSCORE"), ("cardinality", "single"), ("baseType", "float")],
                [
                    XMLTree("defaultValue", [XMLTree("value", text: "0")])
                ]),
        ]
        if let seconds = source.exam?.timeLimitSeconds, seconds > 0 {
            testChildren.append(XMLTree("timeLimits", [("maxTime", String(seconds))]))
        }
        var section: [XMLTree] = []
        if source.exam?.shuffleQuestions == true {
            section.append(XMLTree("ordering", [("shuffle", "true")]))
        }
        section += written.map {
            XMLTree("assessmentItemRef", [("identifier", $0.id), ("href", $0.path)])
        }
        testChildren.append(
            XMLTree(
                "testPart",
                [
                    ("identifier", "part1"), ("navigationMode", "nonlinear"),
                    ("submissionMode", "simultaneous"),
                ],
                [
                    XMLTree(
                        "assessmentSection",
                        [("identifier", "section1"), ("title", source.title), ("visible", "true")],
                        section)
                ]))
        testChildren.append(
            XMLTree(
                "outcomeProcessing",
                ["SCORE", "MAXSCORE"].map { name in
                    XMLTree(
                        "setOutcomeValue", [("identifier", name)],
                        [XMLTree("sum", [XMLTree("testVariables", [("variableIdentifier", name)])])]
                    )
                }))
        let testID = "test_" + StableID.hex(source.identifier)
        let test = XMLTree(
            "assessmentTest",
            [
                ("xmlns", Self.namespace),
                ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
                ("xsi:schemaLocation", Self.schemaLocation),
                ("identifier", testID), ("title", source.title),
            ],
            testChildren)
        var files: [(String, Data)] = [("assessment.xml", Data(test.document.utf8))]
        files += written.map { ($0.path, Data($0.xml.document.utf8)) }
        files += items.media.orderedFiles.map { ("media/" + $0.name, $0.data) }
        var resources = [
            XMLTree(
                "resource",
                [
                    ("identifier", testID), ("type", "imsqti_test_xmlv2p1"),
                    ("href", "assessment.xml"),
                ],
                [XMLTree("file", [("href", "assessment.xml")])]
                    + written.map { XMLTree("dependency", [("identifierref", $0.id)]) })
        ]
        for item in written {
            resources.append(
                XMLTree(
                    "resource",
                    [
                        ("identifier", item.id), ("type", "imsqti_item_xmlv2p1"),
                        ("href", item.path),
                    ],
                    [XMLTree("file", [("href", item.path)])]
                        + Set(item.media).sorted().map {
                            XMLTree("file", [("href", "media/" + $0)])
                        }))
        }
        let manifest = XMLTree(
            "manifest",
            [
                ("xmlns", "http://www.imsglobal.org/xsd/imscp_v1p1"),
                ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
                (
                    "xsi:schemaLocation",
                    "http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd"
                ),
                ("identifier", "manifest_" + StableID.hex(source.identifier)),
            ],
            [
                XMLTree(
                    "metadata",
                    [
                        XMLTree("schema", text: "QTIv2.1 Package"),
                        XMLTree("schemaversion", text: "1.0.0"),
                    ]),
                XMLTree("organizations"),
                XMLTree("resources", resources),
            ])
        files.insert(("imsmanifest.xml", Data(manifest.document.utf8)), at: 0)
        return (files, written.count)
    }
}
