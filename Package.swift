// swift-tools-version: 6.1
import PackageDescription

/// The commit `quizgen --version` names: scripts/source-commit.sh sets QUIZGEN_COMMIT for the
/// scripts that build quizgen (git, or the commit `git archive` wrote into a source tarball).
/// Anything but an abbreviated hash, with `-dirty` or not, is ignored.
let buildCommit: String? = Context.environment["QUIZGEN_COMMIT"].flatMap { value in
    let hash = value.hasSuffix("-dirty") ? value.dropLast(6) : Substring(value)
    return (7...40).contains(hash.count) && hash.allSatisfy({ "0123456789abcdef".contains($0) })
        ? value : nil
}

let package = Package(
    name: "quizgen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "quizgen", targets: ["quizgen"]),
        /// The extension surface: a Swift package depends on this product to register its own
        /// models, adapters, validators and pipeline steps (see `QuizgenExampleGlossary`).
        .library(
            name: "Quizgen",
            targets: [
                "QuizgenCore", "QuizgenSystem", "QuizgenMath", "QuizgenLoading", "QuizgenCompute",
                "QuizgenGrading", "QuizgenI18n", "QuizgenRendering", "QuizgenSearch", "QuizgenSite",
            ]),
        /// The importers and exporters, for the fuzz targets in Fuzz/.
        .library(name: "QuizgenInterop", targets: ["QuizgenInterop"]),
        /// Every parser as a fuzz target, for the libFuzzer harness in Fuzz/.
        .library(name: "QuizgenFuzzTargets", targets: ["QuizgenFuzzTargets"]),
    ],
    traits: [
        .trait(
            name: "PostgreSQL",
            description:
                "The collector's PostgreSQL store (quizgen collect --database postgres://…); adds postgres-nio to the build"
        )
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        // Hummingbird's own dependency, named because the collector uses NIOCore's buffers.
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        // The build's HTTP client for remote media (QuizgenRemoteMedia).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CGumbo",
            pkgConfig: "gumbo",
            providers: [.apt(["libgumbo-dev"])]
        ),
        /// libvips, for the images the site publishes (QuizgenImages): a system library like
        /// cmark-gfm, so it adds a link and no compile time (docs/images.md).
        .systemLibrary(
            name: "CVips",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"])]
        ),
        .target(name: "CQuizgenShims"),
        /// The commit quizgen was built from, as a C define: only this file rebuilds when it
        /// changes.
        .target(
            name: "CQuizgenBuildInfo",
            cSettings: buildCommit.map { [.define("QUIZGEN_COMMIT", to: "\"\($0)\"")] } ?? []
        ),
        /// Values: content models, located diagnostics, escaping, hashing, dates; no I/O.
        .target(name: "QuizgenCore"),
        /// What touches the operating system: whole files read by system call (`FileBytes`) and
        /// work spread over every core (`ParallelChunks`).
        .target(name: "QuizgenSystem"),
        /// TeX to MathML Core at build time (no runtime dependency), and the Markdown math scanner.
        .target(name: "QuizgenMath", dependencies: ["QuizgenCore"]),
        .target(
            name: "QuizgenLoading",
            dependencies: [
                "QuizgenCore", "QuizgenSystem", "QuizgenMath", "QuizgenCompute", "CCmarkGFM",
                "CGumbo", .product(name: "Yams", package: "Yams"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .target(
            name: "QuizgenCompute",
            dependencies: [
                "QuizgenCore", "QuizgenSystem", .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        /// Grading shared by the build and the collector: answer scoring, submission grading,
        /// exam assembly from frozen snapshots.
        .target(
            name: "QuizgenGrading",
            dependencies: ["QuizgenCore", "QuizgenSystem", "QuizgenLoading", "QuizgenCompute"]
        ),
        /// The theme's strings in the site's language: catalogs, plural rules, a site's overrides.
        .target(
            name: "QuizgenI18n",
            dependencies: [
                "QuizgenCore", "QuizgenLoading", .product(name: "Yams", package: "Yams"),
            ],
            // Built into the binary, so that a copied binary needs no resource bundle beside it.
            resources: [.embedInCode("Catalogs")]
        ),
        .target(
            name: "QuizgenRendering",
            dependencies: [
                "QuizgenCore", "QuizgenSystem", "QuizgenLoading", "QuizgenCompute",
                "QuizgenGrading", "QuizgenMath", "QuizgenI18n", "CCmarkGFM",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            // The default theme and its history, built into the binary (see DefaultTheme).
            resources: [.embedInCode("Theme"), .embedInCode("ThemeHistory.tsv")]
        ),
        /// Images for phones: orientation applied, metadata stripped, WebP copies, cached by
        /// content in `.quizgen/cache/images/`.
        .target(
            name: "QuizgenImages",
            dependencies: ["QuizgenCore", "QuizgenSystem", "QuizgenCompute", "CVips"]
        ),
        /// Static search: folding, words, and the sharded index the search script reads.
        .target(name: "QuizgenSearch", dependencies: ["QuizgenCore", "QuizgenSystem"]),
        /// Remote media fetched at build: the HTTP client, the cache in `.quizgen/`, the limits.
        .target(
            name: "QuizgenRemoteMedia",
            dependencies: [
                "QuizgenCore", "QuizgenSystem", "QuizgenLoading",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .target(
            name: "QuizgenSite",
            dependencies: [
                "QuizgenCore", "QuizgenSystem", "QuizgenLoading", "QuizgenCompute",
                "QuizgenGrading", "QuizgenI18n", "QuizgenRendering", "QuizgenSearch",
                "QuizgenRemoteMedia", "QuizgenImages",
                "CQuizgenShims", .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        /// The preview server (`quizgen serve`): in-memory site, live reload, submissions.
        .target(
            name: "QuizgenServer",
            dependencies: [
                "QuizgenCore", "QuizgenLoading", "QuizgenSite", "QuizgenCollect",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        /// The submission service (`quizgen collect`): attempts, signed tokens, grading on
        /// receipt, the store (SQLite through GRDB) and its migrations.
        .target(
            name: "QuizgenCollect",
            dependencies: [
                "QuizgenCore", "QuizgenLoading", "QuizgenCompute", "QuizgenGrading", "QuizgenI18n",
                "QuizgenRendering", "QuizgenSite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(
                    name: "PostgresNIO", package: "postgres-nio",
                    condition: .when(traits: ["PostgreSQL"])),
            ]
        ),
        /// Import and export of other systems' formats: GIFT, Aiken, Moodle XML, text2qti, QTI 1.2
        /// and 2.1.
        .target(
            name: "QuizgenInterop",
            dependencies: [
                "QuizgenCore", "QuizgenSystem", "QuizgenLoading", "QuizgenCompute", "CGumbo",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .target(
            name: "QuizgenCLI",
            dependencies: [
                "QuizgenCore", "QuizgenLoading", "QuizgenCompute", "QuizgenGrading", "QuizgenI18n",
                "QuizgenRendering",
                "QuizgenSite", "QuizgenServer", "QuizgenCollect", "QuizgenInterop",
                "CQuizgenBuildInfo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "quizgen", dependencies: ["QuizgenCLI"],
            // mimalloc replaces glibc's malloc in the whole process (Swift runtime, cmark-gfm
            // included): 12-20 % less CPU on large builds (Benchmarks/README.md).
            linkerSettings: [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]
        ),
        /// An example of extending quizgen from outside: its own model, loader step and adapter.
        .target(
            name: "QuizgenExampleGlossary",
            dependencies: ["QuizgenCore", "QuizgenLoading", "QuizgenRendering", "QuizgenSite"]
        ),
        // Each parser fed bytes as the file it reads: run by Fuzz/'s libFuzzer harness, and by
        // QuizgenFuzzTargetsTests over the committed seed corpus.
        .target(
            name: "QuizgenFuzzTargets",
            dependencies: [
                "QuizgenCore", "QuizgenLoading", "QuizgenI18n", "QuizgenRendering",
                "QuizgenInterop", "QuizgenImages",
            ]
        ),
        .target(
            name: "QuizgenTestSupport",
            dependencies: ["QuizgenCore", "QuizgenLoading", "QuizgenSite", "CGumbo"]
        ),
        // The preview server and the collector, started in process on loopback, for the tests
        // of both and for the browser tests.
        .target(
            name: "QuizgenServiceTestSupport",
            dependencies: [
                "QuizgenCore", "QuizgenSite", "QuizgenServer", "QuizgenCollect",
                "QuizgenTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "QuizgenCoreTests", dependencies: ["QuizgenCore"]),
        .testTarget(name: "QuizgenMathTests", dependencies: ["QuizgenMath"], exclude: ["Fixtures"]),
        .testTarget(
            name: "QuizgenLoadingTests", dependencies: ["QuizgenLoading", "QuizgenTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "QuizgenComputeTests", dependencies: ["QuizgenCompute", "QuizgenCore"]),
        .testTarget(name: "QuizgenI18nTests", dependencies: ["QuizgenI18n"]),
        .testTarget(name: "QuizgenSearchTests", dependencies: ["QuizgenSearch"]),
        .testTarget(
            name: "QuizgenRenderingTests",
            dependencies: ["QuizgenRendering", "QuizgenI18n", "QuizgenTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "QuizgenSiteTests",
            dependencies: [
                "QuizgenSite", "QuizgenSystem", "QuizgenGrading", "QuizgenI18n",
                "QuizgenExampleGlossary", "QuizgenCollect", "QuizgenServiceTestSupport",
                "QuizgenTestSupport", "QuizgenRemoteMedia",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "QuizgenServerTests",
            dependencies: [
                "QuizgenServer", "QuizgenSite", "QuizgenCollect", "QuizgenSearch",
                "QuizgenTestSupport", "QuizgenServiceTestSupport",
            ]
        ),
        .testTarget(
            name: "QuizgenCollectTests",
            dependencies: [
                "QuizgenCollect", "QuizgenCompute", "QuizgenCore", "QuizgenGrading",
                "QuizgenRendering", "QuizgenSite", "QuizgenTestSupport", "quizgen",
                "QuizgenServiceTestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
                .product(
                    name: "PostgresNIO", package: "postgres-nio",
                    condition: .when(traits: ["PostgreSQL"])),
            ]
        ),
        // Every test that drives a real browser (headless Chromium through chromedriver).
        .testTarget(
            name: "QuizgenBrowserTests",
            dependencies: [
                "QuizgenSite", "QuizgenCollect", "QuizgenSearch", "QuizgenCompute", "QuizgenCore",
                "QuizgenI18n", "QuizgenTestSupport", "QuizgenServiceTestSupport", "QuizgenGrading",
                "QuizgenLoading",
            ]
        ),
        .testTarget(
            name: "QuizgenGradingTests",
            dependencies: [
                "QuizgenGrading", "QuizgenCore", "QuizgenCompute", "QuizgenLoading",
                "QuizgenTestSupport",
            ]
        ),
        .testTarget(
            name: "QuizgenInteropTests",
            dependencies: [
                "QuizgenInterop", "QuizgenLoading", "QuizgenGrading", "QuizgenTestSupport",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "QuizgenFuzzTargetsTests", dependencies: ["QuizgenFuzzTargets"]),
        .testTarget(
            name: "QuizgenCLITests",
            dependencies: ["quizgen", "QuizgenCLI", "QuizgenSite", "QuizgenTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
