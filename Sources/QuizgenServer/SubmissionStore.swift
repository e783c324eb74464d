import Foundation
import QuizgenCollect
import QuizgenLoading

/// Stores submissions under `Content/submissions/`, one file each, atomically (written as the
/// collector's export writes its files, `SubmissionFile`).
///
/// Each file is written to a temporary name in its final folder and renamed into place, so a
/// reader never sees half a submission. An actor, so two submissions with the same name get
/// `-2`, `-3` suffixes instead of replacing each other.
actor SubmissionStore {
    let root: URL

    init(root: URL) { self.root = root }

    /// Writes `body` for `submission`; returns the stored path relative to the site root.
    ///
    /// - Throws: A file-system error when the folder or file cannot be written.
    func store(_ body: [UInt8], for submission: Submission) throws -> String {
        let fm = FileManager.default
        let relative = submission.relativePath
        let target = root.appendingPathComponent(relative)
        let folder = target.deletingLastPathComponent()
        // Never through a link out of the site: a linked Content/submissions/<exam>/ would
        // receive the answers elsewhere.
        let confined = SitePathGuard(root: root)
        if let outside = confined.escape(of: folder)
            ?? confined.escape(of: folder.deletingLastPathComponent())
        {
            throw SubmissionError(
                "Content/submissions/\(folder.lastPathComponent)/ leads outside the site (to \(outside)) through a symbolic link; the submission was not stored"
            )
        }
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let stem = String(target.lastPathComponent.dropLast(".json".count))
        var name = target.lastPathComponent
        var n = 2
        while fm.fileExists(atPath: folder.appendingPathComponent(name).path) {
            name = "\(stem)-\(n).json"
            n += 1
        }
        do {
            try SubmissionFile.write(
                body, to: folder.appendingPathComponent(name), tag: UUID().uuidString)
        } catch let error as POSIXError {
            throw SubmissionError(
                "cannot store the submission: \(String(cString: strerror(error.code.rawValue)))")
        }
        return (relative as NSString).deletingLastPathComponent + "/" + name
    }
}
