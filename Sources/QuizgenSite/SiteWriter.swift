import QuizgenCore

/// Publishes a build's files as a whole: either every file lands, or nothing changes.
public protocol SiteWriter: Sendable {
    /// Replaces the published site with `files`.
    ///
    /// - Throws: `SiteWriterError` when the site cannot be written; the previous site is then
    ///   left exactly as it was.
    func publish(_ files: [OutputFile]) async throws
}

/// Keeps the published files in memory, for tests and the preview server.
public actor MemorySiteWriter: SiteWriter {
    /// The files of the last publish, by path.
    public private(set) var files: [String: [UInt8]] = [:]
    /// How many times a site was published.
    public private(set) var publishCount = 0

    /// Creates an empty writer.
    public init() {}

    public func publish(_ files: [OutputFile]) async throws {
        self.files = Dictionary(files.map { ($0.path, $0.contents) }) { a, _ in a }
        publishCount += 1
    }

    /// A file's text, or `nil`.
    public func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}

/// Why a site could not be written.
public struct SiteWriterError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in words for the user.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
