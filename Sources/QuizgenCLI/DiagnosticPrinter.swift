import Foundation
import QuizgenCore

/// Formats diagnostics as text (with the source line and a caret), JSON or GitHub annotations.
public struct DiagnosticPrinter: Sendable {
    /// The format.
    public var format: DiagnosticFormat

    /// Creates a printer.
    public init(format: DiagnosticFormat) { self.format = format }

    /// All diagnostics in the chosen format, sorted by file, line and column.
    public func render(_ diagnostics: Diagnostics) -> String {
        switch format {
        case .text: diagnostics.sorted.map { text($0, sources: diagnostics.sources) }.joined()
        case .github: diagnostics.sorted.map(github).joined()
        case .json: json(diagnostics)
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
        return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(diagnostic.message))\n"
    }

    func json(_ diagnostics: Diagnostics) -> String {
        struct Entry: Encodable {
            var severity: String, code: String, message: String
            var file: String?, line: Int?, column: Int?
        }
        struct Document: Encodable {
            var errors: Int, warnings: Int
            var diagnostics: [Entry]
        }
        let entries = diagnostics.sorted.map { d in
            Entry(
                severity: d.severity.rawValue, code: d.code, message: d.message, file: d.location?.path,
                line: d.location.flatMap { $0.line > 0 ? $0.line : nil },
                column: d.location.flatMap { $0.column > 0 ? $0.column : nil })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(errors: diagnostics.errorCount, warnings: diagnostics.warningCount, diagnostics: entries))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
