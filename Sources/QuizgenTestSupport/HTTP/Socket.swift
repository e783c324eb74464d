import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs blocking work on a thread of its own and awaits its result.
///
/// Not `DispatchQueue.global()`: on Linux its threads are the ones Swift concurrency runs on,
/// so blocking them would starve the in-process server.
public func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// A connected TCP socket to 127.0.0.1 with a receive timeout, so no read can hang a test.
public final class Socket: @unchecked Sendable {
    /// The socket's file descriptor.
    public let fd: Int32

    /// Connects to `127.0.0.1:port`.
    public init(port: Int, timeoutSeconds: Int = 10) throws {
        #if canImport(Glibc)
            fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            Glibc.close(fd)
            throw RawHTTP.Failure(
                description: "connect to \(port) failed: \(String(cString: strerror(errno)))")
        }
    }

    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if n <= 0 {
                throw RawHTTP.Failure(
                    description: "send failed: \(String(cString: strerror(errno)))")
            }
            offset += n
        }
    }

    /// The next bytes, or `[]` at end of stream or on timeout.
    public func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        return n > 0 ? Array(buffer[0..<n]) : []
    }

    /// Everything until the server closes the connection.
    ///
    /// - Throws: When the receive timeout passes with the response unfinished (a server that
    ///   never answers fails the test with that, not with a parse error of a partial response).
    public func readToEnd() throws -> [UInt8] {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n > 0 {
                all += buffer[0..<n]
                continue
            }
            if n < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                throw RawHTTP.Failure(
                    description:
                        "no end of the response within the receive timeout; \(all.count) bytes so far: \(String(decoding: all.prefix(200), as: UTF8.self))"
                )
            }
            return all
        }
    }

    /// Reads until `text` has appeared after `offset` in everything read so far, or the deadline.
    public func read(
        until text: String, after offset: Int = 0, received: inout String,
        deadline: ContinuousClock.Instant
    ) -> Bool {
        while ContinuousClock.now < deadline {
            if let range = received.range(of: text),
                received.distance(from: received.startIndex, to: range.lowerBound) >= offset
            {
                return true
            }
            let chunk = read()
            if chunk.isEmpty { return received.dropFirst(offset).contains(text) }
            received += String(decoding: chunk, as: UTF8.self)
        }
        return false
    }

    public func close() { Glibc.close(fd) }
}
