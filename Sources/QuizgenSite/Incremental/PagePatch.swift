import QuizgenCore
import QuizgenRendering

/// What a plugin that reads pages is asked when an edit changed only page bodies: the files of
/// its own that change with them, so that the build can stay a patch (see `Plugin`'s patch hook).
public struct PagePatch: Sendable {
    /// The changed pages as they are now (their front matter is as the last build saw it).
    public var pages: [Page]
    /// The site's configuration.
    public var config: SiteConfig
    /// The context the pages will be rendered with; a hook sets in it what the plugin's steps
    /// before `render` set (search: the search box).
    public var site: SiteContext
    /// The published site's writer: its files and the plugin's records, as the last build left
    /// them.
    public var writer: any SiteWriter

    /// A plugin's answer: files to replace with the pages', and what to append to its records
    /// once they are written.
    public struct Result: Sendable {
        /// Files of the published site to replace (never a page's own).
        public var files: [OutputFile] = []
        /// Bytes to append to the plugin's records, by record name.
        public var records: [String: [UInt8]] = [:]

        /// Creates an answer.
        public init(files: [OutputFile] = [], records: [String: [UInt8]] = [:]) {
            self.files = files
            self.records = records
        }
    }
}
