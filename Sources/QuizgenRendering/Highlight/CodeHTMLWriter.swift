/// Collects the highlighted HTML: plain runs and spans, every byte HTML-escaped as cmark escapes
/// code (`&`, `<`, `>`, `"`), so a block reads the same highlighted or not.
struct CodeHTMLWriter {
    private(set) var bytes: [UInt8] = []

    /// `<span class="hl-…">` of each class, by ``CodeTokenClass/ordinal``.
    private static let openTags = CodeTokenClass.allCases.map {
        Array("<span class=\"hl-\($0.rawValue)\">".utf8)
    }
    private static let closeTag = Array("</span>".utf8)

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `input[range]` escaped, in a span of `tokenClass` unless it is `nil`.
    mutating func write(_ input: [UInt8], _ range: Range<Int>, _ tokenClass: CodeTokenClass?) {
        guard !range.isEmpty else { return }
        if let tokenClass { bytes.append(contentsOf: Self.openTags[tokenClass.ordinal]) }
        for index in range {
            switch input[index] {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            case let byte: bytes.append(byte)
            }
        }
        if tokenClass != nil { bytes.append(contentsOf: Self.closeTag) }
    }
}
