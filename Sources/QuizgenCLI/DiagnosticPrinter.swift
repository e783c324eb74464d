import Foundation
import QuizgenCore

/// Formats diagnostics as text (with the source line and a caret), JSON or GitHub annotations.
public struct DiagnosticPrinter: Sendable {
    /// The format.
    public var format: DiagnosticFormat

    /// Creates a printer.
    public init(format: DiagnosticFormat) { self.format = format }

    /// All diagnostics in the chosen format, sorted by file, line and column, and the build's
    /// summary notes.
    ///
    /// Text and GitHub annotations, which people read, print at most
    /// `Diagnostics.printedPerKind` diagnostics of one code per file and count the rest in one
    /// line ("and 597 more missing media files"), and at most `Diagnostics.printedPerMessage`
    /// with one code and message across files, the rest counted in one line at the end ("the
    /// same in 9980 more files: unknown key 'tags'…"); JSON keeps one entry per diagnostic. Source
    /// excerpts are cut to about `SourceExcerpter.width` columns.
    ///
    /// - Parameters:
    ///   - diagnostics: The problems to print.
    ///   - notes: Summary notes (what was left out on purpose): `note:` lines in text, `::notice`
    ///     annotations in GitHub format, the `notes` list in JSON.
    /// - Returns: The printed text.
    public func render(_ diagnostics: Diagnostics, notes: [String] = []) -> String {
        switch format {
        case .text:
            var excerpter = SourceExcerpter(sources: diagnostics.sources)
            var out = ""
            for entry in diagnostics.grouped() {
                switch entry {
                case .single(let diagnostic): out += diagnostic.text(excerpter: &excerpter)
                case .overflow(let overflow):
                    out += "\(overflow.path): \(overflow.severity.rawValue): \(overflow.message)\n"
                case .repeated(let repeated):
                    out += "\(repeated.severity.rawValue): \(repeated.text)\n"
                }
            }
            for note in notes { out += "note: \(note)\n" }
            return out
        case .github:
            var out = ""
            for entry in diagnostics.grouped() {
                switch entry {
                case .single(let diagnostic): out += github(diagnostic)
                case .overflow(let overflow):
                    out += github(
                        Diagnostic(
                            overflow.severity, code: overflow.code, overflow.message,
                            at: SourceLocation(path: overflow.path)))
                case .repeated(let repeated):
                    out += github(Diagnostic(repeated.severity, code: repeated.code, repeated.text))
                }
            }
            for note in notes { out += github(Diagnostic(.note, code: "quizgen.note", note)) }
            return out
        case .json: return json(diagnostics, notes: notes)
        }
    }

    /// One diagnostic as text: the header line, then the source line and a caret when known.
    public func text(_ diagnostic: Diagnostic, sources: [String: SourceText]) -> String {
        diagnostic.text(sources: sources)
    }

    func github(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=\(Self.escapeProperty(location.path))")
            if location.line > 0 { properties.append("line=\(location.line)") }
            if location.column > 0 { properties.append("col=\(location.column)") }
        }
        properties.append("title=\(Self.escapeProperty(diagnostic.code))")
        return
            "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(diagnostic.message))\n"
    }

    func json(_ diagnostics: Diagnostics, notes: [String]) -> String {
        struct Entry: Encodable {
            var severity: String, code: String, message: String
            var file: String?, line: Int?, column: Int?
        }
        struct Document: Encodable {
            var errors: Int, warnings: Int
            var diagnostics: [Entry]
            var notes: [String]
        }
        let entries = diagnostics.sorted.map { d in
            Entry(
                severity: d.severity.rawValue, code: d.code, message: d.message,
                file: d.location?.path,
                line: d.location.flatMap { $0.line > 0 ? $0.line : nil },
                column: d.location.flatMap { $0.column > 0 ? $0.column : nil })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data =
            (try? encoder.encode(
                Document(
                    errors: diagnostics.errorCount, warnings: diagnostics.warningCount,
                    diagnostics: entries, notes: notes))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
            of: ",", with: "%2C")
    }
}
