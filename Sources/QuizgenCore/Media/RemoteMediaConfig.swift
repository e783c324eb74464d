/// How the build fetches the remote media that content names (`remote_media:` in
/// `quizgen.yaml`; docs/configuration.md). Every limit has a default that works without the key.
public struct RemoteMediaConfig: Sendable, Hashable, Codable {
    /// The largest response body accepted, in bytes (`max_size_mb`, default 20 MB).
    public var maxBytes: Int = 20 * 1024 * 1024
    /// Seconds to wait for a connection (`connect_timeout`, default 10).
    public var connectTimeout: Double = 10
    /// Seconds a whole fetch may take, redirects and body included (`timeout`, default 30).
    public var timeout: Double = 30
    /// How many redirects one fetch follows (`max_redirects`, default 5); each target is
    /// checked again.
    public var maxRedirects: Int = 5
    /// Whether the build may ask private, loopback, link-local and other non-public addresses
    /// (`allow_private_addresses`, default off: content cannot make the build probe its network).
    public var allowPrivateAddresses = false
    /// Hosts whose media stay linked on purpose, lower-case (`linked_hosts`): never fetched,
    /// the page loads them from that host.
    public var linkedHosts: [String] = []

    /// The defaults.
    public init() {}

    /// Whether `host` (or a parent domain of it) is one of ``linkedHosts``.
    public func keepsLinked(host: String) -> Bool {
        let host = host.lowercased()
        return linkedHosts.contains { host == $0 || host.hasSuffix("." + $0) }
    }
}
