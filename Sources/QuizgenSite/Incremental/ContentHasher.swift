import Crypto
import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Hashes many files' contents in parallel across cores.
enum ContentHasher {
    /// The size and SHA-256 prefix of each file in `paths`, in order (`unreadable` for a file
    /// that cannot be read).
    static func hash(_ paths: [String]) -> [String] {
        Array(
            ParallelChunks.map(count: paths.count, chunkSize: 256) { range in
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                return range.map { hashFile(paths[$0], buffer: &buffer) }
            }.joined())
    }

    static func hashFile(_ path: String, buffer: inout [UInt8]) -> String {
        // Without blocking, and regular files only: a FIFO among the inputs must not hang the
        // fingerprint (the loader reports it).
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return "unreadable" }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "unreadable" }
        var hasher = SHA256()
        var size = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return "unreadable" }
            if count == 0 { break }
            size += count
            buffer.withUnsafeBytes {
                hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: $0[..<count]))
            }
        }
        return "\(size) " + ContentHash.hex(hasher.finalize().prefix(16))
    }
}
