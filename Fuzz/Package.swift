// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets for quizgen's parsers, in their own package (like Benchmarks/) so that the
/// main package never builds with the fuzzer's instrumentation. The targets themselves (which
/// parser, fed how) are the main package's `QuizgenFuzzTargets`, which its tests also replay
/// the seed corpus through. README.md has the commands.
let package = Package(
    name: "quizgen-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "quizgen", path: "..")
    ],
    targets: [
        /// libFuzzer's driver, declared for Swift (SwiftPM renames an executable's `main`, so
        /// libFuzzer's own cannot be the entry point).
        .target(name: "CFuzzDriver"),
        /// One executable for every target (QUIZGEN_FUZZ_TARGET picks it), so one build serves all.
        .executableTarget(
            name: "quizgen-fuzz",
            dependencies: [
                "CFuzzDriver",
                .product(name: "QuizgenFuzzTargets", package: "quizgen"),
            ]
        ),
    ]
)
