import Foundation

/// One answer inside a GIFT `{…}` block: its marker, weight, text and feedback.
struct GIFTAnswer: Sendable, Hashable {
    /// `=` (correct, or a matching pair / numeric answer) or `~` (wrong, or weighted).
    var marker: Character
    /// The `%50%` weight in percent, if written.
    var weight: Double?
    /// The answer's tokens (without marker, weight and feedback).
    var body: [GIFTToken]
    /// The `#feedback` tokens, if any.
    var feedback: [GIFTToken]?
    /// Where the marker is.
    var line: Int
    var column: Int

    /// Whether the answer counts as correct: `=`, or a positive weight.
    var isCorrect: Bool {
        if let weight { return weight > 0 }
        return marker == "="
    }

    /// Splits the inside of a block into answers at every unescaped `=` or `~` (a `=` inside a
    /// matching `->` pair's right side does not start an answer because GIFT requires it escaped).
    static func split(_ tokens: [GIFTToken]) -> [GIFTAnswer] {
        var answers: [GIFTAnswer] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard !token.escaped, token.character == "=" || token.character == "~" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < tokens.count {
                let next = tokens[end]
                if !next.escaped, next.character == "=" || next.character == "~" {
                    // `->` never contains them; a `=` right after `-` would be odd, so split.
                    break
                }
                end += 1
            }
            var body = Array(tokens[(index + 1)..<end])
            var weight: Double?
            let leading = body.trimmed
            if leading.first?.character == "%", !(leading.first?.escaped ?? true),
                let close = leading.find("%", from: 1)
            {
                weight = Double(Array(leading[1..<close]).text.trimmingCharacters(in: .whitespaces))
                body = Array(leading[(close + 1)...])
            }
            var feedback: [GIFTToken]?
            if let hash = body.find("#") {
                feedback = Array(body[(hash + 1)...]).trimmed
                body = Array(body[..<hash])
            }
            answers.append(
                GIFTAnswer(
                    marker: token.character, weight: weight, body: body.trimmed, feedback: feedback,
                    line: token.line, column: token.column))
            index = end
        }
        return answers
    }
}
