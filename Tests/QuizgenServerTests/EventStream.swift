import Foundation
import QuizgenTestSupport

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
