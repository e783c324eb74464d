import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The paths that changed below some folders, as the kernel reports them (Linux's inotify): one
/// watch a folder, added for every folder below the watched ones and for each folder made later.
///
/// Polling stamps every file (the preview's other watcher) costs 0.2 s of CPU or more every
/// 100 ms at 100,000 files; the kernel's events cost nothing while nothing changes and name what
/// changed, so the preview's rebuild need not stat every file either. An overflowed queue (more
/// events than it holds) or a watch that cannot be added (the per-user limit) is reported, and
/// the caller falls back to looking at everything.
final class FolderEvents: @unchecked Sendable {
    #if canImport(Glibc)
        private let descriptor: Int32
    #endif
    private let lock = NSLock()
    /// Each watch's folder, by watch descriptor.
    private var folders: [Int32: String] = [:]
    /// Folders watched without the folders below them (the site root: only some names in it
    /// count), with the names that count.
    private var shallow: [String: Set<String>] = [:]
    /// Whether an event was lost (the queue overflowed, or a new folder could not be watched).
    private var lost = false

    /// `nil` where the platform has no inotify, or it cannot be opened.
    init?() {
        #if canImport(Glibc)
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
        #else
            return nil
        #endif
    }

    deinit {
        #if canImport(Glibc)
            close(descriptor)
        #endif
    }

    #if canImport(Glibc)
        private static let mask: UInt32 =
            UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO)
            | UInt32(IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
    #endif

    /// Watches `folder` and every folder below it (a missing folder is not an error: watch its
    /// parent for it). Returns `false` when a watch could not be added.
    func watchTree(_ folder: String) -> Bool {
        #if canImport(Glibc)
            var pending = [folder]
            while let next = pending.popLast() {
                let watch = inotify_add_watch(descriptor, next, Self.mask)
                if watch < 0 {
                    // Gone (or never there, or not a folder) is fine; out of watches is not.
                    if errno == ENOENT || errno == ENOTDIR { continue }
                    return false
                }
                lock.withLock { folders[watch] = next }
                guard let directory = opendir(next) else { continue }
                defer { closedir(directory) }
                while let entry = readdir(directory) {
                    guard Int32(entry.pointee.d_type) == Int32(DT_DIR) else { continue }
                    let name = withUnsafePointer(to: entry.pointee.d_name) {
                        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                    }
                    if name != "." && name != ".." { pending.append(next + "/" + name) }
                }
            }
            return true
        #else
            return false
        #endif
    }

    /// Watches `folder` itself for the entries named in `names` (each reported by path; a folder
    /// made with one of those names is watched as a tree). Returns `false` when it cannot be.
    func watchFolder(_ folder: String, names: Set<String>) -> Bool {
        #if canImport(Glibc)
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            guard watch >= 0 else { return false }
            lock.withLock {
                folders[watch] = folder
                shallow[folder] = names
            }
            return true
        #else
            return false
        #endif
    }

    /// The paths that changed since the last call (files, and folders made, moved or removed),
    /// or `nil` when some change may have been lost: then everything must be looked at again.
    func drain() -> Set<String>? {
        #if canImport(Glibc)
            var changed: Set<String> = []
            var newFolders: [String] = []
            let size = 64 * 1024
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
            defer { buffer.deallocate() }
            while true {
                let count = read(descriptor, buffer, size)
                guard count > 0 else { break }
                var offset = 0
                lock.lock()
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let event = (buffer + offset).loadUnaligned(as: inotify_event.self)
                    let nameStart = buffer + offset + MemoryLayout<inotify_event>.size
                    offset += MemoryLayout<inotify_event>.size + Int(event.len)
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        lost = true
                        continue
                    }
                    guard let folder = folders[event.wd] else { continue }
                    if event.mask & UInt32(IN_IGNORED) != 0 {
                        folders[event.wd] = nil
                        continue
                    }
                    let name =
                        event.len > 0
                        ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
                    if let names = shallow[folder] {
                        guard !name.isEmpty, names.contains(name) else { continue }
                    }
                    let path = name.isEmpty ? folder : folder + "/" + name
                    changed.insert(path)
                    let isFolder = event.mask & UInt32(IN_ISDIR) != 0
                    if isFolder, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                        newFolders.append(path)
                    }
                }
                lock.unlock()
            }
            // A folder made (or moved in) is watched with what is below it; the caller lists it
            // again, which covers files made in it before its watch was added.
            for folder in newFolders where !watchTree(folder) {
                lock.withLock { lost = true }
            }
            let wasLost = lock.withLock {
                defer { lost = false }
                return lost
            }
            return wasLost ? nil : changed
        #else
            return nil
        #endif
    }
}
