/// YAML that quizgen writes (banks from imports, the console's marks), spelled once.
public enum YAMLText {
    /// `text` as a YAML double-quoted scalar: `"`, `\`, newlines and tabs escaped, every other
    /// control character as `\xHH` (YAML 1.2, 5.7), everything else as it is.
    public static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
