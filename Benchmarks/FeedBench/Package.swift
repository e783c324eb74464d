// swift-tools-version: 6.1
// feed-bench: builds a generated feed of 100,000 posts with comments, in process, into a fresh
// temporary folder, and prints the wall time and peak RSS (VmHWM).
// swift build -c release --package-path Benchmarks/FeedBench --scratch-path Benchmarks/FeedBench/.build-bench
import PackageDescription

let package = Package(
    name: "FeedBench",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "quizgen", path: "../..")],
    targets: [
        .executableTarget(
            name: "feed-bench",
            dependencies: [.product(name: "Quizgen", package: "quizgen")],
            // The allocator the quizgen binary links, so the figures are what users get.
            linkerSettings: [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]
        )
    ],
    swiftLanguageModes: [.v6]
)
