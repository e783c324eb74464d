import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One address a host name resolves to, and whether it is on the public internet.
///
/// The build asks only public addresses unless `remote_media.allow_private_addresses` is on, so
/// that a URL in content cannot make it probe the network it runs in (a router's page, a cloud
/// metadata service at 169.254.169.254, a database on localhost). Every address a name resolves
/// to is checked, and a plain-HTTP request then goes to the checked address itself
/// (``RemoteMediaFetcher``), so that a second lookup cannot swap it.
struct HostAddress: Sendable, Hashable {
    /// The address in network order: 4 bytes (IPv4) or 16 (IPv6).
    let bytes: [UInt8]

    /// The address as text (`192.0.2.1`, `2001:db8::1`).
    var text: String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        let ok = bytes.withUnsafeBytes { raw in
            inet_ntop(family, raw.baseAddress, &buffer, socklen_t(buffer.count)) != nil
        }
        guard ok else { return "?" }
        return String(cString: buffer)
    }

    /// The address as a URL's host: an IPv6 address in brackets.
    var urlHost: String { bytes.count == 4 ? text : "[\(text)]" }

    /// Whether the address is on the public internet: not private (RFC 1918, unique local),
    /// loopback, link-local, shared (carrier-grade NAT), multicast, reserved, documentation or
    /// benchmarking space, nor an IPv6 form that embeds such an IPv4 address.
    var isPublic: Bool {
        if bytes.count == 4 { return Self.isPublicV4(bytes[0], bytes[1], bytes[2]) }
        guard bytes.count == 16 else { return false }
        let b = bytes
        let firstTwelveZero = b[0..<12].allSatisfy { $0 == 0 }
        // ::, ::1 and the IPv4-compatible ::a.b.c.d
        if firstTwelveZero { return b[12] != 0 && Self.isPublicV4(b[12], b[13], b[14]) }
        // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64): the IPv4 address decides.
        if b[0..<10].allSatisfy({ $0 == 0 }), b[10] == 0xff, b[11] == 0xff {
            return Self.isPublicV4(b[12], b[13], b[14])
        }
        if b[0] == 0x00, b[1] == 0x64, b[2] == 0xff, b[3] == 0x9b {
            return Self.isPublicV4(b[12], b[13], b[14])
        }
        // 6to4 (2002::/16) carries an IPv4 address in bytes 2...5.
        if b[0] == 0x20, b[1] == 0x02 { return Self.isPublicV4(b[2], b[3], b[4]) }
        if b[0] == 0xff { return false }  // multicast
        if b[0] & 0xfe == 0xfc { return false }  // unique local fc00::/7
        if b[0] == 0xfe, b[1] & 0x80 == 0x80 { return false }  // link-local and site-local
        if b[0] == 0x20, b[1] == 0x01, b[2] == 0x0d, b[3] == 0xb8 { return false }  // documentation
        if b[0] == 0x20, b[1] == 0x01, b[2] == 0x00, b[3] == 0x00 { return false }  // Teredo
        if b[0] == 0x01, b[1...7].allSatisfy({ $0 == 0 }) { return false }  // discard 100::/64
        return b[0] & 0xe0 == 0x20  // global unicast 2000::/3
    }

    private static func isPublicV4(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        switch (a, b, c) {
        case (0, _, _), (10, _, _), (127, _, _): return false
        case (100, 64...127, _): return false  // shared address space
        case (169, 254, _): return false  // link-local, cloud metadata
        case (172, 16...31, _), (192, 168, _): return false
        case (192, 0, 0), (192, 0, 2), (198, 51, 100), (203, 0, 113): return false
        case (198, 18...19, _): return false  // benchmarking
        case (224...255, _, _): return false  // multicast, reserved, broadcast
        default: return true
        }
    }

    /// Every address `host` resolves to (a literal address is itself), by `getaddrinfo`.
    ///
    /// - Throws: ``RemoteMediaFailure/resolve(_:)`` when the name does not resolve.
    static func resolve(_ host: String) throws(RemoteMediaFailure) -> [HostAddress] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0, let first = list else {
            throw .resolve(
                "its host '\(host)' does not resolve (\(String(cString: gai_strerror(status))))")
        }
        defer { freeaddrinfo(first) }
        var result: [HostAddress] = []
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let current = node {
            if let address = current.pointee.ai_addr {
                switch Int32(current.pointee.ai_family) {
                case AF_INET:
                    address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
                        var raw = v4.pointee.sin_addr
                        result.append(HostAddress(bytes: withUnsafeBytes(of: &raw) { Array($0) }))
                    }
                case AF_INET6:
                    address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
                        var raw = v6.pointee.sin6_addr
                        result.append(HostAddress(bytes: withUnsafeBytes(of: &raw) { Array($0) }))
                    }
                default: break
                }
            }
            node = current.pointee.ai_next
        }
        var seen: Set<HostAddress> = []
        return result.filter { seen.insert($0).inserted }
    }
}
