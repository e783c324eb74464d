/// One key of a JSON object.
struct JSONField: Sendable {
    var key: String
    var node: JSONNode
}
