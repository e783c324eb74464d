import Foundation
import QuizgenTestSupport
import Testing

/// Runs python3 for tests that use a real third-party validator.
enum Python {
    static var hasJSONSchema: Bool {
        (try? run(["-c", "import jsonschema"]))?.status == 0
    }

    static func run(_ arguments: [String], input: String = "") throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The published JSON Schemas accept the real example content and reject broken input, checked
/// with a real validator (Python's jsonschema) where it is installed.
@Suite(
    "JSON Schemas",
    .enabled(
        if: Python.hasJSONSchema,
        "needs python3 with the jsonschema module (pip install jsonschema)"))
struct SchemaTests {
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static func schema(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("docs/schemas/\(name)").path
    }

    /// Validates `document` (JSON text) against `schema`; returns the validator's messages.
    func errors(_ document: String, schema: String) throws -> [String] {
        let script = """
            import json, sys, jsonschema
            validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
            for e in sorted(validator.iter_errors(json.load(sys.stdin)), key=str):
                print(e.message)
            """
        return try Python.run(["-c", script, Self.schema(schema)], input: document).output.split(
            separator: "\n"
        ).map(String.init)
    }

    @Test(arguments: ["bank", "exam", "submission", "report"])
    func schemaIsAValidSchema(_ name: String) throws {
        let script =
            "import json, sys, jsonschema; jsonschema.Draft202012Validator.check_schema(json.load(open(sys.argv[1])))"
        let result = try Python.run(["-c", script, Self.schema("\(name).schema.json")])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func exampleBankAndFixtureBankAreValid() throws {
        let example = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("Content/banks/capitals.json"),
            encoding: .utf8)
        #expect(try errors(example, schema: "bank.schema.json") == [])
        #expect(try errors(QuizFixtures.jsonBank, schema: "bank.schema.json") == [])
        let broken =
            #"{"questions": [{"id": "x", "type": "single", "text": "?", "choices": [{"text": "a", "correct": "yes"}]}]}"#
        #expect(try errors(broken, schema: "bank.schema.json").isEmpty == false)
    }

    @Test func submissionSchemaMatchesWhatTheExamPageProduces() throws {
        let good = """
            {"format": "quizgen-submission/1", "exam": "GEO-MID", "snapshot": "\(String(repeating: "ab", count: 32))",
             "examinee": "Ana", "started_at": "2026-11-21T10:00:00.000Z", "finished_at": "2026-11-21T10:20:00.000Z",
             "answers": {"q1": "a", "q2": ["a", "c"], "q3": {"a": "r1234abcd"}}}
            """
        #expect(try errors(good, schema: "submission.schema.json") == [])
        let bad = #"{"format": "quizgen-submission/2", "exam": "X", "answers": {"q": 3}}"#
        #expect(try errors(bad, schema: "submission.schema.json").count >= 3)
    }
}
