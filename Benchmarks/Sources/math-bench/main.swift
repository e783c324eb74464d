import BenchSupport
import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenMath
import QuizgenRendering
import QuizgenSite

// Issue 18's target: a page with 200 formulas adds under 50 ms to a release build, and a site
// without formulas builds as fast as before. Two scratch sites that differ only in that page's
// formulas (replaced by words in the second) are built in process, alternately, and the
// medians compared; then the parts: converting 200 formulas, and rendering Markdown without
// math through the renderer against cmark-gfm alone (the path before math existed).

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200
let runs = 15
let work = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
    "Benchmarks/.work/math-bench")

func writeSite(_ name: String, math: Bool) throws -> URL {
    let root = work.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: root)
    let pages = root.appendingPathComponent("Content/pages")
    try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
    try "title: Math bench\nbase_url: https://bench.example.org/\n".write(
        to: root.appendingPathComponent("quizgen.yaml"), atomically: true, encoding: .utf8)
    try MathCorpus.page(count: count, math: math).write(
        to: pages.appendingPathComponent("formulas.md"), atomically: true, encoding: .utf8)
    for index in 0..<40 {
        try MathCorpus.prose(index).write(
            to: pages.appendingPathComponent("page-\(index).md"), atomically: true, encoding: .utf8)
    }
    return root
}

let mathSite = try writeSite("math", math: true)
let plainSite = try writeSite("plain", math: false)
_ = await buildSeconds(mathSite)
_ = await buildSeconds(plainSite)
var withMath: [Double] = []
var without: [Double] = []
for _ in 0..<runs {
    withMath.append(await buildSeconds(mathSite))
    without.append(await buildSeconds(plainSite))
}
print(
    "site build, 41 pages, median of \(runs): with \(count) formulas \(ms(median(withMath))), without \(ms(median(without)))"
)
print(
    "  formulas add \(ms(median(withMath) - median(without))) (min-to-min \(ms(withMath.min()! - without.min()!))); target < 50 ms"
)

let converter = MathMLConverter()
let texts = (0..<count).map { MathCorpus.formulas[$0 % MathCorpus.formulas.count] }
let convert = median(
    (0..<runs).map { _ in
        time { for tex in texts { _ = try? converter.mathML(for: tex, display: false) } }
    })
print("converting \(count) formulas: \(ms(convert))")
let page = MathCorpus.page(count: count, math: true)
let renderer = MarkdownRenderer()
let render = median((0..<runs).map { _ in time { _ = renderer.html(page) } })
print("rendering the \(count)-formula page (scan, cmark-gfm, MathML): \(ms(render))")

let prose = (0..<40).map(MathCorpus.prose).joined(separator: "\n")
let viaRenderer = median((0..<runs).map { _ in time { _ = renderer.html(prose) } })
let viaCmark = median((0..<runs).map { _ in time { _ = MarkdownDocument(prose).html() } })
let scan = median((0..<runs).map { _ in time { _ = MathSpanScanner.spans(in: prose) } })
print(
    "40 pages of prose with prices, no formulas: renderer \(ms(viaRenderer)), cmark-gfm alone \(ms(viaCmark)), math scan \(ms(scan))"
)
try? FileManager.default.removeItem(at: work)
