import Foundation

/// Reads the process's peak resident set size.
enum PeakMemory {
    /// `VmHWM` from `/proc/self/status` (e.g. `812345 kB`), or `nil` off Linux.
    static func vmHWM() -> String? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return nil
        }
        return status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .map { $0.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces) }
    }
}

/// The process's CPU time so far.
enum CPUTime {
    /// User plus system seconds of every thread (`getrusage(RUSAGE_SELF)`).
    static func seconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
