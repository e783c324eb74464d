import Crypto
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Hashes many files' contents in parallel across cores.
enum ContentHasher {
    /// The size and SHA-256 prefix of each file in `paths`, in order (`unreadable` for a file
    /// that cannot be read).
    static func hash(_ paths: [String]) -> [String] {
        let results = Slots(count: paths.count)
        let chunk = 256
        DispatchQueue.concurrentPerform(iterations: (paths.count + chunk - 1) / chunk) { index in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            for position in (index * chunk)..<min((index + 1) * chunk, paths.count) {
                results.set(position, hashFile(paths[position], buffer: &buffer))
            }
        }
        return results.values
    }

    static func hashFile(_ path: String, buffer: inout [UInt8]) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return "unreadable" }
        defer { close(fd) }
        var hasher = SHA256()
        var size = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return "unreadable" }
            if count == 0 { break }
            size += count
            buffer.withUnsafeBytes { hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        return "\(size) " + hasher.finalize().prefix(16).map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}

/// Result slots filled by concurrent workers.
private final class Slots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [String]

    init(count: Int) { slots = Array(repeating: "", count: count) }

    func set(_ index: Int, _ value: String) { lock.withLock { slots[index] = value } }

    var values: [String] { lock.withLock { slots } }
}
