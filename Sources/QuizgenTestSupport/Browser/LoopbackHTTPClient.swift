import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One HTTP/1.1 request to a server on 127.0.0.1, over a plain socket.
///
/// Why not URLSession: chromedriver writes headers without a space after the colon
/// (`Content-Length:249`), which RFC 9110 allows, but FoundationNetworking in Swift 6.3 rejects
/// them and fails every request with "Failed writing header" (fixed upstream in
/// swift-corelibs-foundation PR #5527). Go back to URLSession once the toolchain has that fix.
///
/// The blocking socket calls run on a Dispatch queue, not on the cooperative thread pool. Every
/// request has a deadline: socket send and receive timeouts, plus a check of the total time.
struct LoopbackHTTPClient: Sendable {
    /// A response: status and body. Headers are read only for the body's length.
    struct Response: Sendable {
        var status: Int
        var body: Data
    }

    /// Why a request got no usable response.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The port on 127.0.0.1.
    let port: UInt16

    /// Sends a request and reads the whole response.
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - path: The path, starting with `/`.
    ///   - body: A JSON body, if any.
    ///   - timeout: The time limit of the whole exchange, in seconds.
    /// - Returns: The response.
    /// - Throws: ``Failure`` on a socket error, a timeout or a malformed response.
    func request(_ method: String, _ path: String, body: Data?, timeout: TimeInterval) async throws
        -> Response
    {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result { try exchange(method, path, body: body, timeout: timeout) })
            }
        }
    }

    private func exchange(_ method: String, _ path: String, body: Data?, timeout: TimeInterval)
        throws -> Response
    {
        let deadline = Date().addingTimeInterval(timeout)
        let fd = try openConnection(timeout: timeout)
        defer { close(fd) }

        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        head += "Accept: application/json\r\n"
        if let body {
            head +=
                "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        }
        try writeAll(Data((head + "\r\n").utf8) + (body ?? Data()), to: fd)

        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let response = try Self.parse(received) { return response }
            guard Date() < deadline else {
                throw Failure(description: "no complete response within \(timeout) s")
            }
            let count = recv(fd, &buffer, buffer.count, 0)
            if count > 0 {
                received.append(contentsOf: buffer[0..<count])
            } else if count == 0 {
                if let response = try Self.parse(received, atEnd: true) { return response }
                throw Failure(
                    description: "connection closed after \(received.count) bytes of a response")
            } else if errno != EINTR {
                throw Failure(description: "receive failed: \(String(cString: strerror(errno)))")
            }
        }
    }

    private func openConnection(timeout: TimeInterval) throws -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else {
            throw Failure(description: "socket failed: \(String(cString: strerror(errno)))")
        }
        var limit = timeval()
        limit.tv_sec = .init(timeout)
        limit.tv_usec = .init((timeout - timeout.rounded(.down)) * 1_000_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw Failure(description: "connect to 127.0.0.1:\(port) failed: \(reason)")
        }
        return fd
    }

    private func writeAll(_ data: Data, to fd: Int32) throws {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let sent = send(fd, bytes.baseAddress! + offset, bytes.count - offset, flags)
                if sent < 0 {
                    if errno == EINTR { continue }
                    throw Failure(description: "send failed: \(String(cString: strerror(errno)))")
                }
                offset += sent
            }
        }
    }

    /// The response in `data` if it is complete: headers, then `Content-Length` bytes (or
    /// everything up to the end of the connection when there is no length).
    static func parse(_ data: Data, atEnd: Bool = false) throws -> Response? {
        let separator = Data("\r\n\r\n".utf8)
        guard let end = data.range(of: separator) else { return nil }
        let lines = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self)
            .components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/"),
            let status = Int(statusParts[1])
        else {
            throw Failure(description: "not an HTTP status line: \(lines[0])")
        }
        var length: Int?
        for line in lines.dropFirst() {
            // RFC 9110: field-name ":" OWS field-value OWS; the whitespace is optional.
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" { length = Int(value) }
            if name == "transfer-encoding", value.lowercased() != "identity" {
                throw Failure(description: "unsupported transfer encoding '\(value)'")
            }
        }
        let body = data[end.upperBound...]
        if let length {
            return body.count >= length
                ? Response(status: status, body: Data(body.prefix(length))) : nil
        }
        return atEnd ? Response(status: status, body: Data(body)) : nil
    }
}
