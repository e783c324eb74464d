import Foundation
import QuizgenCore
import QuizgenSite

// Usage: feed-bench [posts] (default 100000). Writes a site with one quizgen-format feed into a
// fresh temporary folder, builds it in process with FeedPlugin and a DiskSiteWriter, prints the
// figures and removes the folder.
let postCount = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
let root = FileManager.default.temporaryDirectory.appendingPathComponent("feed-bench-\(UUID().uuidString)")
let feed = root.appendingPathComponent("Content/feeds/bench")
try FileManager.default.createDirectory(at: feed, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: root) }

let generated = FeedBenchData(posts: postCount, users: 500, commentsPerTenPosts: 15)
try generated.write(into: feed)
try Data("title: Bench\nbase_url: https://bench.example.org/\npage_size: 50\nfeeds:\n  bench:\n    title: Bench feed\n".utf8)
    .write(to: root.appendingPathComponent("quizgen.yaml"))

let start = DispatchTime.now().uptimeNanoseconds
let options = BuildOptions(root: root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)))
let result = await SiteBuilder(plugins: [FeedPlugin.plugin]).build(options, writer: DiskSiteWriter(output: options.output))
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

print("feed-bench: \(postCount) posts, \(generated.commentCount) comments, \(generated.users) users")
print("published: \(result.published), files: \(result.files.count), errors: \(result.diagnostics.errorCount)")
for timing in result.timings { print(String(format: "  %-14@ %7.2f s", timing.step as NSString, timing.seconds)) }
print(String(format: "wall time: %.2f s", seconds))
print("peak RSS (VmHWM): \(PeakMemory.vmHWM() ?? "unknown")")
