/// Ids made from a text rather than from its place: a choice blank's options (`o…`), ordering
/// items (`i…`) and matching answers (`r…`), so that neither an id nor an order of ids reveals
/// which one is correct or the author's order.
public enum ContentID {
    /// `prefix` and the first 8 hex digits of the text's ``StableHash``.
    ///
    /// - Parameters:
    ///   - prefix: The kind of id: `o`, `i` or `r`.
    ///   - text: The option's, item's or answer's text.
    /// - Returns: The id, such as `o3f2a9c10`.
    public static func make(prefix: String, _ text: String) -> String {
        prefix + String(StableHash.of(text), radix: 16).prefix(8)
    }
}
