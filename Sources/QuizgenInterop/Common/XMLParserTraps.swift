import Foundation

/// Inputs on which Foundation's `XMLParser` (swift-corelibs-foundation over libxml2) traps
/// rather than reporting an error: it force-unwraps every name, comment and processing
/// instruction target it decodes as UTF-8, and reads a missing instruction's data as a C string.
/// Each is refused before the parser sees it, as a located error. Found by issue 35's sweep and
/// by the fuzz harness (`Fuzz/`).
enum XMLParserTraps {
    /// The first input of `data` the parser would trap on, as an error, or `nil`.
    ///
    /// - Parameters:
    ///   - data: The document.
    ///   - lines: Its lines (split at line feeds, without them).
    /// - Returns: The error.
    static func check(_ data: Data, lines: [[UInt8]]) -> SourceXMLError? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            // UTF-16: libxml2 converts it; the instructions are looked for in what it reads.
            let big = bytes.first == 0xFE
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var at = 2
            while at + 1 < bytes.count {
                let (high, low) = big ? (bytes[at], bytes[at + 1]) : (bytes[at + 1], bytes[at])
                units.append(UInt16(high) << 8 | UInt16(low))
                at += 2
            }
            guard let text = String(validating: units, as: UTF16.self) else {
                return SourceXMLError(
                    message:
                        "the file starts with a UTF-16 byte-order mark but is not valid UTF-16; save it as UTF-8",
                    line: 1, column: 1)
            }
            return emptyInstruction(
                Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map {
                    Array($0)
                })
        }
        return invalidUTF8(bytes, lines: lines) ?? emptyInstruction(lines)
    }

    /// Whether a document is meant to be UTF-8: no UTF-16 byte-order mark and no single-byte
    /// `encoding` that libxml2 converts from in a well-formed declaration.
    static func meantAsUTF8(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return false }
        guard let encoding = declaredEncoding(bytes) else { return true }
        return !singleByteEncodings.contains(encoding)
    }

    /// Where the first byte that is not UTF-8 is, when the document is meant to be UTF-8 (no
    /// UTF-16 byte-order mark and no other `encoding` in its declaration), as an error.
    static func invalidUTF8(_ bytes: [UInt8], lines: [[UInt8]]) -> SourceXMLError? {
        guard meantAsUTF8(bytes) else { return nil }
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var offset = 0
        for (row, line) in lines.enumerated() {
            if String(validating: line, as: UTF8.self) == nil {
                var parser = Unicode.UTF8.ForwardParser()
                var iterator = line.makeIterator()
                var valid = 0
                while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
                    valid += scalar.count
                }
                let column = String(decoding: line[..<valid], as: UTF8.self).count + 1
                let byte = String(line[valid], radix: 16, uppercase: true)
                return SourceXMLError(
                    message:
                        "the file is not valid UTF-8 (byte 0x\(byte) at offset \(offset + valid)); save it as UTF-8 or declare its encoding",
                    line: row + 1, column: column)
            }
            offset += line.count + 1
        }
        return nil
    }

    /// Encodings that libxml2 (through iconv) turns into valid UTF-8 whatever the bytes. A
    /// declaration that names anything else, or is malformed (`encoding=U"TF-8"`,
    /// `encoencoding="ISO-8859-1"`, which libxml2 does not read as a declaration), is checked as
    /// UTF-8: either let invalid bytes through to the parser, which trapped.
    static let singleByteEncodings: Set<String> = Set(
        (1...16).filter { $0 != 12 }.map { "iso-8859-\($0)" } + (1...10).map { "latin\($0)" }
            + (1250...1258).flatMap { ["windows-\($0)", "cp\($0)"] })

    /// The encoding (lower-cased) that a well-formed XML declaration at the start of `bytes`
    /// names: `<?xml`, blanks, `version="1.n"`, blanks, `encoding="name"` (either quotes).
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var at = 0
        func skipBlanks() -> Bool {
            let start = at
            while at < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[at]) { at += 1 }
            return at > start
        }
        func literal(_ text: String) -> Bool {
            let wanted = Array(text.utf8)
            guard bytes.count - at >= wanted.count,
                bytes[at..<(at + wanted.count)].elementsEqual(wanted)
            else { return false }
            at += wanted.count
            return true
        }
        func quoted(_ allowed: (UInt8) -> Bool) -> [UInt8]? {
            _ = skipBlanks()
            guard literal("=") else { return nil }
            _ = skipBlanks()
            guard at < bytes.count, bytes[at] == 0x22 || bytes[at] == 0x27 else { return nil }
            let quote = bytes[at]
            at += 1
            let start = at
            while at < bytes.count, bytes[at] != quote {
                guard allowed(bytes[at]) else { return nil }
                at += 1
            }
            guard at < bytes.count else { return nil }
            defer { at += 1 }
            return Array(bytes[start..<at])
        }
        let nameByte: (UInt8) -> Bool = {
            (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0)
                || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D
        }
        guard literal("<?xml"), skipBlanks(), literal("version"),
            let version = quoted(nameByte), version.starts(with: Array("1.".utf8)),
            version.count > 2, version.dropFirst(2).allSatisfy({ (0x30...0x39).contains($0) }),
            skipBlanks(), literal("encoding"), let name = quoted(nameByte),
            let first = name.first, (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first)
        else { return nil }
        return String(decoding: name, as: UTF8.self).lowercased()
    }

    /// A processing instruction without data (`<?name?>`, no space before `?>`): libxml2 hands
    /// Foundation a null pointer for its data, which Foundation reads as a C string (SIGSEGV).
    /// It is an error wherever it stands, comments and CDATA sections included: in malformed
    /// markup libxml2's recovery ends a comment, a section or another instruction elsewhere than
    /// a reader would (three such inputs from the fuzzer crashed a scan that skipped them).
    ///
    /// - Parameter lines: The document's lines (split at line feeds, without them).
    /// - Returns: The error at the first one's `<?`, or `nil`.
    static func emptyInstruction(_ lines: [[UInt8]]) -> SourceXMLError? {
        for (row, line) in lines.enumerated() {
            var at = 0
            while at + 1 < line.count {
                guard line[at] == 0x3C, line[at + 1] == 0x3F else {  // <?
                    at += 1
                    continue
                }
                var end = at + 2
                while end < line.count, isNameByte(line[end]) { end += 1 }
                if end > at + 2, end + 1 < line.count, line[end] == 0x3F, line[end + 1] == 0x3E {
                    let column = String(decoding: line[..<at], as: UTF8.self).count + 1
                    let target = String(decoding: line[(at + 2)..<end], as: UTF8.self)
                    return SourceXMLError(
                        message:
                            "a processing instruction without data (<?\(target)?>), which the XML parser cannot read; remove it",
                        line: row + 1, column: column)
                }
                at += 2
            }
        }
        return nil
    }

    /// Bytes that may continue an XML name (letters, digits, `-._:`, and any non-ASCII byte).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x3A, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x80...0xFF: true
        default: false
        }
    }
}
