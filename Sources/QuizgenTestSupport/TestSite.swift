import Foundation
import QuizgenCore
import QuizgenSite

/// A site on disk made from a `[path: contents]` dictionary, in its own temporary folder.
///
/// Tests build it end to end, in process (`build()`) or through the real executable
/// (`QuizgenProcess`). The folder is removed by `remove()`.
public struct TestSite: Sendable {
    /// The site root.
    public let root: URL

    /// Writes `files` into a new temporary folder. Values are UTF-8 text; use `bytes` for raw data.
    ///
    /// - Parameters:
    ///   - files: Text files by path relative to the root.
    ///   - bytes: Binary files by path.
    ///   - links: Symbolic links by path, with their (possibly dangling) destinations.
    public init(
        _ files: [String: String], bytes: [String: [UInt8]] = [:], links: [String: String] = [:]
    ) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizgen-test-\(UUID().uuidString)")
        root = base.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, Array(text.utf8)) }
        for (path, data) in bytes { try write(path, data) }
        for (path, destination) in links {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: url.path, withDestinationPath: destination)
        }
    }

    /// Writes (or replaces) one file.
    public func write(_ path: String, _ contents: [UInt8]) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents).write(to: url)
    }

    /// Writes (or replaces) one text file.
    public func write(_ path: String, _ text: String) throws { try write(path, Array(text.utf8)) }

    /// Deletes one file.
    public func delete(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// The default output folder, `<root>/Site`.
    public var output: URL { root.appendingPathComponent("Site") }

    /// Builds in process with a fixed clock and no progress output.
    ///
    /// - Parameters:
    ///   - plugins: Extra plugins.
    ///   - strict: Treat warnings as errors.
    ///   - write: Publish to `<root>/Site` (otherwise validate and render only).
    ///   - environment: The environment the build sees.
    public func build(
        plugins: [Plugin] = [], strict: Bool = false, includeKeys: Bool? = nil, write: Bool = true,
        environment: [String: String] = [:]
    ) async -> BuildResult {
        var options = BuildOptions(
            root: root, strict: strict, includeKeys: includeKeys,
            clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
            environment: environment)
        options.keepFiles = true
        return await SiteBuilder(plugins: plugins).build(
            options, writer: write ? DiskSiteWriter(output: options.output) : nil)
    }

    /// The text of an output file, or `nil`.
    public func output(_ path: String) -> String? {
        guard
            let data = FileManager.default.contents(
                atPath: output.appendingPathComponent(path).path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Every file below `folder` (default: the output) with its bytes, by relative path.
    public func snapshot(of folder: URL? = nil) -> [String: Data] {
        let base = (folder ?? output).standardizedFileURL
        var result: [String: Data] = [:]
        guard
            let enumerator = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: nil)
        else { return [:] }
        for case let url as URL in enumerator {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(base.path.count + 1))
            result[relative] = FileManager.default.contents(atPath: url.path)
        }
        return result
    }

    /// Removes the temporary folder.
    public func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }
}
