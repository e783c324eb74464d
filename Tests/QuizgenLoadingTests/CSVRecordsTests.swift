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
                    return fields.map { "\(CSVRecords.text(of: $0, in: bytes))@\($0.line):\($0.column)" }
                }
            } catch {
                return [["\(error.message)@\(error.line):\(error.column)"]]
            }
        }
    }

    @Test func recordsFieldsAndPositions() {
        let text = "a,b\r\n\r\n\"x\ny\",\"q\"\"r\"\n,\n\"\"\nx\"y\",é,ü\nlast"
        #expect(Self.read(text) == [
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
        #expect(Self.read("a,\"b\"c\n") == [["text after a closing quote; a quote inside a quoted field is written twice (\"\")@1:6"]])
        #expect(Self.read("a\nb,\"c\nd") == [["this quoted field is never closed@2:3"]])
    }
}
