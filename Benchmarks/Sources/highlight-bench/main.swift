import BenchSupport
import Foundation
import QuizgenCore
import QuizgenRendering
import QuizgenSite

// Issue 33's target: the time highlighting adds to a 1,000-page site with two code blocks a page.
// Two scratch sites that differ only in the fences' language (`python` and `js`, highlighted, in
// one; `text`, which no highlighter knows, in the other) are built in process, alternately, and
// the medians compared; then the highlighter alone on the 2,000 blocks.

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1000
let runs = 7
let work = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
    "Benchmarks/.work/highlight-bench")

let python = """
    def facility(answers, key):
        \"\"\"The share of students who chose the key.\"\"\"
        right = sum(1 for answer in answers if answer == key)
        return right / len(answers) if answers else 0.0  # no answers: 0

    class Grader:
        def __init__(self, key, weight=1.5):
            self.key = key
            self.scores = {}

        def grade(self, student, answers):
            total = 0
            for i, answer in enumerate(answers):
                if answer == self.key[i]:
                    total += 1
            self.scores[student] = total * 1.5
            return total
    """
let javascript = """
    // Counts the answers of one question.
    export function tally(answers) {
      const counts = new Map();
      for (const answer of answers) {
        counts.set(answer, (counts.get(answer) ?? 0) + 1);
      }
      return [...counts].sort((a, b) => b[1] - a[1]);
    }
    const label = `${answers.length} answers`;
    console.log(label, tally(["a", "b", 'a']), 0x1F, 2.5e3);
    """

func page(_ index: Int, highlighted: Bool) -> String {
    let (first, second) = highlighted ? ("python", "js") : ("text", "text")
    return """
        ---
        title: Page \(index)
        ---
        Page \(index) shows how a question is checked, with a script and a browser snippet.

        ```\(first)
        \(python)
        ```

        The same in the browser:

        ```\(second)
        \(javascript)
        ```
        """
}

func writeSite(_ name: String, highlighted: Bool) throws -> URL {
    let root = work.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: root)
    let pages = root.appendingPathComponent("Content/pages")
    try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
    try "title: Highlight bench\nbase_url: https://bench.example.org/\n".write(
        to: root.appendingPathComponent("quizgen.yaml"), atomically: true, encoding: .utf8)
    for index in 0..<count {
        try page(index, highlighted: highlighted).write(
            to: pages.appendingPathComponent("page-\(index).md"), atomically: true, encoding: .utf8)
    }
    return root
}

let highlightedSite = try writeSite("highlighted", highlighted: true)
let plainSite = try writeSite("plain", highlighted: false)
_ = await buildSeconds(highlightedSite)
_ = await buildSeconds(plainSite)
var with: [Double] = []
var without: [Double] = []
for _ in 0..<runs {
    with.append(await buildSeconds(highlightedSite))
    without.append(await buildSeconds(plainSite))
}
print(
    "site build, \(count) pages with two code blocks, median of \(runs): highlighted \(ms(median(with))), plain \(ms(median(without)))"
)
print("  highlighting adds \(ms(median(with) - median(without)))")

let alone = median(
    (0..<runs).map { _ in
        time {
            for _ in 0..<count {
                _ = CodeHighlighter.html(python, language: "python")
                _ = CodeHighlighter.html(javascript, language: "js")
            }
        }
    })
print("the highlighter alone on the \(2 * count) blocks: \(ms(alone))")
