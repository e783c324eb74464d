import Foundation

/// Field tests for the CSV reader that work on the bytes when they are ASCII and fall back to
/// Foundation (`.whitespaces`: space, tab and the other Unicode space separators) otherwise, so
/// that a row costs no string per test.
enum CSVText {
    /// `text` without leading and trailing `.whitespaces`.
    static func trimmingWhitespace(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return text }
        // A printable ASCII character at both ends: nothing to trim.
        if (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether the field's text is empty.
    static func isEmpty(_ field: CSVRecords.Field, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        field.escaped ? CSVRecords.text(of: field, in: bytes).isEmpty : field.end == field.start
    }

    /// Whether the field's text is empty or only `.whitespaces`.
    static func isBlank(_ field: CSVRecords.Field, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if !field.escaped {
            var ascii = true
            for index in field.start..<field.end {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 { continue }
                if byte < 0x80 { return false }
                ascii = false
                break
            }
            if ascii { return true }
        }
        return CSVRecords.text(of: field, in: bytes).trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The field read as a submission date-time, surrounding `.whitespaces` ignored.
    static func date(_ field: CSVRecords.Field, in bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        if !field.escaped, !bytes[field.start..<field.end].contains(where: { $0 >= 0x80 }) {
            var start = field.start
            var end = field.end
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            return SubmissionDate.parse(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        return SubmissionDate.parse(
            CSVRecords.text(of: field, in: bytes).trimmingCharacters(in: .whitespaces))
    }
}
