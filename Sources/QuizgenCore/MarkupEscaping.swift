/// The one place text is escaped for markup, by what reads it: HTML element text, HTML
/// attributes, Mustache's `{{value}}`, XML files (QTI, Moodle XML) and JUnit reports.
///
/// Every escaper works on UTF-8 bytes (or Unicode scalars), never on Characters: a combining
/// mark after `"` or `<` makes one Character of the two, which a Character-wise escaper would
/// let through unescaped.
public enum MarkupEscaping {
    /// `&`, `<`, `>`, `"` and `'` escaped (`&#39;`): HTML anywhere, text or a quoted attribute
    /// value. What `{{value}}` does in the theme's templates.
    @inlinable
    public static func html(_ text: String) -> String {
        // The theme's hot path (every {{value}} of every page): inlined with constant flags.
        escaped(text, quotes: true, apostrophe: true)
    }

    /// `&`, `<` and `>` escaped: HTML element text and MathML token text.
    public static func htmlText(_ text: String) -> String {
        escaped(text, quotes: false, apostrophe: false)
    }

    /// `&`, `<`, `>` and `"` escaped: a double-quoted HTML, SVG or XML attribute value.
    public static func htmlAttribute(_ text: String) -> String {
        escaped(text, quotes: true, apostrophe: false)
    }

    /// Whether ``html(_:)`` would change `text`.
    @inlinable
    public static func needsHTMLEscaping(_ text: String) -> Bool {
        needsEscaping(text, quotes: true, apostrophe: true)
    }

    /// Appends `text` escaped as ``html(_:)`` does to `out`.
    @inlinable
    public static func appendHTML(_ text: String, to out: inout [UInt8]) {
        append(text, to: &out, quotes: true, apostrophe: true)
    }

    /// `text` for an XML 1.0 file, text or attribute: `&`, `<`, `>`, `"` and `'` (`&apos;`)
    /// escaped, and the characters XML 1.0 forbids (most controls, U+FFFE and U+FFFF) dropped.
    public static func xml(_ text: String) -> String { xmlEscaped(text, attribute: false) }

    /// `text` for an XML attribute that must keep its line breaks and tabs (JUnit's `message`):
    /// as ``xml(_:)``, with `\n`, `\r` and `\t` as character references (an attribute's white
    /// space is otherwise normalised to spaces) and forbidden characters replaced by U+FFFD.
    public static func xmlAttribute(_ text: String) -> String { xmlEscaped(text, attribute: true) }

    private static func xmlEscaped(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r" where attribute: out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            default:
                let v = scalar.value
                if v == 0x9 || v == 0xA || v == 0xD || (v >= 0x20 && v <= 0xD7FF)
                    || (v >= 0xE000 && v <= 0xFFFD) || v >= 0x10000
                {
                    out.unicodeScalars.append(scalar)
                } else if attribute {
                    out += "\u{FFFD}"
                }
            }
        }
        return out
    }

    /// Whether `text` holds a byte the escaper with these flags replaces.
    @inlinable
    static func needsEscaping(_ text: String, quotes: Bool, apostrophe: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.contains {
                $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || (quotes && $0 == 0x22)
                    || (apostrophe && $0 == 0x27)
            }
        }
    }

    /// `text` escaped with these flags, or `text` itself when nothing needs it (no copy).
    @inlinable
    static func escaped(_ text: String, quotes: Bool, apostrophe: Bool) -> String {
        guard needsEscaping(text, quotes: quotes, apostrophe: apostrophe) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        append(text, to: &out, quotes: quotes, apostrophe: apostrophe)
        return String(decoding: out, as: UTF8.self)
    }

    /// The one escaping loop, over UTF-8 bytes: the runs between the bytes it replaces are
    /// copied whole (most text has none, and a byte-by-byte append checks capacity each time).
    @inlinable
    static func append(_ text: String, to out: inout [UInt8], quotes: Bool, apostrophe: Bool) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let replacement: StaticString
                switch bytes[index] {
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x26: replacement = "&amp;"
                case 0x22 where quotes: replacement = "&quot;"
                case 0x27 where apostrophe: replacement = "&#39;"
                default: continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                replacement.withUTF8Buffer { out.append(contentsOf: $0) }
                start = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }
}
