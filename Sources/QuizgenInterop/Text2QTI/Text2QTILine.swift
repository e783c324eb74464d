/// One top-level element of a text2qti file: its kind, its Markdown text and where it starts.
struct Text2QTILine: Sendable, Hashable {
    /// What a line at the outermost level starts.
    enum Kind: Sendable, Hashable {
        case quizTitle, quizDescription
        case quizOption(String)
        case title, points, textTitle, textRegion
        case group, pick, pointsPerQuestion, endGroup
        case question
        case generalFeedback, correctFeedback, incorrectFeedback
        case choice(correct: Bool, marker: String)
        case checkbox(correct: Bool)
        case numeric, short, essay, upload
        case fence(run: Bool)
        case unknown
    }

    var kind: Kind
    /// The text after the marker, with continuation lines (dedented) appended.
    var text: String
    /// 1-based line number.
    var line: Int
    /// The marker as written, for messages.
    var marker: String

    /// Quiz-level options text2qti knows.
    static let quizOptions = [
        "shuffle answers:", "show correct answers:", "one question at a time:", "can't go back:",
        "feedback is solutions:",
        "solutions sample groups:", "solutions randomize groups:",
    ]

    /// Whether `line` starts a question (`1.  text`).
    static func isQuestionStart(_ line: String) -> Bool {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return false }
        let rest = line.dropFirst(digits.count)
        return rest.hasPrefix(". ") || rest.hasPrefix(".\t")
    }

    /// Classifies an unindented line: its kind, the marker and the text after it.
    static func classify(_ line: String) -> (Kind, String, String) {
        func after(_ prefix: String) -> String {
            String(line.dropFirst(prefix.count)).trimming(" \t")
        }
        let fixed: [(String, Kind)] = [
            ("Quiz title:", .quizTitle), ("Quiz description:", .quizDescription),
            ("Title:", .title), ("Points:", .points),
            ("Text title:", .textTitle), ("Text:", .textRegion), ("pick:", .pick),
            ("points per question:", .pointsPerQuestion),
        ]
        for (prefix, kind) in fixed where line.hasPrefix(prefix) {
            return (kind, prefix, after(prefix))
        }
        for option in quizOptions where line.hasPrefix(option) {
            return (.quizOption(option), option, after(option))
        }
        if line.trimming(" \t") == "GROUP" { return (.group, "GROUP", "") }
        if line.trimming(" \t") == "END_GROUP" { return (.endGroup, "END_GROUP", "") }
        if line.hasPrefix("```") {
            let info = line.dropFirst(3)
            return (.fence(run: info.contains(".run")), String(line), "")
        }
        if isQuestionStart(line) {
            let digits = line.prefix { $0.isNumber }
            return (.question, String(digits) + ".", after(String(digits) + "."))
        }
        if line.hasPrefix("...") { return (.generalFeedback, "...", after("...")) }
        if line.hasPrefix("+ ") || line.hasPrefix("+\t") {
            return (.correctFeedback, "+", after("+"))
        }
        if line.hasPrefix("- ") || line.hasPrefix("-\t") {
            return (.incorrectFeedback, "-", after("-"))
        }
        for box in ["[*]", "[ ]", "[]"] where line.hasPrefix(box) {
            return (.checkbox(correct: box == "[*]"), box, after(box))
        }
        if line.hasPrefix("= ") || line.hasPrefix("=\t") { return (.numeric, "=", after("=")) }
        if line.hasPrefix("* ") || line.hasPrefix("*\t") { return (.short, "*", after("*")) }
        let chars = Array(line)
        if chars.count >= 3, chars[0] == "*", chars[1].isLowercase, chars[1].isASCII,
            chars[2] == ")"
        {
            return (
                .choice(correct: true, marker: String(chars[0...2])), String(chars[0...2]),
                after(String(chars[0...2]))
            )
        }
        if chars.count >= 2, chars[0].isLowercase, chars[0].isASCII, chars[1] == ")" {
            return (
                .choice(correct: false, marker: String(chars[0...1])), String(chars[0...1]),
                after(String(chars[0...1]))
            )
        }
        let stripped = line.trimming(" \t")
        if stripped.count >= 3, stripped.allSatisfy({ $0 == "_" }) { return (.essay, stripped, "") }
        if stripped.count >= 3, stripped.allSatisfy({ $0 == "^" }) {
            return (.upload, stripped, "")
        }
        let marker = String(line.prefix { !$0.isWhitespace }.prefix(12))
        return (.unknown, marker, line)
    }
}
