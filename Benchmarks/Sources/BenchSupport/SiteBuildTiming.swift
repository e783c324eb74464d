import Foundation
import QuizgenCore
import QuizgenSite

// What the site benchmarks share: an in-process build timed, and the figures' formatting.

/// The wall time of a build of the site at `root` into memory, at a fixed clock; a build
/// with errors prints them.
public func buildSeconds(_ root: URL) async -> Double {
    let options = BuildOptions(
        root: root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)))
    let start = DispatchTime.now().uptimeNanoseconds
    let result = await SiteBuilder().build(options, writer: MemorySiteWriter())
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if result.diagnostics.items.contains(where: { $0.severity == .error }) {
        print("build of \(root.lastPathComponent) has errors: \(result.diagnostics.items)")
    }
    return seconds
}

/// The median of `values` (the upper one of an even count).
public func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// `seconds` as milliseconds with one decimal.
public func ms(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1000)
}

/// The wall time of `body`.
public func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
