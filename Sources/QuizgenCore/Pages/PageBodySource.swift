/// Where a page's body can be read again when the build did not keep it: the page's file, and
/// the length and hash of the body the loader read from it.
///
/// A page whose HTML was not made at load (past ``PageBodyHTML``'s budget) is rendered from its
/// body, and keeping each such body from load to render held 2.5 KB a page, 250 MB of a
/// 100,000-page build. The loader leaves those bodies in their files instead; the render reads
/// the file again and uses its body only when it is the one loaded (same length and hash), so
/// a file changed during the build fails the build rather than publish a page its lists,
/// summary and search words do not describe.
public struct PageBodySource: Sendable, Hashable {
    /// The file's absolute path.
    public var path: String
    /// The site root the file must stay in, links resolved, without a trailing `/`.
    public var root: String
    /// The body's length in UTF-8 bytes.
    public var length: Int
    /// The ``StableHash`` of the body's UTF-8 bytes.
    public var hash: UInt64

    /// Creates a source.
    public init(path: String, root: String, length: Int, hash: UInt64) {
        self.path = path
        self.root = root
        self.length = length
        self.hash = hash
    }
}
