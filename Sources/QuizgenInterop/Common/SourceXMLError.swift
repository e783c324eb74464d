/// Why a file is not well-formed XML, and where.
struct SourceXMLError: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
}
