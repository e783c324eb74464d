/// Numbers written the way an author would: `2006`, `0.5`, `-33.33333`.
enum NumberText {
    /// `value` without a trailing `.0`.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
