import Foundation
import QuizgenTestSupport
import Testing

/// The preview used to drop every failure of its rehearsal store (`try?`): exams then could not
/// be taken and nothing said why. It now says so on standard error and still serves the pages.
@Suite("Preview: a rehearsal store that cannot open is said")
struct PreviewStoreWarningTests {
    @Test func anUnopenableStoreIsAWarningAndThePagesAreServed() async throws {
        let site = try TestSite(
            QuizFixtures.site(), bytes: ["Content/banks/map.png": QuizFixtures.png])
        // A folder where the store's file would be: SQLite cannot open it.
        try FileManager.default.createDirectory(
            at: site.root.appendingPathComponent(".quizgen/collect-preview.sqlite"),
            withIntermediateDirectories: true)
        let errors = Pipe()
        let server = try await ServeProcess.start(site, errors: errors)
        // The child has its own copy of the pipe's writing end; ours would keep the pipe open.
        try? errors.fileHandleForWriting.close()
        let exams = try await server.get("/exams/")
        // Stopped first, so that its standard error ends and is read whole.
        server.stop()
        #expect(exams.status == 200, "\(exams.status) \(exams.body.prefix(300))")
        let text = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(
            text.hasPrefix(
                "quizgen serve: warning: exams cannot be taken in this preview: the rehearsal store .quizgen/collect-preview.sqlite cannot be opened ("
            ), "\(text)")
    }
}
