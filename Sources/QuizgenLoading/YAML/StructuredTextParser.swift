import QuizgenCore
import Yams

/// Parses YAML and JSON text into `LocatedNode`s, reporting syntax errors and duplicate keys with
/// their line and column.
public enum StructuredTextParser {
    /// One constructor for every parse: `Constructor.default` makes a new one, with its three
    /// tables, each time it is read. A constructor is never changed after it is made.
    nonisolated(unsafe) private static let constructor = Constructor.default

    /// Parses one YAML or JSON document.
    ///
    /// - Parameters:
    ///   - text: The YAML or JSON text.
    ///   - path: Display path of the file, for locations.
    ///   - lineOffset: Lines before `text` in its file (front matter: 1).
    ///   - diagnostics: Receives `yaml.syntax` and `yaml.duplicate-key` errors.
    /// - Returns: The root node, an empty mapping for an empty document, or `nil` on error.
    public static func parse(
        _ text: String, path: String, lineOffset: Int = 0, into diagnostics: inout Diagnostics
    ) -> LocatedNode? {
        // JSON allows tabs as whitespace where libyaml does not; a tab outside a string is
        // whitespace in valid JSON, and one-for-one replacement keeps every column.
        let source = path.hasSuffix(".json") ? text.replacingOccurrences(of: "\t", with: " ") : text
        do {
            // No implicit tags: every value is read through LocatedNode's typed accessors, which
            // parse the text themselves; the default resolver ran up to seven regular
            // expressions on every plain scalar (each key included, when hashing for duplicates).
            let node =
                try Yams.compose(yaml: source, .basic, constructor, .utf8)
                ?? Yams.Node.mapping(Yams.Node.Mapping([]))
            return LocatedNode(node: node, path: path, lineOffset: lineOffset)
        } catch let error as YamlError {
            diagnostics.append(
                diagnostic(for: error, text: source, path: path, lineOffset: lineOffset))
        } catch {
            diagnostics.error(
                "yaml.syntax", "cannot parse: \(error)",
                at: SourceLocation(path: path, line: 1 + lineOffset, column: 1))
        }
        return nil
    }

    static func diagnostic(for error: YamlError, text: String, path: String, lineOffset: Int)
        -> Diagnostic
    {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(path: path, line: mark.line + lineOffset, column: mark.column)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let message = YAMLErrorExplainer.message(
                problem: problem, context: context.map { ($0.text, $0.mark.line + lineOffset) },
                character: character(at: mark, in: text),
                format: path.hasSuffix(".json") ? "JSON" : "YAML")
            return .error("yaml.syntax", message, at: at(mark))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let first = (line: context.mark.line, column: context.mark.column)
            let second = secondOccurrence(of: key, after: first, in: text) ?? first
            return .error(
                "yaml.duplicate-key",
                "duplicate key '\(key)' (first written at line \(first.line + lineOffset)); later values would silently replace earlier ones",
                at: SourceLocation(
                    path: path, line: second.line + lineOffset, column: second.column))
        case .reader(let problem, let offset, _, _):
            let location = offset.map {
                SourceText(path: path, text: text).location(ofUTF8Offset: $0)
            }
            return .error(
                "yaml.syntax", "cannot read: \(problem)",
                at: location ?? SourceLocation(path: path, line: 1, column: 1))
        default:
            return .error(
                "yaml.syntax", "cannot parse: \(error)",
                at: SourceLocation(path: path, line: 1 + lineOffset, column: 1))
        }
    }

    /// The character at a libyaml mark (1-based line and column, by characters), if any.
    static func character(at mark: Mark, in text: String) -> Character? {
        var line = 1
        var start = text.startIndex
        while line < mark.line {
            guard let newline = text[start...].firstIndex(of: "\n") else { return nil }
            start = text.index(after: newline)
            line += 1
        }
        let rest = text[start...].prefix { $0 != "\n" }
        guard mark.column >= 1, mark.column <= rest.count else { return nil }
        return rest[rest.index(rest.startIndex, offsetBy: mark.column - 1)]
    }

    /// Finds where `key` is written again after its first mark, at the same indentation, so the
    /// duplicate (not the original) is pointed at. Only used to place the caret.
    static func secondOccurrence(
        of key: String, after mark: (line: Int, column: Int), in text: String
    ) -> (line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let candidates = [key + ":", "\"" + key + "\"", "'" + key + "'"]
        // libyaml counts line breaks that this split does not ("\r", U+2028), so its line can
        // be past the last one here.
        for index in min(max(mark.line - 1, 0), lines.count)..<lines.count {
            let line = lines[index]
            for candidate in candidates {
                var searchStart = line.startIndex
                while let range = line.range(of: candidate, range: searchStart..<line.endIndex) {
                    searchStart = range.upperBound
                    let before = line[line.startIndex..<range.lowerBound]
                    let column = before.unicodeScalars.count + 1
                    let preceding = before.last { $0 != " " && $0 != "\t" }
                    let isKeyStart =
                        preceding == nil || preceding == "," || preceding == "{" || preceding == "-"
                    if isKeyStart, index + 1 > mark.line || column > mark.column {
                        return (index + 1, column)
                    }
                }
            }
        }
        return nil
    }
}
