import Foundation
import QuizgenCore

/// One student of a roster file as written, CSV row or YAML item alike: each field's text and
/// where it is. ``entry(into:)`` checks it the same way for both formats.
struct RosterRow {
    /// A field's text and location.
    struct Field {
        var text: String
        var location: SourceLocation
    }

    /// The fields by key, blank ones left out.
    var fields: [String: Field]
    /// Where the row or item starts.
    var location: SourceLocation

    /// Where `key` is written, if it is.
    func location(of key: String) -> SourceLocation? { fields[key]?.location }

    /// The rows of a CSV roster; `nil` (reported) when the file or its header cannot be read.
    static func csv(_ source: SourceText, into diagnostics: inout Diagnostics) -> [RosterRow]? {
        var text = source.text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            csv(bytes, path: source.path, into: &diagnostics)
        } ?? nil
    }

    static func csv(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, into diagnostics: inout Diagnostics
    ) -> [RosterRow]? {
        let table: CSVRecords
        do {
            table = try CSVRecords(scanning: bytes)
        } catch {
            diagnostics.error(
                "roster.csv-syntax", "invalid CSV: \(error.message)",
                at: SourceLocation(path: path, line: error.line, column: error.column))
            return nil
        }
        guard !table.records.isEmpty else {
            diagnostics.error(
                "roster.empty", "the roster is empty; its first row names the columns (id,name,…)",
                at: SourceLocation(path: path, line: 1, column: 1))
            return nil
        }
        var header: [CSVRecords.Field] = []
        table.fields(ofRecord: 0, in: bytes, into: &header)
        let names = header.map { CSVText.trimmingWhitespace(CSVRecords.text(of: $0, in: bytes)) }
        var failed = false
        var seen: Set<String> = []
        for (index, name) in names.enumerated() {
            let at = SourceLocation(
                path: path, line: header[index].line, column: header[index].column)
            if !RosterLoader.keys.contains(name) {
                diagnostics.error(
                    "roster.unknown-column", unknown(name, what: "column"), at: at)
                failed = true
            } else if !seen.insert(name).inserted {
                diagnostics.error("roster.csv-header", "column '\(name)' appears twice", at: at)
                failed = true
            }
        }
        if !names.contains("id") || !names.contains("name") {
            diagnostics.error(
                "roster.csv-header",
                "the first row must name the columns, with 'id' and 'name' among them",
                at: SourceLocation(path: path, line: header[0].line, column: header[0].column))
            failed = true
        }
        guard !failed else { return nil }
        var rows: [RosterRow] = []
        var fields: [CSVRecords.Field] = []
        for index in 1..<table.records.count {
            table.fields(ofRecord: index, in: bytes, into: &fields)
            let start = SourceLocation(path: path, line: fields[0].line, column: fields[0].column)
            if fields.count > names.count {
                let extra = fields[names.count]
                diagnostics.error(
                    "roster.csv-row",
                    "this row has \(fields.count) fields, the header \(names.count)",
                    at: SourceLocation(path: path, line: extra.line, column: extra.column))
                continue
            }
            var row = RosterRow(fields: [:], location: start)
            for (column, field) in fields.enumerated() {
                let text = CSVText.trimmingWhitespace(CSVRecords.text(of: field, in: bytes))
                guard !text.isEmpty else { continue }
                row.fields[names[column]] = Field(
                    text: text,
                    location: SourceLocation(path: path, line: field.line, column: field.column))
            }
            rows.append(row)
        }
        return rows
    }

    /// The rows of a YAML roster (a list of mappings); `nil` (reported) when it is not one.
    static func yaml(_ source: SourceText, into diagnostics: inout Diagnostics) -> [RosterRow]? {
        guard
            let root = StructuredTextParser.parse(
                source.text, path: source.path, into: &diagnostics)
        else { return nil }
        guard let items = root.items else {
            diagnostics.error(
                "schema.type",
                "a roster must be a list of students (- id: …, name: …), found \(root.kindDescription)",
                at: root.location)
            return nil
        }
        var rows: [RosterRow] = []
        for item in items {
            guard let entries = item.entries else {
                diagnostics.error(
                    "schema.type",
                    "a student must be a mapping (id, name, …), found \(item.kindDescription)",
                    at: item.location)
                continue
            }
            var row = RosterRow(fields: [:], location: item.location)
            var valid = true
            for entry in entries {
                guard RosterLoader.keys.contains(entry.key) else {
                    diagnostics.error(
                        "roster.unknown-key", unknown(entry.key, what: "key"),
                        at: entry.keyNode.location)
                    valid = false
                    continue
                }
                guard entry.value.isScalar, let text = entry.value.string else {
                    diagnostics.error(
                        "schema.type",
                        "'\(entry.key)' must be a single value, found \(entry.value.kindDescription)",
                        at: entry.value.location)
                    valid = false
                    continue
                }
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard !entry.value.isNull, !trimmed.isEmpty else { continue }
                row.fields[entry.key] = Field(text: trimmed, location: entry.value.location)
            }
            if valid { rows.append(row) }
        }
        return rows
    }

    /// "unknown column 'x'; …" with the nearest known key when there is one.
    static func unknown(_ name: String, what: String) -> String {
        let known = RosterLoader.keys
        return
            "unknown \(what) '\(name.prefix(80))'\(Suggestion.didYouMean(name, in: known)) (a roster has \(known.joined(separator: ", ")))"
    }

    /// The student this row describes, checked; `nil` (reported) when a field is wrong.
    func entry(into diagnostics: inout Diagnostics) -> RosterEntry? {
        var valid = true
        func text(_ key: String, maximum: Int) -> String? {
            guard let field = fields[key] else {
                diagnostics.error(
                    "roster.missing", "this student has no '\(key)'", at: location)
                valid = false
                return nil
            }
            if field.text.count > maximum {
                diagnostics.error(
                    "roster.too-long", "'\(key)' must be at most \(maximum) characters",
                    at: field.location)
                valid = false
                return nil
            }
            if field.text.unicodeScalars.contains(where: {
                $0.properties.generalCategory == .control
            }) {
                diagnostics.error(
                    "roster.control", "'\(key)' must not contain control characters",
                    at: field.location)
                valid = false
                return nil
            }
            return field.text
        }
        func number(_ key: String, in range: ClosedRange<Double>, whole: Bool) -> Double? {
            guard let field = fields[key] else { return nil }
            guard let value = Double(field.text), value.isFinite, range.contains(value),
                !whole || value == value.rounded()
            else {
                let kind = whole ? "a whole number" : "a number"
                diagnostics.error(
                    "roster.value",
                    "'\(key)' must be \(kind) from \(NumberText.format(range.lowerBound)) to \(NumberText.format(range.upperBound)), found '\(field.text.prefix(40))'",
                    at: field.location)
                valid = false
                return nil
            }
            return value
        }
        let id = text("id", maximum: 100)
        let name = text("name", maximum: 200)
        var code: String?
        if let field = fields["code"] {
            if field.text.count < RosterLoader.minimumCodeLength || field.text.count > 64
                || field.text.contains(where: { $0.isWhitespace })
            {
                diagnostics.error(
                    "roster.code",
                    "an access code must be \(RosterLoader.minimumCodeLength) to 64 characters without spaces, so that it cannot be guessed",
                    at: field.location)
                valid = false
            } else {
                code = field.text
            }
        }
        let minutes = number("extra_minutes", in: 0...720, whole: true)
        let factor = number("time_factor", in: 1...4, whole: false)
        let attempts = number("extra_attempts", in: 0...100, whole: true)
        guard valid, let id, let name else { return nil }
        return RosterEntry(
            id: id, name: name, code: code, extraMinutes: Int(minutes ?? 0),
            timeFactor: factor ?? 1, extraAttempts: Int(attempts ?? 0), location: location)
    }
}
