import Foundation

/// A quiz format that `quizgen import` reads.
public enum InteropFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Moodle's GIFT text format.
    case gift
    /// The Aiken format (options `A.`/`A)`, `ANSWER: X`).
    case aiken
    /// Moodle XML (`<quiz>`).
    case moodleXML = "moodle-xml"
    /// text2qti's plain-text quiz format.
    case text2qti
    /// QTI 1.2 (Canvas, text2qti) or 2.1 (items, tests), as XML or a zip package.
    case qti

    /// Guesses the format from the file name and its first bytes.
    ///
    /// - Parameters:
    ///   - name: The file name.
    ///   - data: The file's bytes.
    /// - Returns: The format, or `nil` when nothing fits.
    public static func detect(name: String, data: Data) -> InteropFormat? {
        let lower = name.lowercased()
        if lower.hasSuffix(".zip") { return .qti }
        if lower.hasSuffix(".gift") || lower.hasSuffix(".gift.txt") { return .gift }
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        if lower.hasSuffix(".xml") || head.hasPrefix("<?xml") || head.hasPrefix("<") {
            if head.contains("<quiz") { return .moodleXML }
            if head.contains("questestinterop") || head.contains("assessmentItem")
                || head.contains("assessmentTest")
            {
                return .qti
            }
            return lower.hasSuffix(".xml") ? .moodleXML : nil
        }
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if lines.contains(where: { $0.hasPrefix("ANSWER:") }) { return .aiken }
        let text2qtiStarts = ["Quiz title:", "Title:", "Points:"]
        if lines.contains(where: { line in text2qtiStarts.contains { line.hasPrefix($0) } })
            || lines.contains(where: Text2QTILine.isQuestionStart)
        {
            return .text2qti
        }
        if text.contains("{") { return .gift }
        return nil
    }
}
