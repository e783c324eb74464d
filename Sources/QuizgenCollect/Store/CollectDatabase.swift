import Foundation

/// Which store the collector uses: a SQLite file (the default) or a PostgreSQL database, which
/// several collectors behind a load balancer can share.
public enum CollectDatabase: Sendable, Hashable {
    /// A SQLite file.
    case sqlite(URL)
    /// A `postgres://user[:password]@host[:port]/database` URL.
    case postgres(String)

    /// Reads `--database`: a file path, `sqlite://PATH` or `postgres://…`; `nil` is
    /// `.quizgen/collect.sqlite` under `root`.
    ///
    /// - Throws: `CollectError` (status 64) for an empty path.
    public static func parse(_ text: String?, root: URL) throws(CollectError) -> CollectDatabase {
        guard let text else {
            return .sqlite(root.appendingPathComponent(".quizgen/collect.sqlite"))
        }
        if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
            return .postgres(text)
        }
        let path = text.hasPrefix("sqlite://") ? String(text.dropFirst("sqlite://".count)) : text
        guard !path.isEmpty else {
            throw CollectError(64, "--database must name a SQLite file or a postgres:// URL")
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return .sqlite(URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL)
    }

    /// A description without the password, for messages.
    public var display: String {
        switch self {
        case .sqlite(let url): return url.path
        case .postgres(let text):
            guard let url = URLComponents(string: text) else { return "postgres://…" }
            return
                "postgres://\(url.user.map { "\($0)@" } ?? "")\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")\(url.path)"
        }
    }

    /// Whether the SQLite file exists (always `true` for PostgreSQL).
    public var exists: Bool {
        if case .sqlite(let url) = self { return FileManager.default.fileExists(atPath: url.path) }
        return true
    }

    /// Opens the store, applying pending migrations.
    ///
    /// - Throws: `CollectError` (status 2) when this build has no PostgreSQL support; the
    ///   store's errors.
    public func open() async throws -> any CollectStore {
        switch self {
        case .sqlite(let url):
            return try SQLiteCollectStore(url: url)
        case .postgres(let text):
            #if PostgreSQL
                return try await PostgresCollectStore(url: text)
            #else
                _ = text
                throw CollectError(
                    2,
                    "this quizgen was built without PostgreSQL support; build it with 'swift build --traits PostgreSQL' (docs/collect.md)"
                )
            #endif
        }
    }
}
