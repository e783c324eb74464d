/// A small RFC 4180 reader over UTF-8 bytes that keeps the line and column of every field.
///
/// Why not SwiftCSV or CSV.swift: neither reports where a field starts, and every problem in a
/// submission file must be reported as `path:line:col`. Fields are separated by `,`, records by
/// LF or CRLF; a field may be quoted with `"`, doubling `"` inside, and then spans lines. A `"`
/// inside an unquoted field is kept as written; a CR outside quotes is dropped.
///
/// Reading happens in two steps so that a file of many thousands of rows can be split across
/// cores without holding every field as a string: `init` checks the whole text once and notes
/// where each record starts; `fields(ofRecord:in:into:)` then splits any record on its own.
struct CSVRecords {
    /// One field: where its text lies in the bytes, and the 1-based line and column (in Unicode
    /// scalars) of its first character.
    struct Field {
        /// The text's bytes: inside the quotes for a quoted field.
        var start: Int
        var end: Int
        var line: Int
        var column: Int
        /// The bytes need rework to become the text: a doubled quote (quoted) or a CR (unquoted).
        var escaped: Bool
        var quoted: Bool
    }

    /// A syntax error with its position.
    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int
    }

    /// One record (blank lines are skipped): its bytes and its first line.
    struct Record {
        var start: Int
        var end: Int
        var line: Int
    }

    /// The records in file order.
    private(set) var records: [Record] = []

    /// Checks `bytes` and finds its records.
    ///
    /// - Throws: `Failure` for a quote that is never closed or text after a closing quote.
    init(scanning bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
        var scanner = Scanner(bytes: bytes, from: 0, line: 1)
        var recordStart = 0
        var recordLine = 1
        while true {
            let end = try scanner.nextField()
            guard let end else { break }
            switch end {
            case .comma: continue
            case .newline(let at), .endOfText(let at):
                if !scanner.blank {
                    records.append(Record(start: recordStart, end: at, line: recordLine))
                }
                recordStart = scanner.position
                recordLine = scanner.line
                scanner.startRecord()
            }
        }
    }

    /// Splits one record into its fields.
    ///
    /// - Parameters:
    ///   - index: The record's index in `records`.
    ///   - bytes: The same bytes as given to `init`.
    ///   - fields: Emptied, then filled with the record's fields.
    func fields(
        ofRecord index: Int, in bytes: UnsafeBufferPointer<UInt8>, into fields: inout [Field]
    ) {
        fields.removeAll(keepingCapacity: true)
        let record = records[index]
        var scanner = Scanner(
            bytes: UnsafeBufferPointer(rebasing: bytes[..<record.end]), from: record.start,
            line: record.line)
        scanner.collect = true
        // The text was checked in `init`, so this cannot fail.
        while let end = try? scanner.nextField() {
            fields.append(scanner.field)
            if case .comma = end { continue }
            break
        }
    }

    /// The text of `field`.
    static func text(of field: Field, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[field.start..<field.end])
        guard field.escaped else { return String(decoding: raw, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            if field.quoted, byte == 0x22 {
                index += 1  // the first of two quotes
            } else if !field.quoted, byte == 0x0D {
                index += 1
                continue
            }
            result.append(raw[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension CSVRecords {
    /// How a field ended.
    enum FieldEnd {
        case comma
        /// At the LF that ends the record (its byte offset).
        case newline(Int)
        /// At the end of the text, when the last record has content (the text's length).
        case endOfText(Int)
    }

    /// The state machine shared by the check and the split; it works on bytes and counts a
    /// column per Unicode scalar (per byte that is not a UTF-8 continuation byte).
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position: Int
        var line: Int
        var column = 1
        /// Whether the record so far is one empty field (a blank line).
        var blank = true
        var fieldsInRecord = 0
        /// Fill `field` while scanning.
        var collect = false
        var field = Field(start: 0, end: 0, line: 0, column: 0, escaped: false, quoted: false)

        init(bytes: UnsafeBufferPointer<UInt8>, from position: Int, line: Int) {
            self.bytes = bytes
            self.position = position
            self.line = line
        }

        mutating func startRecord() {
            blank = true
            fieldsInRecord = 0
        }

        /// Scans one field; `nil` at the end of the text when nothing is left.
        mutating func nextField() throws(Failure) -> FieldEnd? {
            let fieldLine = line
            let fieldColumn = column
            var hasText = false
            var quoted = false
            var afterQuote = false
            var escaped = false
            var textStart = position
            var textEnd = position
            func finish() {
                fieldsInRecord += 1
                if fieldsInRecord > 1 || hasText { blank = false }
                if collect {
                    field = Field(
                        start: textStart, end: quoted ? textEnd : position, line: fieldLine,
                        column: fieldColumn, escaped: escaped, quoted: quoted)
                }
            }
            let count = bytes.count
            while position < count {
                let c = bytes[position]
                switch c {
                case 0x2C:  // ,
                    finish()
                    position += 1
                    column += 1
                    return .comma
                case 0x0D:
                    if !quoted { escaped = true }
                    position += 1
                case 0x0A:
                    finish()
                    let at = position
                    position += 1
                    line += 1
                    column = 1
                    return .newline(at)
                case 0x22 where !hasText && !quoted:
                    quoted = true
                    position += 1
                    column += 1
                    textStart = position
                    // Inside the quotes, up to the closing quote.
                    while true {
                        guard position < count else {
                            throw Failure(
                                message: "this quoted field is never closed", line: fieldLine,
                                column: fieldColumn)
                        }
                        let q = bytes[position]
                        if q == 0x22 {
                            if position + 1 < count, bytes[position + 1] == 0x22 {
                                escaped = true
                                hasText = true
                                position += 2
                                column += 2
                                continue
                            }
                            textEnd = position
                            position += 1
                            column += 1
                            afterQuote = true
                            break
                        }
                        hasText = true
                        if q == 0x0A {
                            line += 1
                            column = 1
                        } else if q & 0xC0 != 0x80 {
                            column += 1
                        }
                        position += 1
                    }
                default:
                    if afterQuote {
                        throw Failure(
                            message:
                                "text after a closing quote; a quote inside a quoted field is written twice (\"\")",
                            line: line,
                            column: column)
                    }
                    hasText = true
                    if c & 0xC0 != 0x80 { column += 1 }
                    position += 1
                }
            }
            // The end of the text: the last record counts when it has any content.
            guard hasText || quoted || fieldsInRecord > 0 else { return nil }
            finish()
            blank = false
            return .endOfText(position)
        }
    }
}
