import Foundation
import QuizgenCore

/// Where the `render` step sends files as they are rendered: to the build's `SiteWriter`, or
/// kept in memory for a build without one (`quizgen check`), counting them either way.
///
/// Shared by the concurrent render tasks; the first write error is kept and ends writing.
public final class OutputSink: @unchecked Sendable {
    let writer: (any SiteWriter)?
    private let lock = NSLock()
    private var collected: [OutputFile] = []
    private var written = 0
    private var failure: Error?
    private var closed = false
    private var divertedPrefixes: [String] = []
    private var divertedFiles: [OutputFile] = []

    let keep: Bool

    /// Creates a sink for `writer`; without one (or with `keep`), files are also collected.
    public init(writer: (any SiteWriter)?, keep: Bool = false) {
        self.writer = writer
        self.keep = keep || writer == nil
    }

    /// Hands rendered files on: written when `write` is true and a writer exists, else collected
    /// (without a writer) or only counted.
    public func send(_ files: [OutputFile], write: Bool) async {
        var files = files
        lock.withLock {
            guard !divertedPrefixes.isEmpty else { return }
            let prefixes = divertedPrefixes
            divertedFiles += files.filter { file in prefixes.contains { file.path.hasPrefix($0) } }
            files.removeAll { file in prefixes.contains { file.path.hasPrefix($0) } }
        }
        if keep { lock.withLock { collected += files } }
        guard let writer else {
            lock.withLock { written += files.count }
            return
        }
        guard write, lock.withLock({ !closed && failure == nil }) else {
            lock.withLock { written += files.count }
            return
        }
        do {
            try await writer.write(files)
            lock.withLock { written += files.count }
        } catch {
            lock.withLock { if failure == nil { failure = error } }
        }
    }

    /// Keeps files whose path starts with `prefix` out of the site: they are collected in
    /// `diverted` and never reach the writer (e.g. gradebooks that a plugin writes elsewhere).
    public func divert(prefix: String) { lock.withLock { divertedPrefixes.append(prefix) } }

    /// The files held back by `divert(prefix:)`, sorted by path.
    public var diverted: [OutputFile] {
        lock.withLock { divertedFiles.sorted { $0.path < $1.path } }
    }

    /// The number of files sent.
    public var count: Int { lock.withLock { written } }
    /// The collected files (only without a writer, or when keeping them), sorted by path.
    public var files: [OutputFile] { lock.withLock { collected.sorted { $0.path < $1.path } } }
    /// The first write error.
    public var error: Error? { lock.withLock { failure } }
    /// Stops further writes (after a failed build).
    func close() { lock.withLock { closed = true } }
}
