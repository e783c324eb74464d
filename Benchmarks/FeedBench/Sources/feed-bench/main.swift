import Foundation
import QuizgenCore
import QuizgenSite

// Usage: feed-bench [--mastodon] [--missing-media N] [--keep FOLDER] [posts] (default 100000).
// Writes a site with one feed into a fresh temporary folder (or FOLDER with --keep, which is then
// left in place so that `quizgen build` can be run on it), builds it in process with FeedPlugin
// and a DiskSiteWriter, and prints the figures. Without --mastodon the feed is in quizgen's own
// format (users.json, posts.json, comments.json); with it, a Mastodon export in the real shape.
var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
func flag(_ name: String) -> Bool {
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    return true
}
let mastodon = flag("--mastodon")
let missingMedia = option("--missing-media").flatMap(Int.init) ?? 0
let keep = option("--keep")
let postCount = arguments.first.flatMap(Int.init) ?? 100_000
let root = keep.map { URL(fileURLWithPath: $0).standardizedFileURL }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("feed-bench-\(UUID().uuidString)")
try? FileManager.default.removeItem(at: root)
let feed = root.appendingPathComponent("Content/feeds/bench")
try FileManager.default.createDirectory(at: feed, withIntermediateDirectories: true)
defer { if keep == nil { try? FileManager.default.removeItem(at: root) } }

let format: String
if mastodon {
    try MastodonBenchData(posts: postCount, missingMedia: missingMedia).write(into: feed)
    format = "    format: mastodon\n    source: Content/feeds/bench\n"
    print("feed-bench: Mastodon export, \(postCount) activities, \(missingMedia) missing media files")
} else {
    let generated = FeedBenchData(posts: postCount, users: 500, commentsPerTenPosts: 15)
    try generated.write(into: feed)
    format = ""
    print("feed-bench: \(postCount) posts, \(generated.commentCount) comments, \(generated.users) users")
}
try Data("title: Bench\nbase_url: https://bench.example.org/\npage_size: 50\nfeeds:\n  bench:\n    title: Bench feed\n\(format)".utf8)
    .write(to: root.appendingPathComponent("quizgen.yaml"))

let start = DispatchTime.now().uptimeNanoseconds
let options = BuildOptions(root: root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)))
let result = await SiteBuilder(plugins: [FeedPlugin.plugin]).build(options, writer: DiskSiteWriter(output: options.output))
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

print("published: \(result.published), files: \(result.files.count), errors: \(result.diagnostics.errorCount), warnings: \(result.diagnostics.warningCount)")
for timing in result.timings { print(String(format: "  %-14@ %7.2f s", timing.step as NSString, timing.seconds)) }
print(String(format: "wall time: %.2f s", seconds))
print("peak RSS (VmHWM): \(PeakMemory.vmHWM() ?? "unknown")")
if let keep { print("site kept in \(keep)") }
