import Foundation
import QuizgenCore

/// A Moodle cloze (embedded answers) question as fill-in-the-blank text.
///
/// Each `{weight:TYPE:answers}` in the text becomes a `[[…]]` blank: MULTICHOICE variants a
/// choice blank, SHORTANSWER variants (and NUMERICAL without tolerance) a short-answer blank.
/// MULTIRESPONSE and NUMERICAL with a tolerance have no blank form, so such a question is not
/// imported; neither is one Moodle itself rejects.
struct MoodleCloze {
    let question: MoodleQuestion

    /// One `{…}` sub-question found in the text.
    struct Part {
        var range: Range<String.Index>
        var weight: Double
        var type: String
        var answers: String?
        var line: Int
        var column: Int
    }

    static let choiceTypes: Set<String> = [
        "MULTICHOICE", "MC", "MULTICHOICE_H", "MCH", "MULTICHOICE_V", "MCV", "MULTICHOICE_S", "MCS",
        "MULTICHOICE_HS", "MCHS", "MULTICHOICE_VS", "MCVS",
    ]
    static let responseTypes: Set<String> = [
        "MULTIRESPONSE", "MR", "MULTIRESPONSE_H", "MRH", "MULTIRESPONSE_S", "MRS",
        "MULTIRESPONSE_HS", "MRHS",
    ]
    static let shortTypes: Set<String> = ["SHORTANSWER", "SA", "MW", "SHORTANSWER_C", "SAC", "MWC"]
    static let numericTypes: Set<String> = ["NUMERICAL", "NM"]

    /// The Markdown text with blanks, or `nil` when the question was reported as not imported.
    func build(into result: inout ImportResult) -> String? {
        let holder = question.element.child("questiontext")
        let textElement = holder?.child("text")
        let source = textElement?.text ?? ""
        let parts = Self.parts(in: source, element: textElement)
        let name = question.name
        guard !parts.isEmpty else {
            result.skip(
                "moodle.cloze",
                "question '\(name)': a cloze question needs at least one sub-question such as {1:SHORTANSWER:=answer}; not imported",
                at: question.location)
            return nil
        }
        var blanks: [String] = []
        for (index, part) in parts.enumerated() {
            let at = SourceLocation(
                path: question.reader.path, line: part.line, column: part.column)
            let label =
                "sub-question \(index + 1) ({\(NumberText.format(part.weight)):\(part.type)…})"
            guard let blank = blank(part, label: label, at: at, into: &result) else { return nil }
            blanks.append(blank)
        }
        var marked = ""
        var copied = source.startIndex
        for (index, part) in parts.enumerated() {
            marked += source[copied..<part.range.lowerBound]
            marked += BlankMarkup.marker(index)
            copied = part.range.upperBound
        }
        marked += source[copied...]
        let text = result.markdown(
            marked, format: MoodleXMLReader.format(holder), media: question.media, question: name,
            at: question.location)
        return BlankMarkup.fill(text, with: blanks)
    }

