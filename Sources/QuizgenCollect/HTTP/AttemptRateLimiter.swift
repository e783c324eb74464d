import Foundation

/// Limits how fast attempts start, per key (a client address, or an exam and an examinee's
/// name): a bucket of `perMinute` starts per key, refilled evenly over a minute. A whole class
/// behind one school address starts at once as long as it is no larger than the bucket; beyond
/// it, starts are spread out (the refusal says when to try again), not refused for a minute.
actor AttemptRateLimiter {
    /// The starts a key may make at once, and per minute.
    let perMinute: Double
    var buckets: [String: (tokens: Double, updated: Date)] = [:]
    var lastSweep = Date.distantPast

    init(perMinute: Int) { self.perMinute = Double(max(perMinute, 1)) }

    /// Counts one start for `key`.
    ///
    /// - Returns: `nil` when allowed, else the whole seconds until `key` may start again (at
    ///   least 1).
    func admit(_ key: String, now: Date) -> Int? {
        let perSecond = perMinute / 60
        if now.timeIntervalSince(lastSweep) > 60 {
            // A bucket full again is the same as none.
            buckets = buckets.filter {
                $0.value.tokens + now.timeIntervalSince($0.value.updated) * perSecond < perMinute
            }
            lastSweep = now
        }
        var bucket = buckets[key] ?? (perMinute, now)
        bucket.tokens = min(
            perMinute, bucket.tokens + max(0, now.timeIntervalSince(bucket.updated)) * perSecond)
        bucket.updated = now
        guard bucket.tokens >= 1 else {
            buckets[key] = bucket
            return max(1, Int(((1 - bucket.tokens) / perSecond).rounded(.up)))
        }
        bucket.tokens -= 1
        buckets[key] = bucket
        return nil
    }
}
