/// The fields of an `application/x-www-form-urlencoded` body, in order (a name may repeat).
struct FormFields {
    var pairs: [(name: String, value: String)] = []

    init(_ body: [UInt8]) {
        for part in body.split(separator: UInt8(ascii: "&")) where !part.isEmpty {
            let pieces = part.split(
                separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(pieces[0])
            let value = pieces.count > 1 ? Self.decode(pieces[1]) : ""
            pairs.append((name, value))
        }
    }

    init() {}

    /// The fields of a form body that must be exactly what a browser sends: every `%` starts
    /// an escape of two hex digits and the bytes are UTF-8. A body that is not is refused, not
    /// stored as something the student did not write.
    ///
    /// - Throws: `CollectError` 400.
    static func strict(_ body: [UInt8]) throws(CollectError) -> FormFields {
        var fields = FormFields()
        for part in body.split(separator: UInt8(ascii: "&")) where !part.isEmpty {
            let pieces = part.split(
                separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = try strictDecode(pieces[0])
            fields.pairs.append((name, pieces.count > 1 ? try strictDecode(pieces[1]) : ""))
        }
        return fields
    }

    /// `+` is a space, `%XX` a byte; a `%` that starts no escape, or bytes that are not UTF-8,
    /// are refused.
    static func strictDecode(_ bytes: ArraySlice<UInt8>) throws(CollectError) -> String {
        guard let out = unescape(bytes, strict: true) else {
            throw CollectError(
                400, "the form is not URL-encoded: '%' must start an escape such as %C3%A9")
        }
        guard let text = String(validating: out, as: UTF8.self) else {
            throw CollectError(400, "the form is not UTF-8 text")
        }
        return text
    }

    /// The first value of `name`.
    subscript(name: String) -> String? { pairs.first { $0.name == name }?.value }

    /// Every value of `name`, in order.
    func all(_ name: String) -> [String] { pairs.filter { $0.name == name }.map(\.value) }

    /// `+` is a space, `%XX` a byte; invalid escapes are kept as written.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: unescape(bytes, strict: false) ?? [], as: UTF8.self)
    }

    /// The bytes of `bytes` unescaped; `nil` when `strict` and a `%` starts no escape.
    static func unescape(_ bytes: ArraySlice<UInt8>, strict: Bool) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                out.append(0x20)
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
                let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2])
            {
                out.append(high << 4 | low)
                index += 2
            } else if byte == UInt8(ascii: "%"), strict {
                return nil
            } else {
                out.append(byte)
            }
            index += 1
        }
        return out
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
