#if canImport(Glibc)
    import Glibc
#endif

/// Reads whole files straight into byte arrays.
public enum FileBytes {
    /// The bytes of the file at `path`, or `nil` when it cannot be opened or read.
    ///
    /// One buffer, filled by `read`: going through `Data` and then `[UInt8]` copied (and
    /// touched) every byte twice, which showed in a one-page rebuild that reads megabytes of
    /// records.
    ///
    /// - Parameter path: The file's path.
    /// - Returns: Its bytes.
    public static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        // One byte more than the size: a file that grew while it was read fills it, and the
        // rest is read after it.
        let capacity = max(Int(info.st_size), 0) + 1
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let done = Glibc.read(fd, base + count, buffer.count - count)
                if done < 0, errno == EINTR { continue }
                failed = done < 0
                if done <= 0 { return }
                count += done
            }
        }
        if failed { return nil }
        guard bytes.count == capacity else { return bytes }
        return read(fd: fd).map { bytes + $0 }
    }

    private static func read(fd: Int32) -> [UInt8]? {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let done = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if done < 0, errno == EINTR { continue }
            guard done >= 0 else { return nil }
            if done == 0 { return out }
            out += chunk[..<done]
        }
    }
}
