/// Where the pages find the remote media the build fetched: the local route of each remote URL,
/// the placeholder for those it could not fetch, and the hosts kept linked on purpose.
///
/// Filled by the `remote-media` step (and by a page patch for its own images) before anything
/// renders; every renderer of an image (pages, questions, feed media and avatars) asks
/// ``localRoute(for:)``, so that a page never loads a medium from another host by accident.
public struct RemoteMediaRoutes: Sendable {
    /// The published route (`/media/remote/<hash>.<ext>`) of each fetched URL, as written.
    public var routes: [String: String] = [:]
    /// The route of the placeholder shown for a medium that could not be fetched.
    public static let placeholder = "/media/remote/unavailable.svg"
    /// An empty table.
    public init() {}

    /// The route to show for `url`: `nil` when it is not a remote (http or https) URL or when
    /// its host stays linked on purpose; its fetched copy; else the placeholder.
    ///
    /// - Parameters:
    ///   - url: An image's or medium's URL as written.
    ///   - config: The site's settings (its linked hosts).
    public func localRoute(for url: String, config: RemoteMediaConfig) -> String? {
        guard let host = Self.host(of: url) else { return nil }
        if let route = routes[url] { return route }
        return config.keepsLinked(host: host) ? nil : Self.placeholder
    }

    /// Whether Markdown `text` may show a remote image: it holds `![` and `http`, `HTTP` or
    /// `//` (a scan that spares the parse of the many texts without).
    public static func mayShowRemoteImage(_ text: String) -> Bool {
        text.contains("![")
            && (text.contains("http") || text.contains("HTTP") || text.contains("//"))
    }

    /// The host of an `http:` or `https:` URL (lower-case, without port or brackets), or `nil`
    /// for any other URL.
    public static func host(of url: String) -> String? {
        let lower = url.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") {
            rest = lower.dropFirst(8)
        } else if lower.hasPrefix("http://") {
            rest = lower.dropFirst(7)
        } else if lower.hasPrefix("//") {
            rest = lower.dropFirst(2)
        } else {
            return nil
        }
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") {
            authority = authority[authority.index(after: at)...]
        }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close])
        }
        return String(authority.prefix { $0 != ":" })
    }
}
