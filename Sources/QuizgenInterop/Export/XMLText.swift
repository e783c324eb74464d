import Foundation

/// Escaping for XML text and attribute values.
enum XMLText {
    /// `<![CDATA[…]]>` around `text`, splitting any `]]>` inside.
    static func cdata(_ text: String) -> String {
        "<![CDATA[" + text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }
}
