import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file into bytes with plain system calls: one `open`, `fstat` and `read`,
/// without a `Data` and its copy (submissions come by the hundred thousand).
enum FileBytes {
    /// The file's bytes, or `nil` when it cannot be opened or read (a folder, a dangling link).
    static func contents(atPath path: String) -> [UInt8]? {
        contents(atPath: path, flags: 0)
    }

    /// The outcome of a read that does not follow a final symbolic link.
    enum Unfollowed {
        case bytes([UInt8])
        /// The path is a symbolic link (nothing was read).
        case link
        case failed
    }

    /// The file's bytes when `path` is not itself a symbolic link (one `open` with
    /// `O_NOFOLLOW`, so plain files cost nothing extra).
    static func contentsUnlessLink(atPath path: String) -> Unfollowed {
        if let bytes = contents(atPath: path, flags: O_NOFOLLOW) { return .bytes(bytes) }
        return errno == ELOOP ? .link : .failed
    }

    private static func contents(atPath path: String, flags: Int32) -> [UInt8]? {
        // Without blocking: opening a FIFO for reading would wait for a writer (a FIFO under
        // Content/ hung the build); fstat then refuses everything but a regular file.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | flags)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // One byte more than the size, so that the read that finds the end needs no new room.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            // Read past the size from fstat too, in case the file grew.
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { read(fd, $0 + filled, buffer.count - filled) } ?? -1
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
