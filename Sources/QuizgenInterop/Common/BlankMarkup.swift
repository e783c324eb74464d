import QuizgenCore

/// Blanks in the bank syntax (`[[Vltava|Moldau]]`, `[[*Vltava|Elbe]]{weight=2}`), written by
/// `BlankText.markup(of:)` from plain-text answers.
enum BlankMarkup {
    /// A short-answer blank accepting `accepted`.
    static func text(_ accepted: [String], weight: Double = 1) -> String {
        BlankText.markup(
            of: Blank(
                answer: .text(ShortAnswerKey(accepted: accepted)), weight: weight,
                location: SourceLocation(path: "")))
    }

    /// A choice blank with `options` (text, correct) in order.
    static func choice(_ options: [(text: String, correct: Bool)], weight: Double = 1) -> String {
        let choices = options.enumerated().map { index, option in
            Choice(
                id: Choice.id(forIndex: index), text: option.text, correct: option.correct,
                location: SourceLocation(path: ""))
        }
        return BlankText.markup(
            of: Blank(answer: .choice(choices), weight: weight, location: SourceLocation(path: "")))
    }

    /// The plain text of an HTML answer, whitespace collapsed.
    static func plain(html: String) -> String {
        HTMLTree.plainText(HTMLTree.parse(html)).split(whereSeparator: { $0.isWhitespace }).joined(
            separator: " ")
    }

    /// The placeholder that stands for blank `index` while a question's text goes through the
    /// HTML-to-Markdown conversion: letters only, so no converter escapes or splits it.
    static func marker(_ index: Int) -> String { "QZGBLANK\(index)QZG" }

    /// `text` with every ``marker(_:)`` replaced by its blank, in one pass over the text (one
    /// search per blank took time in the text's length times the number of blanks).
    ///
    /// - Parameters:
    ///   - text: The converted text holding markers.
    ///   - blanks: The blanks' markup, by index; a marker without a blank is left as it is.
    /// - Returns: The text with its blanks.
    static func fill(_ text: String, with blanks: [String]) -> String {
        let prefix = Array("QZGBLANK".utf8)
        let suffix = Array("QZG".utf8)
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        var copied = 0
        while position + prefix.count < bytes.count {
            guard bytes[position] == prefix[0],
                bytes[position..<position + prefix.count].elementsEqual(prefix)
            else {
                position += 1
                continue
            }
            var cursor = position + prefix.count
            var index = 0
            let digitsStart = cursor
            while cursor < bytes.count, cursor - digitsStart < 9,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor])
            {
                index = index * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                cursor += 1
            }
            guard cursor > digitsStart, cursor + suffix.count <= bytes.count,
                bytes[cursor..<cursor + suffix.count].elementsEqual(suffix), index < blanks.count
            else {
                position += 1
                continue
            }
            output.append(contentsOf: bytes[copied..<position])
            output.append(contentsOf: blanks[index].utf8)
            position = cursor + suffix.count
            copied = position
        }
        output.append(contentsOf: bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }
}
