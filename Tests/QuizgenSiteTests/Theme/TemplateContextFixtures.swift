/// A small site with the optional values the example site lacks, so that every key an adapter
/// can provide is recorded at least once.
enum TemplateContextFixtures {
    static let files: [String: String] = [
        "quizgen.yaml": "title: Context fixture\nbase_url: /\n"
    ]
}
