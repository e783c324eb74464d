import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport

@testable import QuizgenInterop

/// Locates the quiz fixtures and runs an import followed by a build.
enum InteropFixtures {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // QuizgenInteropTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The project's own fixtures.
    static let own = packageRoot.appendingPathComponent("Tests/QuizgenInteropTests/Fixtures")

    /// `../shared/fixtures/quiz` beside the package.
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent(
        "shared/fixtures/quiz")

    /// Whether the tests of the shared quiz fixtures run: whenever `../shared` is there or CI
    /// runs, so that a missing fixture fails rather than skips (``SharedFixtureGate``).
    static let sharedAvailable = SharedFixtureGate.shouldRun(shared)

    /// Imports `names` (relative to `folder`), paths shown relative to `folder`.
    static func read(_ names: [String], in folder: URL, category: String? = nil) -> ImportResult {
        let urls = names.map { folder.appendingPathComponent($0) }
        let prefix = folder.path + "/"
        return QuizImporter().read(urls, category: category) { url in
            url.path.hasPrefix(prefix)
                ? String(url.path.dropFirst(prefix.count)) : url.lastPathComponent
        }
    }

    /// The written bank files by path under `Content/banks`.
    static func files(_ result: ImportResult, output: String = "Content/banks") -> [String: Data] {
        var files: [String: Data] = [:]
        for file in BankFileWriter(output: output).files(for: result) {
            files[file.path] = file.data
        }
        return files
    }

    /// The text of the bank file `name` in `Content/banks`.
    static func bank(_ result: ImportResult, _ name: String) -> String {
        files(result)["Content/banks/\(name)"].map { String(decoding: $0, as: UTF8.self) }
            ?? "(no \(name))"
    }

    /// Builds a site holding the imported banks (author pages included, so every text is
    /// rendered); returns the build's diagnostics as lines.
    static func build(_ result: ImportResult) async throws -> [String] {
        let site = try TestSite(["quizgen.yaml": QuizFixtures.config])
        defer { site.remove() }
        for (path, data) in files(result) { try site.write(path, Array(data)) }
        let built = await site.build(includeKeys: true, write: false)
        return built.diagnostics.lines
    }
}
