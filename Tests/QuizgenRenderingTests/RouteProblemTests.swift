import Testing

@testable import QuizgenRendering

@Suite("Route checks")
struct RouteProblemTests {
    @Test("an ASCII path's problem over bytes is the one over characters")
    func asciiMatchesTheDefinition() {
        let pieces = ["/", "/", ".", "..", "...", "a", "bc", "\\", "\0", "\r\n", "-", "x.y"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5000 {
            let path = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(
                SiteRenderer.asciiRouteProblem(path) == SiteRenderer.characterRouteProblem(path),
                "\(path.debugDescription)")
            #expect(
                SiteRenderer.routeProblem(path) == SiteRenderer.characterRouteProblem(path),
                "\(path.debugDescription)")
        }
        let dots = "contains '.' or '..'"
        let empty = "contains an empty segment ('//')"
        let expected: [String: String?] = [
            "/a/b/": nil, "/": nil, "": "does not start with '/'", "a/": "does not start with '/'",
            "/./": dots,
            "/../": dots, "/a/..": dots, "/.../": nil, "/a//b": empty,
            "/a\\b": "contains a backslash or NUL",
            "/é/../": dots, "/é//": empty, "/é/": nil,
        ]
        for (path, problem) in expected {
            #expect(SiteRenderer.routeProblem(path) == problem, "\(path.debugDescription)")
        }
    }
}
