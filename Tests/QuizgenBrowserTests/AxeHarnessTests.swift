import Foundation
import QuizgenTestSupport
import Testing

/// The axe-core harness itself: it finds a planted violation, honours a disabled rule and a
/// known issue, and passes a clean page.
@Suite(
    "axe-core harness", .serialized,
    .enabled(if: AxeCore.isAvailable, Comment(rawValue: AxeCore.unavailableReason)))
struct AxeHarnessTests {
    static func page(_ body: String) throws -> URL {
        let html =
            "<!doctype html><html lang=\"en\"><head><title>t</title></head><body><main><h1>Page</h1>\(body)</main></body></html>"
        return try #require(
            URL(
                string: "data:text/html;charset=utf-8,"
                    + (html.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")))
    }

    @Test func findsToleratesAndPasses() async throws {
        let core = try #require(AxeCore.located())
        let downloads = FileManager.default.temporaryDirectory.appendingPathComponent(
            "axe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: downloads) }
        try await withBrowserSession(downloadFolder: downloads) { session in
            var audit = AxeAudit(
                core: core,
                disabledRules: ["region": "a bare test page has no landmarks besides main"],
                knownIssues: [
                    AxeKnownIssue(
                        rule: "label", pagePrefixes: ["known/"], reason: "tolerated in this test")
                ])
            try await session.navigate(
                to: try Self.page("<img src=\"x.png\"><p><input type=\"checkbox\"></p>"))
            let found = try await audit.check(session, page: "planted")
            #expect(Set(found.map(\.id)) == ["image-alt", "label"])
            #expect(found.first { $0.id == "image-alt" }?.nodes.first?.target == ["img"])
            try await session.navigate(to: try Self.page("<p><input type=\"checkbox\"></p>"))
            #expect(try await audit.check(session, page: "known/page").isEmpty)
            try await session.navigate(
                to: try Self.page("<p><label>Ok <input type=\"checkbox\"></label></p>"))
            #expect(try await audit.check(session, page: "clean").isEmpty)
            #expect(audit.pages == ["planted", "known/page", "clean"])
            #expect(audit.findings.map(\.page) == ["planted", "planted"])
            #expect(audit.tolerated.map(\.violation.id) == ["label"])
            #expect(audit.unusedKnownIssues.isEmpty)
            #expect(audit.report.hasPrefix("2 violations on 1 of 3 pages:\nplanted: "))
        }
    }
}
