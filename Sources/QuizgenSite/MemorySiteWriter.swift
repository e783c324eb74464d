import QuizgenCore

/// Keeps the published files in memory, for tests and the preview server.
///
/// Reuse one writer across builds to let an unchanged build be skipped.
public actor MemorySiteWriter: SiteWriter {
    /// The files of the last publish, by path.
    public private(set) var files: [String: [UInt8]] = [:]
    /// How many times a site was published.
    public private(set) var publishCount = 0
    /// The paths the last publish wrote when it was a patch (the rest are as before), or `nil`
    /// when it published a whole site.
    public private(set) var patchedPaths: [String]?
    private var pending: [String: [UInt8]]?
    private var record: PublishedSite?
    private var kept: BuildCache?
    private var records: [String: [UInt8]] = [:]

    /// Creates an empty writer.
    public init() {}

    public func published() -> PublishedSite? { record }

    public func begin() { pending = [:] }

    public func write(_ files: [OutputFile]) throws {
        guard pending != nil else { throw SiteWriterError("write before begin") }
        for file in files where pending?[file.path] == nil { pending?[file.path] = file.contents }
    }

    public func commit(fingerprint: String?) throws {
        guard let pending else { throw SiteWriterError("commit before begin") }
        files = pending
        patchedPaths = nil
        record = PublishedSite(fingerprint: fingerprint, fileCount: pending.count)
        self.pending = nil
        publishCount += 1
    }

    public func abort() { pending = nil }

    public func cache() -> BuildCache? { kept }

    public func store(_ cache: BuildCache) { kept = cache }

    public func patch(_ files: [OutputFile], fingerprint: String) throws {
        guard record != nil, pending == nil else {
            throw SiteWriterError("patch without a published site")
        }
        for file in files { self.files[file.path] = file.contents }
        patchedPaths = files.map(\.path)
        self.record = PublishedSite(fingerprint: fingerprint, fileCount: self.files.count)
        publishCount += 1
    }

    public func publishedFile(_ path: String) -> [UInt8]? { record == nil ? nil : files[path] }

    public func record(named name: String, in range: Range<Int>) -> [UInt8]? {
        guard let bytes = records[name] else { return nil }
        return range.lowerBound <= bytes.count
            ? Array(bytes[range.lowerBound..<min(range.upperBound, bytes.count)]) : []
    }

    public func storeRecord(_ bytes: [UInt8], named name: String) { records[name] = bytes }

    public func appendRecord(_ bytes: [UInt8], named name: String) { records[name]? += bytes }

    /// A file's text, or `nil`.
    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
