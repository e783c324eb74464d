import Foundation

/// Where folders really are, every link on the way followed, each folder resolved once: the
/// folder part of the confinement rule then costs one dictionary lookup per file read.
final class ResolvedFolders: @unchecked Sendable {
    private let lock = NSLock()
    /// Real paths by folder path; `""` for a folder that does not exist.
    private var known: [String: String] = [:]

    /// The real path of `folder`, or `nil` when it does not exist.
    func realPath(_ folder: String) -> String? {
        if let hit = lock.withLock({ known[folder] }) { return hit.isEmpty ? nil : hit }
        let resolved = SitePathGuard.realPath(folder)
        lock.withLock { known[folder] = resolved ?? "" }
        return resolved
    }
}
