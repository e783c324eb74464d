import Foundation
import QuizgenCore

/// Writes Moodle XML: a category record per category (under the exam's title when an exam is
/// exported), then its questions, text as HTML in CDATA with images embedded as base64
/// `<file>` elements and linked as `@@PLUGINFILE@@/name`, as Moodle's own exports do.
struct MoodleXMLWriter {
    static let abilities = ExportAbilities(
        name: "Moodle XML", shuffleChoices: true, matching: [.partial],
        ordering: [.allOrNothing, .partial],
        multipleRule:
            "Moodle gives each right choice 100/right % and each wrong one -100/wrong %, at least 0"
    )

    let root: URL

    func write(_ source: ExportSource, into diagnostics: inout Diagnostics) -> (
        text: String, exported: Int
    ) {
        Self.abilities.examWarnings(source, into: &diagnostics)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
        var category: String?
        var exported = 0
        var media = ExportMedia(root: root)
        for entry in source.questions {
            let q = entry.question
            let at = source.location(of: q)
            var fields = Fields(media: media, question: q, at: at)
            let body = question(entry, source: source, fields: &fields, at: at, into: &diagnostics)
            diagnostics.merge(fields.diagnostics)
            media = fields.media
            guard let body else { continue }
            if category != q.category {
                category = q.category
                let path =
                    (source.exam.map { ["$course$", Self.categoryName($0.title)] } ?? ["$course$"])
                    + [Self.categoryName(q.category)]
                out +=
                    "  <question type=\"category\">\n    <category>\n      <text>\(MarkupEscaping.xml(path.joined(separator: "/")))</text>\n    </category>\n"
                out +=
                    "    <info format=\"html\">\n      <text></text>\n    </info>\n  </question>\n\n"
            }
            out += body + "\n"
            exported += 1
        }
        out += "</quiz>\n"
        return (out, exported)
    }

    /// A category name with `/` (Moodle's path separator) doubled, as Moodle escapes it.
    static func categoryName(_ name: String) -> String {
        name.replacingOccurrences(of: "/", with: "//")
    }

    /// Renders the text fields of one question, gathering its files.
    struct Fields {
        var media: ExportMedia
        let question: Question
        let at: SourceLocation
        var diagnostics = Diagnostics()

        init(media: ExportMedia, question: Question, at: SourceLocation) {
            self.media = media
            self.question = question
            self.at = at
        }

        /// `<tag format="html"><text>…</text><file …/></tag>` for Markdown.
        mutating func element(
            _ tag: String, _ markdown: String, indent: String = "    ",
            transform: (String) -> String = { $0 }
        ) -> String {
            "\(indent)<\(tag) format=\"html\">\n"
                + inner(markdown, indent: indent + "  ", transform: transform)
                + "\(indent)</\(tag)>\n"
        }

        /// `<text>…</text>` with the HTML of `markdown`, then a `<file>` per image it uses.
        mutating func inner(
            _ markdown: String, indent: String, transform: (String) -> String = { $0 }
        ) -> String {
            let (html, names) = media.html(
                markdown, of: question, reference: { "@@PLUGINFILE@@/" + $0 }, at: at,
                into: &diagnostics)
            var out = "\(indent)<text>\(XMLText.cdata(transform(html)))</text>\n"
            for name in Set(names).sorted() {
                guard let file = media.orderedFiles.first(where: { $0.name == name }) else {
                    continue
                }
                out +=
                    "\(indent)<file name=\"\(MarkupEscaping.xml(name))\" path=\"/\" encoding=\"base64\">\(file.data.base64EncodedString())</file>\n"
            }
            return out
        }
    }

