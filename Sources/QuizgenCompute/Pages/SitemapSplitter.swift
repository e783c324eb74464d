/// Splits a sitemap's entries into files within the sitemaps protocol's limits: at most
/// `urlLimit` entries and `byteLimit` bytes a file.
public enum SitemapSplitter {
    /// The consecutive runs of entries, one per file, in order.
    ///
    /// Greedy: each file takes entries until the next would pass either limit. An entry larger
    /// than a whole file on its own still gets a file (nothing better exists).
    ///
    /// - Parameters:
    ///   - sizes: Each entry's size in bytes, in the order the files list them.
    ///   - urlLimit: The most entries in one file (at least 1).
    ///   - byteLimit: The most bytes in one file.
    ///   - fileOverhead: The bytes of a file's own frame (XML declaration, root element).
    /// - Returns: Index ranges into `sizes`; a single empty range when there are no entries.
    public static func split(sizes: [Int], urlLimit: Int, byteLimit: Int, fileOverhead: Int)
        -> [Range<Int>]
    {
        var files: [Range<Int>] = []
        var start = 0
        var bytes = fileOverhead
        for (index, size) in sizes.enumerated() {
            let count = index - start
            if count > 0, count >= urlLimit || bytes + size > byteLimit {
                files.append(start..<index)
                start = index
                bytes = fileOverhead
            }
            bytes += size
        }
        files.append(start..<sizes.count)
        return files
    }
}
