import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport

/// Shared helpers of the feed tests: fixture locations, copying them into a test site, and a
/// small quizgen-format feed.
enum FeedTestSupport {
    /// The repository root, from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `../shared/fixtures/feeds` beside the repository.
    static let sharedFeeds = repositoryRoot.deletingLastPathComponent().appendingPathComponent(
        "shared/fixtures/feeds")

    /// Whether the tests of the shared fixtures run: whenever `../shared` is there or CI runs,
    /// so that a missing fixture fails rather than skips (``SharedFixtureGate``).
    static let sharedAvailable = SharedFixtureGate.shouldRun(sharedFeeds)

    /// The project's own importer fixtures.
    static let ownFeeds = repositoryRoot.appendingPathComponent(
        "Tests/QuizgenLoadingTests/Fixtures/feeds")

    /// Copies a file or folder into the site at `path`.
    static func copy(_ source: URL, into site: TestSite, at path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory) else {
            return
        }
        if !isDirectory.boolValue {
            try site.write(path, [UInt8](try Data(contentsOf: source)))
            return
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try copy(source.appendingPathComponent(name), into: site, at: "\(path)/\(name)")
        }
    }

    /// The site's rendered files (published or not) by path, as text.
    static func texts(_ result: BuildResult) -> [String: String] {
        Dictionary(result.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }) {
            a, _ in a
        }
    }

    /// A config declaring one feed.
    static func config(_ feed: String = "campus", extra: String = "", pageSize: Int = 50) -> String
    {
        """
        title: T
        base_url: https://example.org/site/
        page_size: \(pageSize)
        feeds:
          \(feed):
            title: Campus
        \(extra)
        """
    }

    /// `count` posts by `ann`, one minute apart from 2024-01-01T00:00:00Z.
    static func posts(_ count: Int) -> String {
        let items = (0..<count).map { i in
            "{\"id\": \"p\(i)\", \"author\": \"ann\", \"time\": \"2024-01-01T\(String(format: "%02d", i / 60)):\(String(format: "%02d", i % 60)):00Z\", \"text\": \"Post number \(i)\"}"
        }
        return "[" + items.joined(separator: ",\n") + "]"
    }

    static let users = """
        [{"id": "ann", "name": "Ann", "community": "Austria", "location": {"lat": 48.2, "lon": 16.37, "name": "Vienna"}},
         {"id": "bo", "name": "Bo", "community": "Sweden"}]
        """
}
