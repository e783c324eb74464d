import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Tells, before the server starts, whether the port is free, so the user gets one clear line
/// instead of a stack of server errors.
enum PortProbe {
    /// Binds and releases `host:port` (with `SO_REUSEADDR`, as the server does).
    ///
    /// - Throws: `PreviewServerError.portInUse` or `.badHost`.
    static func check(host: String, port: Int) throws {
        guard port != 0 else { return }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
        let resolved = host == "localhost" ? "127.0.0.1" : host
        guard inet_pton(AF_INET, resolved, &address.sin_addr) == 1 else {
            if resolved.contains(":") { return }  // IPv6: let the server report problems itself
            throw PreviewServerError.badHost(host)
        }
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return }
        defer { close(fd) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if bound != 0 {
            if errno == EADDRINUSE { throw PreviewServerError.portInUse(port) }
            if errno == EADDRNOTAVAIL { throw PreviewServerError.badHost(host) }
        }
    }
}
