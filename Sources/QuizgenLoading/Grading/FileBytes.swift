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
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // One byte more than the size, so that the read that finds the end needs no new room.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            // Read past the size from fstat too, in case the file grew.
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2))) }
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
