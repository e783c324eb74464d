import Foundation

/// Reads the process's peak resident set size.
enum PeakMemory {
    /// `VmHWM` from `/proc/self/status` (e.g. `812345 kB`), or `nil` off Linux.
    static func vmHWM() -> String? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        return status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .map { $0.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces) }
    }
}
