import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 client over a loopback socket: sends the request target exactly as written
/// (no normalisation of `..` or escapes, unlike URLSession), reads until the server closes.
enum RawHTTP {
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: String
        var raw: String

        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends one request with `Connection: close` and returns the parsed response.
    ///
    /// The blocking socket calls run on a thread of their own, never on the Swift concurrency pool,
    /// which the in-process server needs to answer (2 cores: 2 pool threads).
    static func request(
        port: Int, _ method: String = "GET", _ target: String, headers: [String: String] = [:], body: [UInt8] = []
    ) async throws -> Response {
        try await offPool { try blockingRequest(port: port, method, target, headers: headers, body: body) }
    }

    static func blockingRequest(
        port: Int, _ method: String, _ target: String, headers: [String: String], body: [UInt8]
    ) throws -> Response {
        let socket = try Socket(port: port)
        defer { socket.close() }
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try socket.send(Array(head.utf8) + body)
        let raw = String(decoding: try socket.readToEnd(), as: UTF8.self)
        return try parse(raw)
    }

    static func parse(_ raw: String) throws -> Response {
        guard let split = raw.range(of: "\r\n\r\n") else { throw Failure(description: "no header end in: \(raw.prefix(200))") }
        let lines = raw[..<split.lowerBound].components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw Failure(description: "bad status line \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(raw[split.upperBound...]), raw: raw)
    }
}

/// Runs blocking work on a thread of its own and awaits its result.
///
/// Not `DispatchQueue.global()`: on Linux its threads are the ones Swift concurrency runs on,
/// so blocking them would starve the in-process server.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// A connected TCP socket to 127.0.0.1 with a receive timeout, so no read can hang a test.
final class Socket: @unchecked Sendable {
    let fd: Int32

    init(port: Int, timeoutSeconds: Int = 10) throws {
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
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            Glibc.close(fd)
            throw RawHTTP.Failure(description: "connect to \(port) failed: \(String(cString: strerror(errno)))")
        }
    }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { throw RawHTTP.Failure(description: "send failed: \(String(cString: strerror(errno)))") }
            offset += n
        }
    }

    /// The next bytes, or `[]` at end of stream or on timeout.
    func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        return n > 0 ? Array(buffer[0..<n]) : []
    }

    func readToEnd() throws -> [UInt8] {
        var all: [UInt8] = []
        while true {
            let chunk = read()
            if chunk.isEmpty { return all }
            all += chunk
        }
    }

    /// Reads until `text` has appeared after `offset` in everything read so far, or the deadline.
    func read(until text: String, after offset: Int = 0, received: inout String, deadline: ContinuousClock.Instant) -> Bool {
        while ContinuousClock.now < deadline {
            if let range = received.range(of: text), received.distance(from: received.startIndex, to: range.lowerBound) >= offset {
                return true
            }
            let chunk = read()
            if chunk.isEmpty { return received.dropFirst(offset).contains(text) }
            received += String(decoding: chunk, as: UTF8.self)
        }
        return false
    }

    func close() { Glibc.close(fd) }
}

/// An open Server-Sent Events stream, read on a thread of its own.
final class EventStream: @unchecked Sendable {
    let socket: Socket
    private(set) var received = ""

    /// Connects, sends the request and waits for the server's `: connected` greeting.
    init(port: Int) async throws {
        socket = try Socket(port: port)
        try socket.send(Array("GET /_quizgen/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        guard try await next(": connected") else { throw RawHTTP.Failure(description: "no SSE greeting: \(received)") }
    }

    /// Waits (10 s at most) until `text` arrives after what was already received.
    func next(_ text: String) async throws -> Bool {
        let offset = received.count
        return try await offPool { [self] in
            var copy = received
            let found = socket.read(until: text, after: offset, received: &copy, deadline: .now + .seconds(10))
            received = copy
            return found
        }
    }

    func close() { socket.close() }
}
