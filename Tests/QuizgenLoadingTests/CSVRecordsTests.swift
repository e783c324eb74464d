import Testing

@testable import QuizgenLoading

/// The byte-level CSV reader: records, field texts and their line:col, and the syntax errors.
@Suite("CSV records")
struct CSVRecordsTests {
    /// Each record as `text@line:col` fields, or the error as `message@line:col`.
    static func read(_ text: String) -> [[String]] {
        var text = text
        return text.withUTF8 { bytes in
            do throws(CSVRecords.Failure) {
                let records = try CSVRecords(scanning: bytes)
                var fields: [CSVRecords.Field] = []
                return records.records.indices.map { index in
                    records.fields(ofRecord: index, in: bytes, into: &fields)
                    return fields.map {
                        "\(CSVRecords.text(of: $0, in: bytes))@\($0.line):\($0.column)"
                    }
                }
            } catch {
                return [["\(error.message)@\(error.line):\(error.column)"]]
            }
        }
    }

    @Test func recordsFieldsAndPositions() {
        let text = "a,b\r\n\r\n\"x\ny\",\"q\"\"r\"\n,\n\"\"\nx\"y\",é,ü\nlast"
        #expect(
            Self.read(text) == [
                ["a@1:1", "b@1:3"],
                ["x\ny@3:1", "q\"r@4:4"],
                ["@5:1", "@5:2"],
                ["x\"y\"@7:1", "é@7:6", "ü@7:8"],
                ["last@8:1"],
            ])
    }

    @Test func aLastRecordWithOnlyQuotesCounts() {
        #expect(Self.read("a\n\"\"") == [["a@1:1"], ["@2:1"]])
        #expect(Self.read("a\n\r") == [["a@1:1"]])
        #expect(Self.read("") == [])
    }

    @Test func syntaxErrorsArePlaced() {
        #expect(
            Self.read("a,\"b\"c\n") == [
                [
                    "text after a closing quote; a quote inside a quoted field is written twice (\"\")@1:6"
                ]
            ])
        #expect(Self.read("a\nb,\"c\nd") == [["this quoted field is never closed@2:3"]])
    }
}

/// CSVRecords against the string-based reader it replaced, on generated text full of the
/// characters that matter (quotes, separators, CR, LF, spaces, non-ASCII).
@Suite("CSV records against the reference reader")
struct CSVRecordsReferenceTests {
    static func reference(_ text: String) -> [[String]] {
        do {
            let table = try ReferenceCSVTable(parsing: text)
            return table.records.map { $0.map { "\($0.text)@\($0.line):\($0.column)" } }
        } catch {
            return [["\(error.message)@\(error.line):\(error.column)"]]
        }
    }

    @Test func generatedTextReadsTheSame() {
        let alphabet: [String] = [
            "a", "b", "é", "😀", ",", ",", "\"", "\"", "\n", "\r", " ", ";", "x",
        ]
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<3000 {
            let text = (0..<(next() % 24)).map { _ in alphabet[next() % alphabet.count] }.joined()
            #expect(CSVRecordsTests.read(text) == Self.reference(text), "\(text.debugDescription)")
        }
    }
}

/// The CSV reader before CSVRecords (string-based), kept as a reference for the byte-level one.
struct ReferenceCSVTable {
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
        var line = 1
        var column = 1
        var fieldLine = 1
        var fieldColumn = 1
        var quoted = false
        var inQuotes = false
        var afterQuote = false
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
                if c == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
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
                if !(record.count == 1 && record[0].text.isEmpty && !quoted) {
                    records.append(record)
                }
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
                    throw Failure(
                        message:
                            "text after a closing quote; a quote inside a quoted field is written twice (\"\")",
                        line: line, column: column)
                }
                field.append(c)
                column += 1
            }
        }
        if inQuotes {
            throw Failure(
                message: "this quoted field is never closed", line: fieldLine, column: fieldColumn)
        }
        if !field.isEmpty || quoted || !record.isEmpty {
            endField()
            records.append(record)
        }
    }
}
