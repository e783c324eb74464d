import QuizgenCore

/// Reads `marks.yaml`: examinee → question id → points.
///
/// ```yaml
/// Ana Müller:
///   delta-essay: 2.5
/// ```
enum ManualMarksReader {
    static func read(_ source: SourceText, into diagnostics: inout Diagnostics) -> [ManualMark] {
        guard
            let root = StructuredTextParser.parse(
                source.text, path: source.path, into: &diagnostics)
        else { return [] }
        guard let examinees = root.entries else {
            diagnostics.error(
                "schema.type",
                "marks must be a mapping of examinees to {question id: points}, found \(root.kindDescription)",
                at: root.location)
            return []
        }
        var marks: [ManualMark] = []
        for examinee in examinees {
            guard let questions = examinee.value.entries else {
                diagnostics.error(
                    "schema.type",
                    "the marks of '\(examinee.key)' must map question ids to points, found \(examinee.value.kindDescription)",
                    at: examinee.value.location)
                continue
            }
            for question in questions {
                guard let points = question.value.double, points.isFinite else {
                    diagnostics.error(
                        "schema.type",
                        "the mark for '\(question.key)' must be a number, found '\(question.value.string ?? question.value.kindDescription)'",
                        at: question.value.location)
                    continue
                }
                marks.append(
                    ManualMark(
                        examinee: examinee.key, questionID: question.key, points: points,
                        location: question.value.location))
            }
        }
        return marks
    }
}
