#if canImport(Glibc)
    import Glibc
#endif

/// What `stat` says of an input file, with the hash of its bytes when they were last read.
///
/// The next build trusts the recorded hash, without reading the file, when the stamp is
/// unchanged and the file's status last changed well before the recording build started (as
/// git's index does against "racily clean" entries). Any write, rename or `touch` sets the
/// status-change time (`ctime`) to the current time, which a user cannot set back, so an
/// unchanged stamp on an old file means unchanged bytes.
public struct FileStamp: Sendable, Hashable {
    /// The file's size in bytes.
    var size: Int64
    /// Modification time, nanoseconds since the epoch.
    var modified: Int64
    /// Status-change time, nanoseconds since the epoch.
    var changed: Int64
    /// Inode number (a replaced file gets a new one).
    var inode: UInt64
    /// The hash of the bytes as `ContentHasher` writes it (`"<size> <hex>"` or `unreadable`).
    var hash: String

    /// How far before the recording build's start a file's last status change must lie for its
    /// stamp to be trusted: file-system clocks tick coarsely (a few milliseconds on Linux), so a
    /// file written in the same tick as the recording could keep its times.
    static let settleNanoseconds: Int64 = 2_000_000_000

    /// Whether `self` (recorded by a build that started scanning at `recordedAt`) still describes
    /// a file whose current stamp is `now`, so that its hash can be reused.
    func vouches(for now: FileStamp, recordedAt: Int64) -> Bool {
        size == now.size && modified == now.modified && changed == now.changed && inode == now.inode
            && changed < recordedAt - Self.settleNanoseconds
    }

    /// The stamp of the file `name` in the open folder `folder` (links followed, as `stat` does).
    static func of(_ name: UnsafePointer<CChar>, in folder: Int32) -> FileStamp? {
        var info = stat()
        guard fstatat(folder, name, &info, 0) == 0 else { return nil }
        return FileStamp(
            size: Int64(info.st_size), modified: nanoseconds(info.st_mtim),
            changed: nanoseconds(info.st_ctim),
            inode: UInt64(info.st_ino), hash: "")
    }

    /// The stamp of the file at `path` (hash left empty), or `nil` when it cannot be `stat`ed.
    static func of(_ path: String) -> (stamp: FileStamp, isDirectory: Bool)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let stamp = FileStamp(
            size: Int64(info.st_size), modified: nanoseconds(info.st_mtim),
            changed: nanoseconds(info.st_ctim),
            inode: UInt64(info.st_ino), hash: "")
        return (stamp, (info.st_mode & S_IFMT) == S_IFDIR)
    }

    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The wall-clock time now, nanoseconds since the epoch (the clock file times come from).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }
}
