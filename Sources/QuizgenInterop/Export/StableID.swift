import QuizgenCore

/// Stable identifiers for exported packages: the same input always gives the same ids, so two
/// exports of one exam are byte-identical.
enum StableID {
    /// 16 hex digits of FNV-1a over `text`.
    static func hex(_ text: String) -> String { StableHash.hex(StableHash.of(text)) }

    /// An XML-safe identifier: `prefix` and a hash of the parts.
    static func make(_ prefix: String, _ parts: String...) -> String {
        prefix + "_" + hex(parts.joined(separator: "\u{1F}"))
    }
}
