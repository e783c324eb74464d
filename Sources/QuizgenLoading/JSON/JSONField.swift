/// One key of a JSON object.
struct JSONField: Sendable {
    var key: String
    var node: JSONNode
    /// 1-based line of the key's opening quote (0 when not read from text).
    var line = 0
    /// 1-based column of the key's opening quote, in Unicode scalars.
    var column = 0
}
