/// Why the preview server could not start.
public enum PreviewServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Another process listens on the port.
    case portInUse(Int)
    /// The host is not an address this machine can listen on.
    case badHost(String)

    public var description: String {
        switch self {
        case .portInUse(let port):
            "port \(port) is in use; try --port \(port == 65535 ? port - 1 : port + 1)"
        case .badHost(let host):
            "cannot listen on '\(host)'; use an IP address of this machine such as 127.0.0.1"
        }
    }
}
