import Synchronization

/// What a build leaves for the end of the process to free (`BuildOptions.endsProcess`): kept
/// here, it is never freed object by object, since the process exits right after.
enum ProcessEnd {
    /// A kept value: only held, never read, so sharing it is safe.
    private final class Kept: @unchecked Sendable {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    private static let kept = Mutex<[Kept]>([])

    /// Keeps `value` (and all it holds) alive until the process exits.
    static func keep(_ value: Any) {
        let box = Kept(value)
        kept.withLock { $0.append(box) }
    }
}
