/// A small RFC 4180 reader that keeps the line and column of every field.
///
/// Why not SwiftCSV or CSV.swift: neither reports where a field starts, and every problem in a
/// submission file must be reported as `path:line:col`. Fields are separated by `,`, records by
/// LF or CRLF; a field may be quoted with `"`, doubling `"` inside, and then spans lines.
struct CSVTable {
    /// One field with the 1-based line and column (in Unicode scalars) of its first character.
    struct Field {
        var text: String
        var line: Int
        var column: Int
    }

    /// A syntax error with its position.
    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int
    }

    /// The records, blank lines skipped.
    var records: [[Field]] = []

    /// Parses `text`.
    ///
    /// - Throws: `Failure` for a quote that is never closed or text after a closing quote.
    init(parsing text: String) throws(Failure) {
        var record: [Field] = []
        var field = String.UnicodeScalarView()
        var line = 1, column = 1
        var fieldLine = 1, fieldColumn = 1
        var quoted = false, inQuotes = false, afterQuote = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func endField() {
            record.append(Field(text: String(field), line: fieldLine, column: fieldColumn))
            field = String.UnicodeScalarView()
            quoted = false
            afterQuote = false
        }
        while let c = pending ?? scalars.next() {
            pending = nil
            if inQuotes {
                if c == "\"" {
                    let next = scalars.next()
                    if next == "\"" {
                        field.append("\"")
                        column += 2
                        continue
                    }
                    inQuotes = false
                    afterQuote = true
                    column += 1
                    pending = next
                    continue
                }
                field.append(c)
                if c == "\n" { line += 1; column = 1 } else { column += 1 }
                continue
            }
            switch c {
            case ",":
                endField()
                column += 1
                fieldLine = line
                fieldColumn = column
            case "\r":
                continue
            case "\n":
                endField()
                if !(record.count == 1 && record[0].text.isEmpty && !quoted) { records.append(record) }
                record = []
                line += 1
                column = 1
                fieldLine = line
                fieldColumn = 1
            case "\"" where field.isEmpty && !quoted:
                quoted = true
                inQuotes = true
                column += 1
            default:
                if afterQuote {
                    throw Failure(message: "text after a closing quote; a quote inside a quoted field is written twice (\"\")", line: line, column: column)
                }
                field.append(c)
                column += 1
            }
        }
        if inQuotes { throw Failure(message: "this quoted field is never closed", line: fieldLine, column: fieldColumn) }
        if !field.isEmpty || quoted || !record.isEmpty {
            endField()
            records.append(record)
        }
    }
}
