import Foundation
import QuizgenCompute
import Testing

@testable import QuizgenRendering

/// The table of every earlier version of each theme file (`DefaultTheme.history`, the embedded
/// `ThemeHistory.tsv` that `scripts/theme-history.sh` makes) must hold every version git has, so
/// that `quizgen theme prune` recognises any copy an older quizgen made.
@Suite("Theme history table")
struct ThemeHistoryTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var gitAvailable: Bool {
        FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(".git").path)
            && (try? git(["rev-parse", "HEAD"])) != nil
    }

    static func git(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repositoryRoot.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return data
    }

    /// The embedded table is the data file's, every line of it read.
    @Test func theTableIsTheEmbeddedDataFile() throws {
        let text = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent(
                "Sources/QuizgenRendering/ThemeHistory.tsv"), encoding: .utf8)
        #expect(DefaultTheme.history == DefaultTheme.historyTable(text))
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == DefaultTheme.history.values.map(\.count).reduce(0, +))
        #expect(Set(DefaultTheme.fileContents.keys).isSubset(of: DefaultTheme.history.keys))
    }

    @Test func everyCurrentTemplateIsInTheTable() {
        var missing: [String] = []
        for (file, text) in DefaultTheme.fileContents.sorted(by: { $0.key < $1.key }) {
            let sha = ContentHash.sha256Hex(Array(text.utf8))
            if DefaultTheme.history[file]?[sha] == nil {
                missing.append("Templates/\(file) (today's, sha256 \(sha))")
            }
        }
        #expect(
            missing.isEmpty,
            "run scripts/theme-history.sh; the table lacks:\n\(missing.joined(separator: "\n"))")
    }

    static let theme = "Sources/QuizgenRendering/Theme/"

    @Test(
        .enabled(
            if: gitAvailable,
            "needs the git checkout (.git) and git to read the history of Templates/"))
    func tableHoldsEveryVersionInGitHistory() throws {
        let commits = String(
            decoding: try Self.git(["rev-list", "--topo-order", "--reverse", "HEAD"]), as: UTF8.self
        )
        .split(separator: "\n").map(String.init)
        #expect(!commits.isEmpty)
        var blobs: [String: (file: String, commit: String)] = [:]
        var versions: Set<String> = []
        for commit in commits {
            let tree = String(
                decoding: try Self.git(["ls-tree", "-r", commit, "--", Self.theme, "Templates/"]),
                as: UTF8.self
            )
            // The theme's folder of that commit: Theme/ once it holds the templates, before that
            // the repository's Templates/ (now the example site's overrides).
            let paths = tree.split(separator: "\n").compactMap {
                $0.split(separator: "\t", maxSplits: 1).dropFirst().first
            }
            let folder =
                paths.contains { $0.hasPrefix(Self.theme) && $0.hasSuffix(".mustache") }
                ? Self.theme : "Templates/"
            for line in tree.split(separator: "\n") {
                // "<mode> blob <id>\t<path>"
                let parts = line.split(separator: "\t", maxSplits: 1)
                let fields = parts[0].split(separator: " ")
                guard parts.count == 2, fields.count == 3, fields[1] == "blob",
                    parts[1].hasPrefix(folder), parts[1].hasSuffix(".mustache")
                else { continue }
                let file = String(parts[1].dropFirst(folder.count))
                let key = "\(file) \(fields[2])"
                if versions.insert(key).inserted { blobs[key] = (file, String(commit.prefix(7))) }
            }
        }
        var missing: [String] = []
        for key in versions.sorted() {
            guard let (file, commit) = blobs[key] else { continue }
            let blob = String(key.split(separator: " ")[1])
            let sha = ContentHash.sha256Hex([UInt8](try Self.git(["cat-file", "blob", blob])))
            if DefaultTheme.history[file]?[sha] == nil {
                missing.append("Templates/\(file) as of \(commit) (sha256 \(sha))")
            }
        }
        #expect(versions.count >= DefaultTheme.fileContents.count)
        #expect(
            missing.isEmpty,
            "run scripts/theme-history.sh; the table lacks these versions:\n\(missing.joined(separator: "\n"))"
        )
    }

    @Test func theVersionNamesTheThemeContents() {
        #expect(DefaultTheme.version.count == 8)
        #expect(DefaultTheme.version.allSatisfy { $0.isHexDigit })
    }
}
