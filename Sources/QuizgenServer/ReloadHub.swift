/// Broadcasts build events to every open Server-Sent Events stream.
actor ReloadHub {
    private var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 0

    /// The number of open streams.
    var count: Int { subscribers.count }

    /// A new stream of SSE messages; it ends when the hub closes or the subscriber goes away.
    func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(
            bufferingPolicy: .bufferingNewest(16))
        let id = nextID
        nextID += 1
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(id) }
        }
        return stream
    }

    /// Sends `event` with `data` to everyone.
    func broadcast(event: String, data: String) {
        let message = "event: \(event)\ndata: \(data)\n\n"
        for continuation in subscribers.values { continuation.yield(message) }
    }

    /// Sends an SSE comment, which finds closed connections and keeps proxies from timing out.
    func heartbeat() {
        for continuation in subscribers.values { continuation.yield(": keep-alive\n\n") }
    }

    /// Ends every stream (on shutdown).
    func close() {
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }

    private func remove(_ id: Int) { subscribers[id] = nil }
}
