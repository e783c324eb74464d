/// Re-evaluates `condition` until it holds or `timeout` passes.
///
/// This is how browser tests synchronise: by polling something observable (the DOM, storage, a
/// file), never by sleeping for a fixed time and hoping. The condition is evaluated at least once,
/// and once more at the deadline, so a slow machine fails only when the state is really wrong.
///
/// The default timeout is generous (60 s): it only matters when the state is wrong, and under a
/// full parallel test run a browser and the servers beside it may wait long for the 2 cores (10 s
/// timed out in CI with nothing wrong).
///
/// - Parameters:
///   - awaited: What is awaited, for the timeout message ("the download", "#status to say Saved").
///   - timeout: How long to keep trying.
///   - poll: The pause between evaluations.
///   - condition: The condition; errors it throws end the wait at once.
/// - Throws: ``WaitTimeoutError`` naming `awaited`, or whatever `condition` throws.
public func waitUntil(
    _ awaited: String,
    timeout: Duration = .seconds(60),
    poll: Duration = .milliseconds(50),
    _ condition: () async throws -> Bool
) async throws {
    _ = try await waitForValue(awaited, timeout: timeout, poll: poll) {
        try await condition() ? true : nil
    }
}

/// Re-evaluates `produce` until it returns a value or `timeout` passes; returns that value.
func waitForValue<Value>(
    _ awaited: String,
    timeout: Duration,
    poll: Duration,
    _ produce: () async throws -> Value?
) async throws -> Value {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        let expired = clock.now >= deadline
        if let value = try await produce() { return value }
        if expired { throw WaitTimeoutError(awaited: awaited, timeout: timeout) }
        try await Task.sleep(for: poll)
    }
}
