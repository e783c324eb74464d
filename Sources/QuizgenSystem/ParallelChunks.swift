import Foundation

/// Splits `0..<count` into chunks and works on them on every core, returning the chunks'
/// results in chunk order, so that the outcome (and every diagnostic collected per chunk) does
/// not depend on which core finished first.
public enum ParallelChunks {
    /// The results of `body` for `0..<count` in chunks of `chunkSize`, in order.
    ///
    /// - Parameters:
    ///   - count: Number of items.
    ///   - chunkSize: Items per chunk (at least 1); the last chunk may be shorter.
    ///   - body: Works on one chunk's range. It runs on several threads at once, so it may
    ///     read the values it captures (even through an unsafe buffer pointer that outlives the
    ///     call) but must not change anything it shares with other chunks; everything a chunk
    ///     produces goes into its result.
    /// - Returns: One result per chunk, the first chunk's first; empty when `count` is 0.
    public static func map<T: Sendable>(count: Int, chunkSize: Int, _ body: (Range<Int>) -> T)
        -> [T]
    {
        let size = max(chunkSize, 1)
        let chunks = (max(count, 0) + size - 1) / size
        if chunks <= 1 { return chunks == 0 ? [] : [body(0..<count)] }
        return withoutActuallyEscaping(body) { body in
            let work = Work(body: body)
            let slots = Slots<T>(count: chunks)
            DispatchQueue.concurrentPerform(iterations: chunks) { index in
                slots.set(index, work.body((index * size)..<min((index + 1) * size, count)))
            }
            return slots.values
        }
    }
}

/// The chunk function handed to the worker threads: it only reads what it shares (see
/// `ParallelChunks.map`), which the compiler cannot check for a closure.
private struct Work<T>: @unchecked Sendable {
    let body: (Range<Int>) -> T
}

/// Result slots filled by concurrent workers, each slot by exactly one worker.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) { lock.withLock { slots[index] = value } }

    var values: [T] { lock.withLock { slots.compactMap { $0 } } }
}
