/// Why a remote medium was not fetched: the end of a sentence that starts with the medium
/// ("image 'https://…' could not be fetched: …").
public enum RemoteMediaFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not an `http:` or `https:` URL, or not a URL at all.
    case unsupported(String)
    /// The host did not resolve.
    case resolve(String)
    /// The host resolves to a private, loopback or other non-public address.
    case privateAddress(host: String, address: String)
    /// No answer in time (connection, or the whole fetch).
    case timeout(seconds: Double)
    /// The connection failed or broke.
    case transport(String)
    /// An HTTP status other than 200, 304 or a redirect.
    case status(Int)
    /// More redirects than allowed, or one without a usable `Location`.
    case redirects(String)
    /// A type that is not an embeddable image, audio or video type.
    case contentType(String)
    /// More bytes than allowed.
    case tooLarge(limit: Int)
    /// An SVG the sanitiser refuses.
    case svg(String)
    /// `--offline` and no copy in the cache.
    case notCached

    public var description: String {
        switch self {
        case .unsupported(let why): why
        case .resolve(let why): why
        case .privateAddress(let host, let address):
            "its host '\(host)' resolves to \(address), a private, loopback or otherwise non-public address (allow it with remote_media.allow_private_addresses: true)"
        case .timeout(let seconds):
            "no complete answer within \(Self.seconds(seconds)) (remote_media.timeout and connect_timeout)"
        case .transport(let why): "the connection failed (\(why))"
        case .status(let code): "the server answered HTTP \(code)"
        case .redirects(let why): why
        case .contentType(let type):
            "the server sent \(type.isEmpty ? "no content type" : "'\(type)'"); only image, audio and video types are published"
        case .tooLarge(let limit):
            "it is larger than \(limit >> 20) MB (remote_media.max_size_mb)"
        case .svg(let why): "it is an SVG that \(why)"
        case .notCached:
            "it is not in the cache (.quizgen/remote-media/) and the build is --offline"
        }
    }

    /// Whether the failure is the network's, not the content's: a cached copy may stand in.
    var isTransient: Bool {
        switch self {
        case .resolve, .timeout, .transport, .status: true
        default: false
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
