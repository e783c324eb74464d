// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks live in their own package so that the main package's test builds stay fast and
/// its dependency graph stays free of benchmark-only code.
let package = Package(
    name: "quizgen-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "quizgen", path: "..")
    ],
    targets: [
        /// What the site benchmarks share (an in-process build timed, the figures' format).
        .target(
            name: "BenchSupport",
            dependencies: [.product(name: "Quizgen", package: "quizgen")]
        ),
        .executableTarget(
            name: "grading-bench",
            dependencies: [.product(name: "Quizgen", package: "quizgen")]
        ),
        .executableTarget(
            name: "submission-bench",
            dependencies: [.product(name: "Quizgen", package: "quizgen")]
        ),
        /// Issue 18's math target: a page with 200 formulas against the same page without them.
        .executableTarget(
            name: "math-bench",
            dependencies: ["BenchSupport", .product(name: "Quizgen", package: "quizgen")]
        ),
        /// Issue 18's search target: the index of 100,000 synthetic posts (browser half:
        /// search-bench.sh).
        .executableTarget(
            name: "search-bench",
            dependencies: [.product(name: "Quizgen", package: "quizgen")]
        ),
        /// Issue 33's highlighting target: 1,000 pages with two code blocks, highlighted or not.
        .executableTarget(
            name: "highlight-bench",
            dependencies: ["BenchSupport", .product(name: "Quizgen", package: "quizgen")]
        ),
        /// Writes the same deterministic Markdown corpus as a quizgen site and a Hugo site.
        .executableTarget(name: "corpus-gen"),
    ],
    swiftLanguageModes: [.v6]
)
