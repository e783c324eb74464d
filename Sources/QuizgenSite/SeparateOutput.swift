import Foundation
import QuizgenCore

/// Files a plugin writes beside the site, never into it (the grading plugin's dashboards and
/// gradebooks with `grading: { dashboards: separate }`): published by the build after the site,
/// into `folder`, and kept in memory by the preview server.
public struct SeparateOutput: Sendable {
    /// The folder they are written into (replaced as a whole, like the site).
    public var folder: URL
    /// The files, with paths relative to `folder`.
    public var files: [OutputFile]

    /// Creates a separate output.
    public init(folder: URL, files: [OutputFile]) {
        self.folder = folder
        self.files = files
    }
}
