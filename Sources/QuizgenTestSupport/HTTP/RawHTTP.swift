import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 client over a loopback socket: sends the request target exactly as written
/// (no normalisation of `..` or escapes, unlike URLSession), reads until the server closes.
public enum RawHTTP {
    /// A parsed response.
    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: String
        public var raw: String

        /// A header by case-insensitive name (the last, when it comes more than once).
        public func header(_ name: String) -> String? { headers[name.lowercased()] }

        /// Every value of a header that may come more than once (`Set-Cookie`), in order.
        public func headerValues(_ name: String) -> [String] {
            let wanted = name.lowercased()
            return raw.components(separatedBy: "\r\n\r\n").first?.components(separatedBy: "\r\n")
                .dropFirst().compactMap { line in
                    guard let colon = line.firstIndex(of: ":"),
                        line[..<colon].lowercased() == wanted
                    else { return nil }
                    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                } ?? []
        }

        /// The `name=value` of the cookie `name` this response sets, if any.
        public func cookie(_ name: String) -> String? {
            headerValues("set-cookie").lazy.map { String($0.split(separator: ";")[0]) }.first {
                $0.hasPrefix(name + "=")
            }
        }
    }

    /// Why a request failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        /// Creates a failure.
        public init(description: String) { self.description = description }
    }

    /// Sends one request with `Connection: close` and returns the parsed response.
    ///
    /// The blocking socket calls run on a thread of their own, never on the Swift concurrency pool,
    /// which the in-process server needs to answer (2 cores: 2 pool threads).
    public static func request(
        port: Int, _ method: String = "GET", _ target: String, headers: [String: String] = [:],
        body: [UInt8] = []
    ) async throws -> Response {
        try await offPool {
            try blockingRequest(port: port, method, target, headers: headers, body: body)
        }
    }

    public static func blockingRequest(
        port: Int, _ method: String, _ target: String, headers: [String: String], body: [UInt8]
    ) throws -> Response {
        // A whole response, however busy the machine (CI runs several test processes on 2
        // cores): the timeout only stops a server that never answers from hanging the test.
        let socket = try Socket(port: port, timeoutSeconds: 120)
        defer { socket.close() }
        var head =
            "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            head += "\(name): \(value)\r\n"
        }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try socket.send(Array(head.utf8) + body)
        let raw = String(decoding: try socket.readToEnd(), as: UTF8.self)
        return try parse(raw)
    }

    public static func parse(_ raw: String) throws -> Response {
        guard let split = raw.range(of: "\r\n\r\n") else {
            throw Failure(description: "no header end in: \(raw.prefix(200))")
        }
        let lines = raw[..<split.lowerBound].components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else {
            throw Failure(description: "bad status line \(lines[0])")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        return Response(
            status: status, headers: headers, body: String(raw[split.upperBound...]), raw: raw)
    }
}
