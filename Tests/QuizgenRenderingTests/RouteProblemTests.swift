import Testing

@testable import QuizgenRendering

@Suite("Route checks")
struct RouteProblemTests {
    /// The definition over characters (the check for paths that are not ASCII).
    static func reference(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return "does not start with '/'" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") || parts.contains(".") { return "contains '.' or '..'" }
        if path.contains("//") { return "contains an empty segment ('//')" }
        if path.contains("\\") || path.contains("\0") { return "contains a backslash or NUL" }
        return nil
    }

    @Test("an ASCII path's problem over bytes is the one over characters")
    func asciiMatchesTheDefinition() {
        let pieces = ["/", "/", ".", "..", "...", "a", "bc", "\\", "\0", "\r\n", "-", "x.y"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5000 {
            let path = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(SiteRenderer.asciiRouteProblem(path) == Self.reference(path), "\(path.debugDescription)")
            #expect(SiteRenderer.routeProblem(path) == Self.reference(path), "\(path.debugDescription)")
        }
        for path in ["/a/b/", "/", "", "a/", "/./", "/../", "/a/..", "/.../", "/a//b", "/a\\b", "/é/../", "/é//"] {
            #expect(SiteRenderer.routeProblem(path) == Self.reference(path), "\(path.debugDescription)")
        }
    }
}
