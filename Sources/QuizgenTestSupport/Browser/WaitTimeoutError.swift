/// A condition awaited by ``waitUntil(_:timeout:poll:_:)`` did not hold before its deadline.
public struct WaitTimeoutError: Error, Sendable, CustomStringConvertible {
    /// What was awaited, as the caller described it.
    public var awaited: String
    /// How long it was awaited.
    public var timeout: Duration

    public var description: String {
        "timed out after \(timeout) waiting for \(awaited)"
    }
}
