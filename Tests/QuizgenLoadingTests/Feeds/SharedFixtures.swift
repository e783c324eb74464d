import Foundation
import QuizgenTestSupport

/// Locates test data: the project's own fixtures and the optional `../shared/fixtures` beside
/// the package (present on CI and developer machines, absent in a bare clone).
enum SharedFixtures {
    /// The package root, computed from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Feeds
        .deletingLastPathComponent()  // QuizgenLoadingTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `../shared/fixtures/feeds` beside the package.
    static let sharedFeeds: URL = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/feeds")

    /// Whether the tests of the shared fixtures run: whenever `../shared` is there or CI runs,
    /// so that a missing fixture fails rather than skips (``SharedFixtureGate``).
    static let available: Bool = SharedFixtureGate.shouldRun(sharedFeeds)

    /// A shared fixture folder or file.
    static func shared(_ path: String) -> URL { sharedFeeds.appendingPathComponent(path) }

    /// The project's own fixture folder or file under `Tests/QuizgenLoadingTests/Fixtures/feeds`.
    static func own(_ path: String) -> URL {
        packageRoot.appendingPathComponent("Tests/QuizgenLoadingTests/Fixtures/feeds")
            .appendingPathComponent(path)
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("quizgen-feeds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
