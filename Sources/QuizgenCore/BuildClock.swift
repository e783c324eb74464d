import Foundation

/// The build's notion of "now", injected so that builds are reproducible.
///
/// Reads `SOURCE_DATE_EPOCH` (the reproducible-builds convention) when set; otherwise a fixed
/// epoch is used for anything written into the site, and wall time only for timings.
public struct BuildClock: Sendable, Hashable {
    /// The instant used for dates written into output.
    public var now: Date

    /// Creates a clock fixed at `now`.
    public init(now: Date) { self.now = now }

    /// The clock from the environment: `SOURCE_DATE_EPOCH` or 2000-01-01T00:00:00Z.
    public static func fromEnvironment(_ environment: [String: String]) -> BuildClock {
        if let raw = environment["SOURCE_DATE_EPOCH"], let seconds = TimeInterval(raw) {
            return BuildClock(now: Date(timeIntervalSince1970: seconds))
        }
        return BuildClock(now: Date(timeIntervalSince1970: 946_684_800))
    }
}
