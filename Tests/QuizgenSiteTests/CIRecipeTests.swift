import Foundation
import Testing

/// docs/ci.md's GitHub Actions workflow and GitLab CI file are valid against the schemas those
/// services publish, as bundled by check-jsonschema (pip install check-jsonschema; offline).
@Suite(
    "CI recipes",
    .enabled(
        if: (try? Python.run(["-c", "import check_jsonschema"]))?.status == 0,
        "needs python3 with check-jsonschema (pip install check-jsonschema)"))
struct CIRecipeTests {
    /// The first ```yaml block after the heading that starts with `heading`.
    static func block(after heading: String) throws -> String {
        let doc = try String(
            contentsOf: SchemaTests.repositoryRoot.appendingPathComponent("docs/ci.md"),
            encoding: .utf8)
        let section = try #require(doc.range(of: "\n## \(heading)"))
        let open = try #require(
            doc.range(of: "```yaml\n", range: section.upperBound..<doc.endIndex))
        let close = try #require(doc.range(of: "\n```", range: open.upperBound..<doc.endIndex))
        return String(doc[open.upperBound..<close.lowerBound]) + "\n"
    }

    /// check-jsonschema's messages for `yaml` against its bundled schema `schema`.
    static func validate(_ yaml: String, schema: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("quizgen-ci-\(UUID().uuidString).yml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Python.run(["-m", "check_jsonschema", "--builtin-schema", schema, file.path])
    }

    @Test func githubWorkflowIsValid() throws {
        let workflow = try Self.block(after: "GitHub Actions")
        #expect(
            workflow.contains(
                "apt-get install -y -qq --no-install-recommends ./.quizgen-deb/quizgen.deb"))
        let result = try Self.validate(workflow, schema: "vendor.github-workflows")
        #expect(result.status == 0, "\(result.output)")
        let broken = workflow.replacingOccurrences(
            of: "runs-on: ubuntu-24.04", with: "runs-on: [3: 4]")
        #expect(try Self.validate(broken, schema: "vendor.github-workflows").status != 0)
    }

    @Test func gitlabJobIsValid() throws {
        let pipeline = try Self.block(after: "GitLab CI")
        #expect(pipeline.contains("cp -a Site public"))
        let result = try Self.validate(pipeline, schema: "vendor.gitlab-ci")
        #expect(result.status == 0, "\(result.output)")
        let broken = pipeline.replacingOccurrences(of: "when: always", with: "when: sometimes")
        #expect(try Self.validate(broken, schema: "vendor.gitlab-ci").status != 0)
    }
}
