/// Why a file is not well-formed XML, and where.
struct XMLTreeError: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
}
