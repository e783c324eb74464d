import Foundation
import QuizgenTestSupport
import Testing

/// `quizgen init` keeps the README's promise: sample content that builds, and a site that
/// `quizgen serve` (the command its closing hint names) serves, exam page included.
@Suite("quizgen init, then serve")
struct InitServeTests {
    @Test func theNewSiteServesItsSampleExam() throws {
        let scratch = try TestSite([:])
        defer { scratch.remove() }
        let made = try QuizgenProcess.run(["init", "course"], in: scratch.root)
        #expect(made.status == 0)
        #expect(
            made.stdout.contains("Next: cd course && quizgen serve, and open the address it prints")
        )
        #expect(!made.stdout.contains("any web server"))
        let root = scratch.root.appendingPathComponent("course")
        // The config shows the language and names the built-in ones, asking nothing.
        let config = try String(
            contentsOf: root.appendingPathComponent("quizgen.yaml"), encoding: .utf8)
        #expect(
            config.contains(
                "# The theme's language: de, en, es, fr, it, ro are built in; any other\n"))
        #expect(config.contains("\nlanguage: en\n"))
        // Editors find the schemas where the package installs them (docs/schemas in the source).
        #expect(
            config.hasPrefix(
                "# yaml-language-server: $schema=/usr/share/quizgen/schemas/config.schema.json\n"))
        let sampleExam = try String(
            contentsOf: root.appendingPathComponent("Content/exams/sample-quiz.yaml"),
            encoding: .utf8)
        #expect(
            sampleExam.hasPrefix(
                "# yaml-language-server: $schema=/usr/share/quizgen/schemas/exam.schema.json\n"))
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/schemas")
        for schema in ["config.schema.json", "exam.schema.json"] {
            #expect(
                FileManager.default.fileExists(atPath: docs.appendingPathComponent(schema).path),
                "\(schema)")
        }
        for sample in ["Content/banks/sample.md", "Content/exams/sample-quiz.yaml"] {
            #expect(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(sample).path),
                "\(sample)")
        }
        // `check` finds nothing to fix in the sample content (the practice exam's note aside).
        let check = try QuizgenProcess.run(["check", "--strict"], in: root)
        #expect(check.status == 0, "\(check.stderr)")

        let server = Process()
        server.executableURL = QuizgenProcess.executable
        server.arguments = ["serve", "--port", "0"]
        server.currentDirectoryURL = root
        server.environment = [
            "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "CI": "true",
        ]
        let out = Pipe()
        server.standardOutput = out
        server.standardError = FileHandle.nullDevice
        server.standardInput = FileHandle.nullDevice
        try server.run()
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        // The first line of stdout names the address; read until it is complete.
        var printed = ""
        while !printed.contains("\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // the server exited
            printed += String(decoding: chunk, as: UTF8.self)
        }
        let address = try #require(
            printed.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") })
        let port = try #require(
            Int(address.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }))
        let home = try RawHTTP.blockingRequest(port: port, "GET", "/", headers: [:], body: [])
        #expect(home.status == 200)
        #expect(home.body.contains("Sample quiz"))
        let landing = try RawHTTP.blockingRequest(
            port: port, "GET", "/exams/sample-1/", headers: [:], body: [])
        #expect(landing.status == 200)
        #expect(landing.body.contains("<h1>Sample quiz</h1>"))
        let exam = try RawHTTP.blockingRequest(
            port: port, "GET", "/exams/sample-1/take/", headers: [:], body: [])
        #expect(exam.status == 200)
        #expect(exam.body.contains("Which planet is closest to the Sun?"))
    }
}