    func question(
        _ entry: ExamQuestion, source: ExportSource, fields: inout Fields, at: SourceLocation,
        into diagnostics: inout Diagnostics
    ) -> String? {
        var entry = entry
        var written: (type: String, extra: String, transform: (String) -> String)?
        if entry.question.isParametric {
            switch calculated(entry, source: source, fields: &fields, at: at, into: &diagnostics) {
            case .written(let type, let extra, let transform): written = (type, extra, transform)
            case .cannot(let reason):
                guard
                    let fixed = ParametricExport.fixedVariant(
                        entry.question, source: source, format: "Moodle XML", reason: reason,
                        into: &diagnostics)
                else { return nil }
                entry.question = fixed
            }
        }
        let q = entry.question
        let type: String
        var extra = ""
        var text = q.text
        var transform: (String) -> String = { $0 }
        var explanationTransform: (String) -> String = { $0 }
        let shuffle = source.exam?.shuffleChoices ?? false
        func answer(
            _ fraction: String, _ markdown: String, feedback: String? = nil, plain: Bool = false
        ) -> String {
            var out =
                "    <answer fraction=\"\(fraction)\" format=\"\(plain ? "moodle_auto_format" : "html")\">\n"
            if plain {
                out += "      <text>\(MarkupEscaping.xml(markdown))</text>\n"
            } else {
                out += fields.inner(markdown, indent: "      ")
            }
            if let feedback { out += fields.element("feedback", feedback, indent: "      ") }
            return out + "    </answer>\n"
        }
        if let written {
            type = written.type
            extra = written.extra
            transform = written.transform
            explanationTransform = written.transform
        } else {
            switch q.kind {
            case .singleChoice(let choices), .multipleChoice(let choices):
                type = "multichoice"
                let single: Bool
                if case .singleChoice = q.kind { single = true } else { single = false }
                let right = choices.filter(\.correct).count
                let wrong = choices.count - right
                extra +=
                    "    <single>\(single)</single>\n    <shuffleanswers>\(shuffle ? 1 : 0)</shuffleanswers>\n    <answernumbering>abc</answernumbering>\n"
                extra += "    <showstandardinstruction>0</showstandardinstruction>\n"
                for c in choices {
                    let fraction =
                        single
                        ? (c.correct ? "100" : "0")
                        : GIFTWriter.percent(
                            c.correct ? 100 / Double(max(right, 1)) : -100 / Double(max(wrong, 1)))
                    extra += answer(fraction, c.text, feedback: c.feedback)
                }
                if choices.contains(where: \.fixed), shuffle {
                    diagnostics.warning(
                        "export.lost",
                        "question '\(q.id)': Moodle XML cannot keep one choice in place while shuffling",
                        at: at)
                }
            case .trueFalse(let value):
                type = "truefalse"
                extra +=
                    answer(value ? "100" : "0", "true", plain: true)
                    + answer(value ? "0" : "100", "false", plain: true)
            case .shortAnswer(let key):
                type = "shortanswer"
                extra += "    <usecase>\(key.caseSensitive ? 1 : 0)</usecase>\n"
                for accepted in key.accepted { extra += answer("100", accepted, plain: true) }
            case .numeric(let key):
                type = "numerical"
                extra += answer(
                    "100", NumberText.format((key.minimum + key.maximum) / 2), plain: true
                )
                .replacingOccurrences(
                    of: "    </answer>\n",
                    with:
                        "      <tolerance>\(NumberText.format((key.maximum - key.minimum) / 2))</tolerance>\n    </answer>\n"
                )
            case .matching(let pairs):
                type = "matching"
                extra += "    <shuffleanswers>1</shuffleanswers>\n"
                for pair in pairs {
                    extra += fields.element("subquestion", pair.left)
                        .replacingOccurrences(
                            of: "    </subquestion>\n",
                            with:
                                "      <answer>\n        <text>\(MarkupEscaping.xml(pair.right))</text>\n      </answer>\n    </subquestion>\n"
                        )
                }
            case .ordering(let items):
                type = "ordering"
                let grading = source.exam?.grading.ordering ?? .allOrNothing
                diagnostics.warning(
                    "export.lost",
                    "question '\(q.id)' needs Moodle's Ordering question type (qtype_ordering) to import",
                    at: at)
                extra +=
                    "    <layouttype>VERTICAL</layouttype>\n    <selecttype>ALL</selecttype>\n    <selectcount>0</selectcount>\n"
                extra +=
                    "    <gradingtype>\(grading == .partial ? "ABSOLUTE_POSITION" : "ALL_OR_NOTHING")</gradingtype>\n"
                extra +=
                    "    <showgrading>SHOW</showgrading>\n    <numberingstyle>none</numberingstyle>\n"
                for item in items { extra += answer("1", item.text) }
            case .essay:
                type = "essay"
                extra +=
                    "    <responseformat>editor</responseformat>\n    <responserequired>1</responserequired>\n"
                extra +=
                    "    <responsefieldlines>15</responsefieldlines>\n    <minwordlimit></minwordlimit>\n    <maxwordlimit></maxwordlimit>\n"
                extra +=
                    "    <attachments>0</attachments>\n    <attachmentsrequired>0</attachmentsrequired>\n    <maxbytes>0</maxbytes>\n"
                extra +=
                    "    <filetypeslist></filetypeslist>\n    <graderinfo format=\"html\">\n      <text></text>\n    </graderinfo>\n"
                extra +=
                    "    <responsetemplate format=\"html\">\n      <text></text>\n    </responsetemplate>\n"
            case .blanks(let blanks):
                type = "cloze"
                let codes = blanks.map {
                    ClozeCode.code(for: $0, question: q.id, at: at, into: &diagnostics)
                }
                let total = blanks.reduce(0) { $0 + max(1, $1.weight.rounded()) }
                if total != entry.weight {
                    diagnostics.warning(
                        "export.lost",
                        "question '\(q.id)': a Moodle cloze question is worth the sum of its blank weights (\(NumberText.format(total))), not its weight \(NumberText.format(entry.weight))",
                        at: at)
                }
                transform = { html in
                    BlankText.replacingBlanks(in: html) { $0 <= codes.count ? codes[$0 - 1] : "" }
                }
                text = q.text
            }
        }
        var out =
            "  <question type=\"\(type)\">\n    <name>\n      <text>\(MarkupEscaping.xml(q.id))</text>\n    </name>\n"
        out += fields.element("questiontext", text, transform: transform)
        out += fields.element(
            "generalfeedback", q.explanation ?? "", transform: explanationTransform)
        if type != "cloze" {
            out += "    <defaultgrade>\(String(format: "%.7f", entry.weight))</defaultgrade>\n"
        }
        out +=
            "    <penalty>0.0000000</penalty>\n    <hidden>0</hidden>\n    <idnumber>\(MarkupEscaping.xml(q.id))</idnumber>\n"
        // Moodle's own layout: `<tags><tag><text>x</text></tag></tags>` after the type's elements.
        let tags =
            q.tags.isEmpty
            ? ""
            : "    <tags>\n"
                + q.tags.map { "      <tag><text>\(MarkupEscaping.xml($0))</text></tag>\n" }
                .joined() + "    </tags>\n"
        // Moodle's hints for its interactive behaviour, one `<hint>` each, in order.
        let hints = q.hints.map { fields.element("hint", $0, transform: explanationTransform) }
            .joined()
        return out + extra + hints + tags + "  </question>\n"
    }
}
