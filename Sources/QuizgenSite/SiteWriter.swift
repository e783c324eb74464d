import QuizgenCore

/// Publishes a build's files as a whole: either every file lands, or nothing changes.
///
/// A build streams into a writer: `begin`, any number of `write` calls (possibly concurrent, each
/// with distinct paths), then `commit` to publish or `abort` to drop everything written since
/// `begin`. Until `commit` returns, the previously published site is untouched.
public protocol SiteWriter: Sendable {
    /// What the writer knows about the site it last published, for skipping unchanged builds.
    ///
    /// - Returns: `nil` when there is no published site or the writer keeps no record.
    func published() async -> PublishedSite?

    /// Starts a new version of the site.
    ///
    /// - Throws: `SiteWriterError` when the new version cannot be started.
    func begin() async throws

    /// Adds files to the version being written. Safe to call from concurrent tasks.
    ///
    /// - Throws: `SiteWriterError` when a file cannot be written.
    func write(_ files: [OutputFile]) async throws

    /// Publishes the version being written in one step.
    ///
    /// - Parameter fingerprint: The build's input fingerprint, recorded with the site (`nil`
    ///   when the next build must not be skipped).
    /// - Throws: `SiteWriterError`; the previous site is then left exactly as it was.
    func commit(fingerprint: String?) async throws

    /// Drops the version being written; the previous site stays as it was.
    func abort() async

    /// The cache recorded with the published site (see `BuildCache`), or `nil`.
    func cache() async -> BuildCache?

    /// Records `cache` for the site published last; a writer that keeps none ignores it.
    func store(_ cache: BuildCache) async

    /// Records `cache` after a patch of the site `previous` described (or a build that found
    /// nothing changed): the same pages and navigation, a new fingerprint and scan start, and
    /// `changes`, the file stamps that differ, which `cache.files` need not hold yet.
    func store(_ cache: BuildCache, patching previous: BuildCache, changes: [String: FileStamp])
        async

    /// Replaces some files of the published site, outside `begin`/`commit`, and records the new
    /// fingerprint. Used when an edit changes only these files.
    ///
    /// - Throws: `SiteWriterError`; the published site is then as it was before the call (a
    ///   patch that is killed instead is put back by the writer's next `published()`).
    func patch(_ files: [OutputFile], fingerprint: String) async throws

    /// A file of the published site, by its path below the site's root, or `nil`.
    func publishedFile(_ path: String) async -> [UInt8]?

    /// Part of a plugin's record kept with the build cache (never in the site).
    ///
    /// - Parameters:
    ///   - name: The record's name (lower-case letters, digits and `-`).
    ///   - range: The bytes wanted; fewer come back where the record ends.
    /// - Returns: The bytes, or `nil` when there is no such record.
    func record(named name: String, in range: Range<Int>) async -> [UInt8]?

    /// Replaces a plugin's record (best effort, as the cache).
    func storeRecord(_ bytes: [UInt8], named name: String) async

    /// Appends to a plugin's record; a record that cannot be appended to is removed, which
    /// costs the next patch its shortcut only.
    func appendRecord(_ bytes: [UInt8], named name: String) async
}

extension SiteWriter {
    /// Keeps no cache.
    public func cache() async -> BuildCache? { nil }

    /// Keeps no cache.
    public func store(_ cache: BuildCache) async {}

    /// Records the whole `cache` with `changes`.
    public func store(
        _ cache: BuildCache, patching previous: BuildCache, changes: [String: FileStamp]
    ) async {
        await store(cache.applying(changes))
    }

    /// Reads no files.
    public func publishedFile(_ path: String) async -> [UInt8]? { nil }

    /// Keeps no records.
    public func record(named name: String, in range: Range<Int>) async -> [UInt8]? { nil }

    /// Keeps no records.
    public func storeRecord(_ bytes: [UInt8], named name: String) async {}

    /// Keeps no records.
    public func appendRecord(_ bytes: [UInt8], named name: String) async {}

    /// Cannot patch: always throws.
    public func patch(_ files: [OutputFile], fingerprint: String) async throws {
        throw SiteWriterError("this writer cannot replace single files")
    }
}

extension SiteWriter {
    /// Replaces the published site with `files` (`begin`, `write`, `commit`).
    ///
    /// - Throws: `SiteWriterError` when the site cannot be written; the previous site is then
    ///   left exactly as it was.
    public func publish(_ files: [OutputFile]) async throws {
        try await begin()
        do {
            try await write(files)
            try await commit(fingerprint: nil)
        } catch {
            await abort()
            throw error
        }
    }
}

/// The record a writer keeps of the site it published.
public struct PublishedSite: Sendable, Hashable {
    /// The input fingerprint of the build that produced it, if that build may be skipped.
    public var fingerprint: String?
    /// The number of files published (without the writer's own bookkeeping files).
    public var fileCount: Int

    /// Creates a record.
    public init(fingerprint: String?, fileCount: Int) {
        self.fingerprint = fingerprint
        self.fileCount = fileCount
    }
}

/// Why a site could not be written.
public struct SiteWriterError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in words for the user.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
