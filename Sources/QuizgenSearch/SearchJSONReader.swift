/// Reads back the JSON the index writer wrote (see `SearchJSON`): strings, integers, arrays and
/// objects, without spaces or floating-point numbers. Anything else reads as `nil`, and the
/// patch that asked falls back to a full build.
struct SearchJSONReader {
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var at = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte was read.
    var atEnd: Bool { at == bytes.count }

    /// Consumes `byte` if it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard at < bytes.count, bytes[at] == byte else { return false }
        at += 1
        return true
    }

    /// A string literal.
    mutating func string() -> String? {
        guard take(0x22) else { return nil }
        var scalars = String.UnicodeScalarView()
        var start = at
        var pending: UInt32?
        while at < bytes.count {
            let byte = bytes[at]
            if byte == 0x22 || byte == 0x5C {
                guard pending == nil || byte == 0x5C else { return nil }
                scalars.append(
                    contentsOf: String(decoding: bytes[start..<at], as: UTF8.self).unicodeScalars)
                at += 1
                if byte == 0x22 { return pending == nil ? String(scalars) : nil }
                guard at < bytes.count else { return nil }
                let escape = bytes[at]
                at += 1
                var value: UInt32
                switch escape {
                case 0x22, 0x5C, 0x2F: value = UInt32(escape)
                case 0x6E: value = 0x0A
                case 0x72: value = 0x0D
                case 0x74: value = 0x09
                case 0x62: value = 0x08
                case 0x66: value = 0x0C
                case 0x75:
                    guard at + 4 <= bytes.count,
                        let hex = UInt32(
                            String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
                    else { return nil }
                    at += 4
                    value = hex
                default: return nil
                }
                if let high = pending {
                    guard value >= 0xDC00, value <= 0xDFFF else { return nil }
                    value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    pending = nil
                } else if value >= 0xD800, value <= 0xDBFF {
                    pending = value
                    start = at
                    continue
                }
                guard let scalar = Unicode.Scalar(value) else { return nil }
                scalars.append(scalar)
                start = at
            } else {
                guard pending == nil else { return nil }
                at += 1
            }
        }
        return nil
    }

    /// A decimal integer, optionally negative.
    mutating func integer() -> Int? {
        let negative = take(0x2D)
        let start = at
        var value = 0
        while at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39 {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int(bytes[at] - 0x30))
            guard !overflow, !carry else { return nil }
            value = sum
            at += 1
        }
        guard at > start else { return nil }
        return negative ? -value : value
    }

    /// An array of integers.
    mutating func integers() -> [Int]? {
        guard take(0x5B) else { return nil }
        var values: [Int] = []
        if take(0x5D) { return values }
        repeat {
            guard let value = integer() else { return nil }
            values.append(value)
        } while take(0x2C)
        return take(0x5D) ? values : nil
    }

    /// Skips one value of any kind; `false` when it is not one this reader knows.
    mutating func skipValue() -> Bool {
        guard at < bytes.count else { return false }
        switch bytes[at] {
        case 0x22: return string() != nil
        case 0x5B, 0x7B:
            let object = bytes[at] == 0x7B
            at += 1
            if take(object ? 0x7D : 0x5D) { return true }
            repeat {
                if object {
                    guard string() != nil, take(0x3A) else { return false }
                }
                guard skipValue() else { return false }
            } while take(0x2C)
            return take(object ? 0x7D : 0x5D)
        case 0x74, 0x66, 0x6E:
            for word in ["true", "false", "null"] where bytes[at...].starts(with: word.utf8) {
                at += word.utf8.count
                return true
            }
            return false
        default: return integer() != nil
        }
    }

    /// The members of an object, each read by `member` with the reader just past `"key":`;
    /// `false` when the text is not such an object or `member` says so.
    mutating func members(_ member: (String, inout SearchJSONReader) -> Bool) -> Bool {
        guard take(0x7B) else { return false }
        if take(0x7D) { return true }
        repeat {
            guard let key = string(), take(0x3A), member(key, &self) else { return false }
        } while take(0x2C)
        return take(0x7D)
    }
}
