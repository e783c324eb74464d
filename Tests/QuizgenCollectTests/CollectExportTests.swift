import Foundation
import QuizgenCollect
import QuizgenCore
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// `quizgen collect export`: stored submissions into files that `quizgen build` grades.
@Suite("collect export")
struct CollectExportTests {
    @Test func exportWritesEachSubmissionOnceWithServerTimes() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let ana = try await service.start(code: "COL-1", examinee: "Ana")
        let ben = try await service.start(code: "COL-1", examinee: "Ben")
        clock.advance(120)
        _ = try await service.submit(
            attempt: ana.attempt.id, token: ana.token,
            body: CollectFixtures.body(
                answers: #"{"longest": "a"}"#, finished: "2020-01-01T00:00:00Z"))
        clock.advance(60)
        _ = try await service.submit(
            attempt: ana.attempt.id, token: ana.token, body: CollectFixtures.body())
        clock.advance(20 * 60)
        _ = try await service.submit(
            attempt: ben.attempt.id, token: ben.token, body: CollectFixtures.body())
        let exporter = SubmissionExporter(store: service.store, exams: service.site.exams)
        let folder = site.root.appendingPathComponent("Content/submissions")
        let first = try await exporter.export(exam: nil, to: folder)
        #expect(first.written.count == 3)
        #expect(first.written.allSatisfy { $0.hasPrefix("col-1/") })
        let second = try await exporter.export(exam: "COL-1", to: folder)
        #expect(second.written.isEmpty)
        #expect(second.unchanged == 3)
        let text = try String(
            contentsOf: folder.appendingPathComponent(first.written[0]), encoding: .utf8)
        #expect(text.contains("\"started_at\" : \"2026-11-24T09:00:00.000Z\""))
        #expect(text.contains("\"finished_at\" : \"2026-11-24T09:02:00.000Z\""))
        #expect(!text.contains("2020-01-01"))
        // The build grades the exported files with the same rules: Ana's latest counts, Ben was late.
        var diagnostics = Diagnostics()
        let graded = try #require(
            GradingPlugin.results(root: site.root, only: "col-1", into: &diagnostics).results.first)
        #expect(graded.attempts.map(\.examinee) == ["Ana", "Ben"])
        #expect(graded.attempts.map(\.points) == [3, 1.5])
        #expect(graded.attempts.map(\.timing.label) == ["on time", "late (×0.5)"])
    }

    /// An exam folder linked out of the target folder receives nothing (it would otherwise get
    /// every examinee's answers wherever the link leads).
    @Test func anExamFolderLinkedElsewhereReceivesNothing() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let service = try CollectFixtures.service(site, clock: CollectFixtures.Clock())
        let ana = try await service.start(code: "COL-1", examinee: "Ana")
        _ = try await service.submit(
            attempt: ana.attempt.id, token: ana.token, body: CollectFixtures.body())
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizgen-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let folder = site.root.appendingPathComponent("Content/submissions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("col-1"), withDestinationURL: outside)
        let exporter = SubmissionExporter(store: service.store, exams: service.site.exams)
        let error = await #expect(throws: SubmissionExportError.self) {
            try await exporter.export(exam: nil, to: folder)
        }
        #expect(
            error?.description.contains("through a symbolic link; nothing was written there")
                == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