    private func blank(
        _ part: Part, label: String, at: SourceLocation, into result: inout ImportResult
    ) -> String? {
        let name = question.name
        let type = part.type
        guard let raw = part.answers, !raw.isEmpty else {
            result.skip(
                "moodle.cloze", "question '\(name)': \(label) has no answers; not imported", at: at)
            return nil
        }
        let answers = Self.answers(raw)
        if Self.responseTypes.contains(type) {
            result.skip(
                "moodle.cloze",
                "question '\(name)': \(label) lets the student tick several answers, which a blank cannot; not imported",
                at: at)
            return nil
        }
        if Self.choiceTypes.contains(type), answers.count < 2 {
            result.skip(
                "moodle.cloze", "question '\(name)': \(label) has only one choice; not imported",
                at: at)
            return nil
        }
        guard answers.contains(where: { $0.fraction >= 100 - 0.0001 }) else {
            result.skip(
                "moodle.cloze",
                "question '\(name)': \(label) has no answer worth 100%; not imported", at: at)
            return nil
        }
        var lost: [String] = []
        if answers.contains(where: { $0.feedback != nil }) { lost.append("answer feedback") }
        let partial = answers.filter { $0.fraction > 0 && $0.fraction < 100 - 0.0001 }
        if !partial.isEmpty {
            lost.append(
                "partial credit (\(partial.map { NumberText.format($0.fraction) + "%" }.joined(separator: ", ")))"
            )
        }
        var blank: String
        if Self.choiceTypes.contains(type) {
            blank = BlankMarkup.choice(
                answers.map {
                    (text: BlankMarkup.plain(html: $0.text), correct: $0.fraction >= 100 - 0.0001)
                }, weight: part.weight)
            if type.hasSuffix("S") { lost.append("shuffled choices") }
        } else if Self.shortTypes.contains(type) || Self.numericTypes.contains(type) {
            var accepted: [String] = []
            for answer in answers where answer.fraction >= 100 - 0.0001 {
                let plain = HTMLTree.plainText(HTMLTree.parse(answer.text)).trimmingCharacters(
                    in: .whitespacesAndNewlines)
                if Self.numericTypes.contains(type) {
                    let pieces = plain.split(separator: ":", omittingEmptySubsequences: false).map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }
                    guard let value = pieces.first, Double(value) != nil, pieces.count <= 2 else {
                        result.skip(
                            "moodle.cloze",
                            "question '\(name)': \(label): '\(plain)' is not a number; not imported",
                            at: at)
                        return nil
                    }
                    if pieces.count == 2, let tolerance = Double(pieces[1]), tolerance != 0 {
                        result.skip(
                            "moodle.cloze",
                            "question '\(name)': \(label) accepts \(value) ± \(pieces[1]), which a blank cannot; not imported",
                            at: at)
                        return nil
                    }
                    accepted.append(value)
                } else if plain.contains("*") {
                    lost.append("the wildcard answer '\(plain)'")
                } else {
                    accepted.append(plain)
                }
            }
            for answer in answers
            where answer.fraction <= 0 && answer.text != "*" && Self.numericTypes.contains(type) {
                let plain = answer.text.split(separator: ":").first.map(String.init) ?? answer.text
                if Double(plain.trimmingCharacters(in: .whitespaces)) == nil {
                    result.skip(
                        "moodle.cloze",
                        "question '\(name)': \(label): '\(answer.text)' is not a number; not imported",
                        at: at)
                    return nil
                }
            }
            guard !accepted.isEmpty else {
                result.skip(
                    "moodle.cloze",
                    "question '\(name)': \(label) has no answer a blank can match exactly; not imported",
                    at: at)
                return nil
            }
            if type.hasSuffix("_C") || type == "SAC" || type == "MWC" {
                lost.append("case-sensitive matching")
            }
            if Self.numericTypes.contains(type) {
                lost.append("numeric comparison (the number is matched as text)")
            }
            blank = BlankMarkup.text(accepted, weight: part.weight)
        } else {
            result.skip(
                "moodle.cloze",
                "question '\(name)': \(label): unknown sub-question type '\(type)'; not imported",
                at: at)
            return nil
        }
        if !lost.isEmpty {
            result.lose(
                "moodle.cloze",
                "question '\(name)': \(label): \(lost.joined(separator: ", ")) not kept", at: at)
        }
        return blank
    }

    /// The answers of a sub-question: `%50%text#feedback~=text`.
    static func answers(_ raw: String) -> [(fraction: Double, text: String, feedback: String?)] {
        var pieces: [String] = []
        var current = ""
        var escaped = false
        for character in raw {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "~" {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces.map { piece in
            var body = Substring(piece)
            var fraction = 0.0
            if body.hasPrefix("=") {
                fraction = 100
                body = body.dropFirst()
            } else if body.hasPrefix("%"), let close = body.dropFirst().firstIndex(of: "%") {
                fraction = Double(body[body.index(after: body.startIndex)..<close]) ?? 0
                body = body[body.index(after: close)...]
            }
            var feedback: String?
            if let hash = body.firstIndex(of: "#") {
                feedback = String(body[body.index(after: hash)...])
                body = body[..<hash]
            }
            return (fraction, String(body), feedback)
        }
    }

    /// The `{n:TYPE:…}` sub-questions of `text`, with their lines and columns in the file.
    static func parts(in text: String, element: SourceXMLElement?) -> [Part] {
        var parts: [Part] = []
        var index = text.startIndex
        // Where the text up to `counted` ends: its line breaks and the characters since the
        // last one (or since the start), kept as the scan goes so each part costs only the text
        // before it that no earlier part counted.
        var counted = text.startIndex
        var newlines = 0
        var sinceNewline = 0
        while let open = text[index...].firstIndex(of: "{") {
            var cursor = text.index(after: open)
            let digits = text[cursor...].prefix { $0.isNumber || $0 == "." }
            cursor = text.index(cursor, offsetBy: digits.count)
            guard cursor < text.endIndex, text[cursor] == ":" else {
                index = text.index(after: open)
                continue
            }
            cursor = text.index(after: cursor)
            let type = text[cursor...].prefix { ($0.isUppercase && $0.isASCII) || $0 == "_" }
            guard !type.isEmpty else {
                index = text.index(after: open)
                continue
            }
            cursor = text.index(cursor, offsetBy: type.count)
            var answers: String?
            var end = cursor
            if cursor < text.endIndex, text[cursor] == ":" {
                var scan = text.index(after: cursor)
                var escaped = false
                while scan < text.endIndex {
                    let character = text[scan]
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "}" {
                        break
                    }
                    scan = text.index(after: scan)
                }
                guard scan < text.endIndex else { break }
                answers = String(text[text.index(after: cursor)..<scan])
                end = scan
            } else if cursor < text.endIndex, text[cursor] == "}" {
                end = cursor
            } else {
                index = text.index(after: open)
                continue
            }
            for character in text[counted..<open] {
                if character == "\n" {
                    newlines += 1
                    sinceNewline = 0
                } else {
                    sinceNewline += 1
                }
            }
            counted = open
            let line = (element?.contentLine ?? 0) + newlines
            let column: Int
            if newlines == 0 {
                column =
                    (element?.contentColumn ?? 0) + 1
                    + ((element?.startsWithCDATA ?? false) ? 9 : 0) + sinceNewline
            } else {
                column = sinceNewline + 1
            }
            parts.append(
                Part(
                    range: open..<text.index(after: end),
                    weight: Double(digits).flatMap { $0 > 0 ? $0 : nil } ?? 1, type: String(type),
                    answers: answers, line: line, column: column))
            index = text.index(after: end)
        }
        return parts
    }
}
