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
        guard try await next(": connected") else {
            throw RawHTTP.Failure(description: "no SSE greeting: \(received)")
        }
    }

    /// Waits until `text` arrives after what was already received: 90 s at most, because the
    /// rebuild behind an event shares the machine (and Swift's cooperative threads) with every
    /// other suite of a parallel run, which once held it past 10 s on two busy cores.
    func next(_ text: String) async throws -> Bool {
        let offset = received.count
        return try await offPool { [self] in
            var copy = received
            let found = socket.read(
                until: text, after: offset, received: &copy, deadline: .now + .seconds(90))
            received = copy
            return found
        }
    }

    func close() { socket.close() }
}
