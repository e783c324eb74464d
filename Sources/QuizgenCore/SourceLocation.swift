/// A point in a source file, for diagnostics.
///
/// Lines and columns are 1-based; columns count Unicode scalars, as Yams and libyaml do.
/// A location with `line == 0` names a whole file (no line is known).
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file's path as shown to the user (relative to the site root where possible).
    public var path: String
    /// 1-based line, or 0 when the problem concerns the whole file.
    public var line: Int
    /// 1-based column, or 0 when unknown.
    public var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - path: The file's display path.
    ///   - line: 1-based line number (0 for the whole file).
    ///   - column: 1-based column number (0 when unknown).
    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:col`, omitting the parts that are unknown.
    public var description: String {
        if line <= 0 { return path }
        if column <= 0 { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
