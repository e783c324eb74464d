import Foundation

/// JSON that is safe inside an HTML `<script type="application/json">` element.
enum ScriptJSON {
    /// Serialises `value` with sorted keys, escaping `<`, `>` and `&` so no text can close the
    /// script element or open a comment.
    static func encode(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
