import Foundation
import Testing

/// docs/schemas/config.schema.json, the editors' schema of quizgen.yaml, accepts the example
/// site's config and rejects what quizgen rejects; checked with check-jsonschema, which reads
/// YAML (pip install check-jsonschema).
@Suite(
    "quizgen.yaml schema",
    .enabled(
        if: (try? Python.run(["-c", "import check_jsonschema"]))?.status == 0,
        "needs python3 with check-jsonschema (pip install check-jsonschema)"))
struct ConfigSchemaTests {
    /// check-jsonschema's exit status and messages for `yaml` against `schema` of docs/schemas.
    static func validate(_ yaml: String, schema: String = "config.schema.json") throws -> (
        status: Int32, output: String
    ) {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("quizgen-config-\(UUID().uuidString).yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Python.run([
            "-m", "check_jsonschema", "--schemafile", SchemaTests.schema(schema), file.path,
        ])
    }

    @Test func schemaIsAValidSchema() throws {
        let result = try Python.run([
            "-m", "check_jsonschema", "--check-metaschema",
            SchemaTests.schema("config.schema.json"),
        ])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func exampleSiteConfigIsValid() throws {
        let example = try String(
            contentsOf: SchemaTests.repositoryRoot.appendingPathComponent("quizgen.yaml"),
            encoding: .utf8)
        let result = try Self.validate(example)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(arguments: [
        "page_sise: 3\n",  // an unknown key
        "page_size: 0\n",
        "base_url: example.org\n",
        "theme:\n  colors:\n    accent: blue\n",
        "feeds:\n  Campus:\n    title: x\n",  // a feed name that is not a slug
        "feeds:\n  campus:\n    format: rss\n",
        "grading:\n  dashboards: never\n",
        "collect: {}\n",
        "remote_media:\n  max_size_mb: 0\n",
        "remote_media:\n  timout: 3\n",
    ])
    func whatQuizgenRejectsTheSchemaRejects(_ yaml: String) throws {
        #expect(try Self.validate("title: T\n" + yaml).status != 0, "\(yaml)")
    }
}
