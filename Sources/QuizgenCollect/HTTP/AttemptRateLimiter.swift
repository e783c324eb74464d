import Foundation

/// Limits new attempts per client address: at most `limit` in any minute (a fixed window per
/// address, forgotten once it is over).
actor AttemptRateLimiter {
    let limit: Int
    var windows: [String: (start: Date, count: Int)] = [:]
    var lastSweep = Date.distantPast

    init(limit: Int) { self.limit = limit }

    /// Counts one new attempt from `address`.
    ///
    /// - Returns: `nil` when allowed, else the seconds until the address may try again.
    func admit(_ address: String, now: Date) -> Int? {
        if now.timeIntervalSince(lastSweep) > 60 {
            windows = windows.filter { now.timeIntervalSince($0.value.start) < 60 }
            lastSweep = now
        }
        var window = windows[address] ?? (now, 0)
        if now.timeIntervalSince(window.start) >= 60 { window = (now, 0) }
        guard window.count < limit else { return max(1, Int((60 - now.timeIntervalSince(window.start)).rounded(.up))) }
        window.count += 1
        windows[address] = window
        return nil
    }
}
