import Foundation
import QuizgenCore
import QuizgenSite

// Usage: feed-bench [--mastodon [--missing-media N] [--media-every N]] [--keep FOLDER] [posts]
// (default 100000 posts).
// Writes a site with one feed into a fresh temporary folder (or FOLDER with --keep, which is then
// left in place so that `quizgen build` can be run on it), builds it in process with FeedPlugin
// and a DiskSiteWriter, and prints the figures. Without --mastodon the feed is in quizgen's own
// format (users.json, posts.json, comments.json); with it, a Mastodon export in the real shape.
let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
let mastodon = options.mastodon
let missingMedia = options.missingMedia
let keep = options.keep
let postCount = options.posts
let root =
    keep.map { URL(fileURLWithPath: $0).standardizedFileURL }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "feed-bench-\(UUID().uuidString)")
if keep != nil, FileManager.default.fileExists(atPath: root.path),
    !FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/feeds/bench").path)
{
    // Only ever replace a folder that an earlier run wrote.
    print("feed-bench: \(root.path) exists and is not a feed-bench site; not touching it")
    exit(2)
}
try? FileManager.default.removeItem(at: root)
let feed = root.appendingPathComponent("Content/feeds/bench")
try FileManager.default.createDirectory(at: feed, withIntermediateDirectories: true)
defer { if keep == nil { try? FileManager.default.removeItem(at: root) } }

let format: String
if mastodon {
    try MastodonBenchData(
        posts: postCount, missingMedia: missingMedia, mediaEvery: options.mediaEvery
    ).write(into: feed)
    format = "    format: mastodon\n    source: Content/feeds/bench\n"
    print(
        "feed-bench: Mastodon export, \(postCount) activities, \(missingMedia) missing media files")
} else {
    let generated = FeedBenchData(posts: postCount, users: 500, commentsPerTenPosts: 15)
    try generated.write(into: feed)
    format = ""
    print(
        "feed-bench: \(postCount) posts, \(generated.commentCount) comments, \(generated.users) users"
    )
}
try Data(
    "title: Bench\nbase_url: https://bench.example.org/\npage_size: 50\nfeeds:\n  bench:\n    title: Bench feed\n\(format)"
        .utf8
)
.write(to: root.appendingPathComponent("quizgen.yaml"))

let start = DispatchTime.now().uptimeNanoseconds
let cpuStart = CPUTime.seconds()
let build = BuildOptions(
    root: root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)))
let result = await SiteBuilder(plugins: [FeedPlugin.plugin]).build(
    build, writer: DiskSiteWriter(output: build.output))
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
let cpu = CPUTime.seconds() - cpuStart

print(
    "published: \(result.published), files: \(result.files.count), errors: \(result.diagnostics.errorCount), warnings: \(result.diagnostics.warningCount)"
)
for timing in result.timings {
    print(String(format: "  %-14@ %7.2f s", timing.step as NSString, timing.seconds))
}
print(
    String(format: "wall time: %.2f s, CPU time (user + system, all threads): %.2f s", seconds, cpu)
)
if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
    print("load average: \(load.split(separator: " ").prefix(3).joined(separator: " "))")
}
print("peak RSS (VmHWM): \(PeakMemory.vmHWM() ?? "unknown")")
if let keep { print("site kept in \(keep)") }
