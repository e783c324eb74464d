/// One generated Markdown page: front matter plus a body of about 2.5 KB that mixes headings,
/// paragraphs with links and emphasis, lists, task lists, a table and a fenced code block.
struct CorpusPage {
    /// The page number, 1-based; names the file `page-00001.md`.
    let number: Int

    private static let words = [
        "static", "site", "quiz", "exam", "render", "template", "markdown", "page", "build",
        "cache",
        "swift", "hugo", "folder", "output", "content", "question", "answer", "grade", "score",
        "link",
        "table", "list", "task", "code", "heading", "feed", "post", "theme", "layout", "partial",
    ]

    /// Tags, as a blog or course would use them: each carried by a few hundred pages at 10,000.
    private static let tags = (0..<40).map { "topic-\($0)" }

    /// The file name.
    var fileName: String {
        "page-\(String(repeating: "0", count: max(0, 5 - String(number).count)))\(number).md"
    }

    /// The whole file: YAML front matter and the Markdown body.
    func text() -> String {
        var random = SplitMix64(seed: UInt64(number) &* 0x9E37_79B9)
        let title = "Page \(number): \(sentence(&random, 3).capitalized)"
        var out = "---\ntitle: \"\(title)\"\n"
        out +=
            "date: 2024-\(two(1 + number % 12))-\(two(1 + number % 28))T\(two(number % 24)):\(two(number % 60)):00Z\n"
        let first = Int(random.next() % UInt64(Self.tags.count))
        let second = Int(random.next() % UInt64(Self.tags.count))
        out += "tags: [\(Self.tags[first]), \(Self.tags[second])]\n"
        out += "description: \"\(sentence(&random, 8))\"\n---\n\n"
        out += "# \(title)\n\n\(paragraph(&random))\n\n## \(sentence(&random, 3).capitalized)\n\n"
        for _ in 0..<4 {
            out += "- \(sentence(&random, 6)) with [a link](/page-\(two(number % 97))/)\n"
        }
        out += "\n\(paragraph(&random))\n\n### Tasks\n\n"
        for index in 0..<4 { out += "- [\(index % 2 == 0 ? "x" : " ")] \(sentence(&random, 5))\n" }
        out += "\n| Name | Score | Note |\n| --- | ---: | --- |\n"
        for _ in 0..<4 {
            out += "| \(word(&random)) | \(random.next() % 100) | \(sentence(&random, 3)) |\n"
        }
        out += "\n```swift\nlet total = scores.reduce(0, +)\nprint(\"\\(total) points\")\n```\n\n"
        out +=
            "1. \(sentence(&random, 7))\n2. \(sentence(&random, 7))\n3. \(sentence(&random, 7))\n\n"
        out += "\(paragraph(&random))\n\n> \(sentence(&random, 12)).\n\n\(paragraph(&random))\n"
        return out
    }

    private func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private func word(_ random: inout SplitMix64) -> String {
        Self.words[Int(random.next() % UInt64(Self.words.count))]
    }

    private func sentence(_ random: inout SplitMix64, _ count: Int) -> String {
        (0..<count).map { _ in word(&random) }.joined(separator: " ")
    }

    private func paragraph(_ random: inout SplitMix64) -> String {
        var parts: [String] = []
        for index in 0..<5 {
            var text = sentence(&random, 9)
            if index == 1 { text += " **\(word(&random))**" }
            if index == 2 { text += " `\(word(&random))()`" }
            if index == 3 { text += " [\(word(&random))](https://example.com/\(word(&random)))" }
            parts.append(text.prefix(1).uppercased() + text.dropFirst() + ".")
        }
        return parts.joined(separator: " ")
    }
}
