#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole regular files straight into byte arrays, with plain system calls: one `open`,
/// `fstat` and `read`, without a `Data` and its copy (the build reads megabytes of records
/// and submissions by the hundred thousand).
public enum FileBytes {
    /// The outcome of a read that does not follow a final symbolic link.
    public enum Unfollowed: Sendable, Hashable {
        /// The file's bytes.
        case bytes([UInt8])
        /// The path is a symbolic link (nothing was read).
        case link
        /// The file opened is outside the folder it had to be in, at this real path (nothing
        /// was read).
        case outside(String)
        /// It cannot be opened or read, or is not a regular file.
        case failed
    }

    /// The outcome of a read confined to a folder.
    public enum Confined: Sendable, Hashable {
        /// The file's bytes.
        case bytes([UInt8])
        /// The file opened is outside the folder, at this real path (nothing was read).
        case outside(String)
        /// It cannot be opened or read, or is not a regular file.
        case failed
    }

    /// The bytes of the regular file at `path`, or `nil` when it cannot be opened or read, or
    /// is something else (a folder, a FIFO, a dangling link).
    ///
    /// - Parameter path: The file's path.
    /// - Returns: Its bytes.
    public static func read(_ path: String) -> [UInt8]? {
        if case .bytes(let bytes) = read(path, flags: 0, within: nil) { return bytes }
        return nil
    }

    /// The bytes of the regular file at `path` when the file opened is inside `root` (a real
    /// path, links resolved, without a trailing `/`).
    ///
    /// The check is made on the open file, where the kernel says it is, so a folder or link
    /// swapped for one leading out between an earlier check of the path and the `open` is
    /// caught: nothing is read from it.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - root: The folder it must be in.
    /// - Returns: Its bytes, or why there are none.
    public static func read(_ path: String, within root: String) -> Confined {
        read(path, flags: 0, within: root)
    }

    /// The bytes of the regular file at `path` when `path` is not itself a symbolic link (one
    /// `open` with `O_NOFOLLOW`, so plain files cost nothing extra) and, when `root` is given,
    /// the file opened is inside it (see ``read(_:within:)``).
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - root: The folder it must be in, or `nil`.
    /// - Returns: Its bytes, or why there are none.
    public static func readUnlessLink(_ path: String, within root: String? = nil) -> Unfollowed {
        switch read(path, flags: O_NOFOLLOW, within: root) {
        case .bytes(let bytes): return .bytes(bytes)
        case .outside(let opened): return .outside(opened)
        case .failed: return errno == ELOOP ? .link : .failed
        }
    }

    /// Where the open file `fd` is, every link resolved, or `nil` where the system cannot say.
    static func openedPath(_ fd: Int32) -> String? {
        #if canImport(Glibc)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            return String(
                decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN) + 1)
            guard fcntl(fd, F_GETPATH, &buffer) != -1 else { return nil }
            return String(cString: buffer)
        #endif
    }

    private static func read(_ path: String, flags: Int32, within root: String?) -> Confined {
        // Without blocking: opening a FIFO for reading would wait for a writer (a FIFO under
        // Content/ hung the build); fstat then refuses everything but a regular file.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | flags)
        guard fd >= 0 else { return .failed }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .failed }
        if let root, root != "/", let opened = openedPath(fd), opened != root,
            !opened.hasPrefix(root + "/")
        {
            return .outside(opened)
        }
        // One buffer, filled by `read`: going through `Data` and then `[UInt8]` copied (and
        // touched) every byte twice. One byte more than the size: a file that grew while it
        // was read fills it, and the rest is read after it.
        let capacity = max(Int(info.st_size), 0) + 1
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let done = systemRead(fd, base + count, buffer.count - count)
                if done < 0, errno == EINTR { continue }
                failed = done < 0
                if done <= 0 { return }
                count += done
            }
        }
        if failed { return .failed }
        guard bytes.count == capacity else { return .bytes(bytes) }
        return rest(fd: fd).map { .bytes(bytes + $0) } ?? .failed
    }

    private static func rest(fd: Int32) -> [UInt8]? {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let done = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if done < 0, errno == EINTR { continue }
            guard done >= 0 else { return nil }
            if done == 0 { return out }
            out += chunk[..<done]
        }
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
        -> Int
    {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }
}
