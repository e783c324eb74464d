import Foundation

/// The build's notion of "now", injected so that builds are reproducible.
///
/// Reads `SOURCE_DATE_EPOCH` (the reproducible-builds convention) when set; otherwise a fixed
/// epoch is used for anything written into the site, and wall time only for timings.
public struct BuildClock: Sendable, Hashable {
    /// The instant used for dates written into output.
    public var now: Date
    /// The instant that decides whether what an exam releases only once it has closed
    /// (`results: { when: close }`) is published: `SOURCE_DATE_EPOCH` when set, else the
    /// moment the build ran. Unlike ``now`` it is not fixed without `SOURCE_DATE_EPOCH`: a
    /// fixed date in 2000 would withhold every such result for ever.
    public var releaseTime: Date

    /// Creates a clock fixed at `now` (releases decided at `now` too).
    public init(now: Date) {
        self.now = now
        releaseTime = now
    }

    /// The clock from the environment: `SOURCE_DATE_EPOCH`, or 2000-01-01T00:00:00Z for dates
    /// and the real time for releases.
    public static func fromEnvironment(_ environment: [String: String]) -> BuildClock {
        if let raw = environment["SOURCE_DATE_EPOCH"], let seconds = TimeInterval(raw) {
            return BuildClock(now: Date(timeIntervalSince1970: seconds))
        }
        var clock = BuildClock(now: Date(timeIntervalSince1970: 946_684_800))
        clock.releaseTime = Date()
        return clock
    }
}
