import AsyncHTTPClient
import Foundation
import NIOCore
import QuizgenCore
import QuizgenLoading

/// Fetches remote media at build, through a cache inside the site, within limits.
///
/// Each URL is fetched at most once per build. A cached copy that is still fresh
/// (`Cache-Control: max-age`, not `no-cache`) is used without asking; a stale one is
/// revalidated with `If-None-Match` / `If-Modified-Since` (a `304` keeps it); `no-store` is
/// never stored. A fetch follows at most `max_redirects` redirects, asks only public addresses
/// (each redirect target checked again, every address of a name; `allow_private_addresses`
/// lifts this), gives up after `connect_timeout` / `timeout` seconds or `max_size_mb`, and
/// accepts only image, audio and video types that `MediaPolicy` publishes, an SVG sanitised.
/// With `offline`, only the cache answers. See docs/configuration.md and docs/security.md.
public struct RemoteMediaFetcher: Sendable {
    /// The limits and linked hosts.
    public let config: RemoteMediaConfig
    /// Answer from the cache alone (`quizgen build --offline`).
    public let offline: Bool
    let cache: RemoteMediaCache
    /// The current time in seconds since 1970 (the cache's clock).
    let now: @Sendable () -> Double

    /// The folder of the cache below a site root.
    public static let cacheFolder = ".quizgen/remote-media"
    /// The folder below the output where fetched media are published.
    public static let publishedFolder = "media/remote"
    /// How many fetches run at once.
    static let parallelFetches = 6

    /// A fetcher for the site at `root`.
    public init(
        config: RemoteMediaConfig, root: URL, offline: Bool,
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.config = config
        self.offline = offline
        cache = RemoteMediaCache(folder: root.appendingPathComponent(Self.cacheFolder))
        self.now = now
    }

    /// The outcome of each of `urls` (as written, duplicates fetched once).
    public func fetch(_ urls: [String]) async -> [String: RemoteMediaOutcome] {
        let unique = Array(Set(urls)).sorted()
        guard !unique.isEmpty else { return [:] }
        var httpConfig = HTTPClient.Configuration()
        httpConfig.redirectConfiguration = .disallow
        httpConfig.decompression = .disabled
        httpConfig.timeout = HTTPClient.Configuration.Timeout(
            connect: Self.amount(config.connectTimeout), read: Self.amount(config.timeout))
        httpConfig.proxy = nil
        let client =
            offline
            ? nil
            : HTTPClient(
                eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: httpConfig)
        var results: [String: RemoteMediaOutcome] = [:]
        await withTaskGroup(of: (String, RemoteMediaOutcome).self) { group in
            var waiting = unique.makeIterator()
            for _ in 0..<Self.parallelFetches {
                guard let url = waiting.next() else { break }
                group.addTask { (url, await self.outcome(url, client: client)) }
            }
            while let (url, outcome) = await group.next() {
                results[url] = outcome
                if let next = waiting.next() {
                    group.addTask { (next, await self.outcome(next, client: client)) }
                }
            }
        }
        try? await client?.shutdown()
        return results
    }

    /// The outcome of one URL: the cache, a fetch or a revalidation.
    func outcome(_ written: String, client: HTTPClient?) async -> RemoteMediaOutcome {
        let url = written.hasPrefix("//") ? "https:" + written : written
        guard let host = RemoteMediaRoutes.host(of: url), !host.isEmpty else {
            return .failed(.unsupported("it is not an http or https URL"))
        }
        if config.keepsLinked(host: host) { return .linked }
        let cached = cache.read(url)
        let path = Self.publishedPath(url: url, fileExtension: cached?.entry.fileExtension ?? "")
        if let cached, offline || cached.entry.isFresh(at: now()) {
            return .fetched(path: path, bytes: cached.bytes, note: nil)
        }
        guard let client else {
            return .failed(.notCached)
        }
        do {
            let answer = try await download(url, validators: cached?.entry, client: client)
            switch answer {
            case .notModified(let control, let etag, let lastModified):
                guard let cached else { return .failed(.status(304)) }
                var entry = cached.entry
                entry.storedAt = now()
                entry.maxAge = control.maxAge
                entry.noCache = control.noCache
                entry.etag = etag ?? entry.etag
                entry.lastModified = lastModified ?? entry.lastModified
                if control.noStore { cache.remove(url) } else { cache.write(entry, bytes: nil) }
                return .fetched(path: path, bytes: cached.bytes, note: nil)
            case .body(
                let bytes, let type, let fileExtension, let control, let etag, let lastModified):
                let entry = RemoteMediaCache.Entry(
                    url: url, contentType: type, fileExtension: fileExtension, etag: etag,
                    lastModified: lastModified, storedAt: now(), maxAge: control.maxAge,
                    noCache: control.noCache)
                if control.noStore { cache.remove(url) } else { cache.write(entry, bytes: bytes) }
                return .fetched(
                    path: Self.publishedPath(url: url, fileExtension: fileExtension), bytes: bytes,
                    note: nil)
            }
        } catch {
            if let cached, error.isTransient {
                return .fetched(
                    path: path, bytes: cached.bytes,
                    note: "could not be revalidated (\(error)); the cached copy is published")
            }
            return .failed(error)
        }
    }

    /// Where the last build published the copy of `written`, from the site's cache alone (no
    /// request): `nil` when the cache holds none. For the collector, which renders questions
    /// outside a build and must show the build's copies, never the remote host.
    public static func cachedPath(of written: String, root: URL) -> String? {
        let url = written.hasPrefix("//") ? "https:" + written : written
        let cache = RemoteMediaCache(folder: root.appendingPathComponent(cacheFolder))
        guard let cached = cache.read(url) else { return nil }
        return publishedPath(url: url, fileExtension: cached.entry.fileExtension)
    }

    /// Where the copy of `url` is published: `media/remote/<first 16 hex of the URL's SHA-256>.<ext>`.
    public static func publishedPath(url: String, fileExtension: String) -> String {
        let key = RemoteMediaCache.key(url.hasPrefix("//") ? "https:" + url : url)
        return "\(publishedFolder)/\(key.prefix(16)).\(fileExtension)"
    }

    static func amount(_ seconds: Double) -> TimeAmount {
        .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }
}
