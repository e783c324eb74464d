import Mustache

/// The HTML escaping of `{{value}}`, the same five characters as swift-mustache's own, over
/// UTF-8 bytes: a string with nothing to escape (most titles, dates and URLs) is returned as it
/// is, without a copy.
///
/// swift-mustache's built-in escaping looks every Character up in a dictionary; on a site of
/// 10,000 pages with the default theme it was 12 % of the build's CPU time (perf). Templates are
/// registered with this content type through a `CONTENT_TYPE` pragma that `TemplateSet` puts in
/// front of each one; a template's own pragma (`TEXT` for CSS and scripts) still wins.
struct HTMLEscaper: MustacheContentType {
    /// The content type's registered name.
    static let name = "QUIZGEN_HTML"
    /// Put before every template's text, on a line of its own (a standalone tag, so it leaves no
    /// trace in the output and the template's first line keeps its meaning); parse errors are
    /// reported one line up.
    static let pragma = "{{%CONTENT_TYPE: \(name)}}\n"

    /// Registers the content type with swift-mustache (once; the registry is the library's).
    static let registered: Bool = {
        MustacheContentTypes.register(HTMLEscaper(), named: name)
        return true
    }()

    func escapeText(_ text: String) -> String { Self.escape(text) }

    /// Whether `text` holds a character `escape` replaces.
    static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }
    }

    /// Appends `text`, escaped, to `out`.
    static func escape(_ text: String, into out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case 0x3C: out.append(contentsOf: "&lt;".utf8)
            case 0x3E: out.append(contentsOf: "&gt;".utf8)
            case 0x26: out.append(contentsOf: "&amp;".utf8)
            case 0x22: out.append(contentsOf: "&quot;".utf8)
            case 0x27: out.append(contentsOf: "&#39;".utf8)
            default: out.append(byte)
            }
        }
    }

    static func escape(_ text: String) -> String {
        var text = text
        let needs = text.withUTF8 { bytes in
            bytes.contains { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }
        }
        guard needs else { return text }
        var out: [UInt8] = []
        text.withUTF8 { bytes in
            out.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                switch byte {
                case 0x3C: out.append(contentsOf: "&lt;".utf8)
                case 0x3E: out.append(contentsOf: "&gt;".utf8)
                case 0x26: out.append(contentsOf: "&amp;".utf8)
                case 0x22: out.append(contentsOf: "&quot;".utf8)
                case 0x27: out.append(contentsOf: "&#39;".utf8)
                default: out.append(byte)
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
