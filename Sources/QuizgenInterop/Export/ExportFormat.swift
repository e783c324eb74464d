/// A format `quizgen export` writes.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
    /// QTI 1.2 as Canvas imports it: a zip with `imsmanifest.xml`, the assessment and its meta.
    case qti12
    /// QTI 2.1 content package: an `assessmentTest` and one `assessmentItem` per question.
    case qti21
    /// Moodle XML, with categories and images as base64.
    case moodleXML = "moodle-xml"
    /// Moodle's GIFT text format.
    case gift

    /// The file extension of the output (`zip`, `xml`, `gift.txt`).
    public var fileExtension: String {
        switch self {
        case .qti12: "qti.zip"
        case .qti21: "qti21.zip"
        case .moodleXML: "moodle.xml"
        case .gift: "gift.txt"
        }
    }
}
