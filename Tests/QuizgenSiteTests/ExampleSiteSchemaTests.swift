import Foundation
import Testing

/// Every YAML and JSON file of the example site that a published schema describes is valid
/// against it (check-jsonschema reads both; pip install check-jsonschema), and the files no
/// schema describes are a known list, so that a new kind of file is noticed.
@Suite(
    "Example site against the schemas",
    .enabled(
        if: (try? Python.run(["-c", "import check_jsonschema"]))?.status == 0,
        "needs python3 with check-jsonschema (pip install check-jsonschema)"))
struct ExampleSiteSchemaTests {
    /// The schema of a site file (its path from the site root), or nil when none describes it.
    static func schema(for path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        if path == "quizgen.yaml" { return "config.schema.json" }
        if path.hasPrefix("Content/submissions/"), name.hasSuffix(".json") {
            return "submission.schema.json"
        }
        if path.hasPrefix("Content/banks/"), name.hasSuffix(".json") { return "bank.schema.json" }
        if path.hasPrefix("Content/exams/"), name.hasSuffix(".yaml"),
            !name.hasSuffix(".frozen.yaml")
        {
            return "exam.schema.json"
        }
        if path.hasPrefix("Content/feeds/"),
            ["users.json", "posts.json", "comments.json", "messages.json"].contains(name)
        {
            return "feed-\(name.dropLast(".json".count)).schema.json"
        }
        return nil
    }

    @Test func everyDescribedFileIsValid() throws {
        let root = SchemaTests.repositoryRoot
        var files = ["quizgen.yaml"]
        let content = root.appendingPathComponent("Content")
        let walker = try #require(FileManager.default.enumerator(atPath: content.path))
        for case let relative as String in walker
        where ["yaml", "yml", "json"].contains((relative as NSString).pathExtension) {
            files.append("Content/" + relative)
        }
        var bySchema: [String: [String]] = [:]
        var undescribed: [String] = []
        for file in files.sorted() {
            if let schema = Self.schema(for: file) {
                bySchema[schema, default: []].append(file)
            } else {
                undescribed.append(file)
            }
        }
        #expect(
            bySchema.keys.sorted() == [
                "bank.schema.json", "config.schema.json", "exam.schema.json",
                "feed-comments.schema.json",
                "feed-messages.schema.json", "feed-posts.schema.json", "feed-users.schema.json",
                "submission.schema.json",
            ])
        for (schema, paths) in bySchema.sorted(by: { $0.key < $1.key }) {
            let result = try Python.run(
                ["-m", "check_jsonschema", "--schemafile", SchemaTests.schema(schema)]
                    + paths.map { root.appendingPathComponent($0).path })
            #expect(result.status == 0, "\(schema): \(result.output)")
        }
        // Markdown banks: their front matter, cut out as quizgen reads it (between --- lines).
        let banks = try FileManager.default.contentsOfDirectory(
            atPath: content.appendingPathComponent("banks").path
        )
        .filter { $0.hasSuffix(".md") }.sorted()
        #expect(!banks.isEmpty)
        for bank in banks {
            let text = try String(
                contentsOf: content.appendingPathComponent("banks/\(bank)"), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            guard lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") else {
                continue
            }
            let result = try ConfigSchemaTests.validate(
                lines[1..<end].joined(separator: "\n") + "\n",
                schema: "bank-front-matter.schema.json")
            #expect(result.status == 0, "\(bank): \(result.output)")
        }
        #expect(
            try ConfigSchemaTests.validate(
                "category: x\ntitle: y\n", schema: "bank-front-matter.schema.json"
            ).status != 0)
        // Collection items are free-form, marks.yaml and frozen snapshots are written by quizgen.
        #expect(
            undescribed == [
                "Content/data/rivers/danube.yaml", "Content/data/rivers/elbe.yaml",
                "Content/data/rivers/rhine.json",
                "Content/exams/midterm.frozen.json", "Content/submissions/geo-mid/marks.yaml",
            ])
    }
}
