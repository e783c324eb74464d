import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenSearch

// Writes the search index of N synthetic posts (the corpus of the browser test
// SearchScaleBrowserTests: 6-25 words each from a 4,000-word vocabulary, a few very common) and
// prints the time, the file count and sizes. The browser half (typing to first results, bytes
// per query) is Benchmarks/search-bench.sh.
let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
var random = SeededGenerator(seed: 18)
let syllables = [
    "ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "pa", "dor", "len", "gri", "fa", "mu",
    "st", "ol", "ve",
]
var vocabulary = [
    "the", "and", "river", "danube", "exam", "quiz", "city", "water", "bridge", "trip",
]
while vocabulary.count < 4_000 {
    let length = 2 + Int(random.next() % 3)
    vocabulary.append(
        (0..<length).map { _ in syllables[Int(random.next() % UInt64(syllables.count))] }.joined())
}
vocabulary += ["Zürich", "Łódź", "straße", "Ørsted", "Ţara", "Köln", "Brăila", "Æbeltoft"]
let documents = (0..<count).map { number in
    let length = 6 + Int(random.next() % 20)
    var words: [String] = []
    for _ in 0..<length {
        let unit = Double(random.next() % 1_000_000) / 1_000_000
        words.append(
            vocabulary[
                min(vocabulary.count - 1, Int(Double(vocabulary.count) * unit * unit * unit))])
    }
    return SearchDocument(
        path: "/feeds/big/posts/\(number)/", title: "User \(number % 300) (@user\(number % 300))",
        kind: .post,
        text: words.joined(separator: " "), date: "2024-01-01")
}
let clock = ContinuousClock()
let start = clock.now
let files = SearchIndexWriter().write(documents)
let elapsed = clock.now - start
let shards = files.filter { $0.path.hasPrefix("search/t/") }.map(\.contents.count)
let rows = files.filter { $0.path.hasPrefix("search/d/") }.map(\.contents.count)
let total = files.reduce(0) { $0 + $1.contents.count }
print("search-bench: \(count) posts: index written in \(elapsed)")
print(
    "search-bench: \(files.count) files, \(total) bytes; manifest \(files[0].contents.count) bytes")
print(
    "search-bench: \(shards.count) word shards, largest \(shards.max() ?? 0) bytes; \(rows.count) document shards, largest \(rows.max() ?? 0) bytes"
)
print(
    "search-bench: a query of 3 words loads at most \(files[0].contents.count + 3 * (shards.max() ?? 0) + 10 * (rows.max() ?? 0)) bytes"
)
