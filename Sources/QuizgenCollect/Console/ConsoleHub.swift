/// Tells the teacher's open consoles that an exam changed (an attempt started, answers saved,
/// a hand-in, a finish at time-up, a teacher's action), so each fetches its view again.
///
/// A console subscribes before it renders, so no change between its render and its
/// subscription is missed; each stream keeps one pending change (a burst of saves is one
/// refresh).
public actor ConsoleHub {
    private var subscribers:
        [Int: (exam: String?, continuation: AsyncStream<String>.Continuation)] =
            [:]
    private var nextID = 0

    /// Creates a hub with no subscriber.
    public init() {}

    /// A stream with one event name per change of `exam` (`nil`: of any exam), until the hub
    /// closes or the subscriber goes away.
    public func subscribe(exam: String?) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(
            bufferingPolicy: .bufferingNewest(1))
        let id = nextID
        nextID += 1
        subscribers[id] = (exam, continuation)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(id) }
        }
        return stream
    }

    /// Says that `exam` changed: a `change` event.
    public func changed(_ exam: String) {
        for subscriber in subscribers.values where subscriber.exam == nil || subscriber.exam == exam
        {
            subscriber.continuation.yield("change")
        }
    }

    /// A `tick` event to every stream: the consoles refresh what other collectors sharing the
    /// store changed, and a connection that went away is found.
    public func tick() {
        for subscriber in subscribers.values { subscriber.continuation.yield("tick") }
    }

    /// The number of open streams.
    public var count: Int { subscribers.count }

    /// Ends every stream (on shutdown).
    public func close() {
        for subscriber in subscribers.values { subscriber.continuation.finish() }
        subscribers.removeAll()
    }

    private func remove(_ id: Int) { subscribers[id] = nil }
}
