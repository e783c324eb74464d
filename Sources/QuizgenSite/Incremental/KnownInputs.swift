import Foundation

/// The input files as a build listed them (each one's path and `stat` stamp), kept by a process
/// that builds again (`quizgen serve`) for `KnownInputs`.
public struct InputListing: Sendable {
    let listing: InputScan.Listing
}

/// What a watching process knows of the inputs: the last build's listing, and the absolute
/// paths that changed since that listing began (files, and folders made, moved or removed). The
/// next build lists only those again; the paths must include every change, or the build misses
/// it.
public struct KnownInputs: Sendable {
    public var listing: InputListing
    public var changed: Set<String>

    public init(listing: InputListing, changed: Set<String>) {
        self.listing = listing
        self.changed = changed
    }
}

extension KnownInputs {
    /// Whether the file or folder at `path` (absolute) is one a build lists as an input: below
    /// `root` (or `extraSubmissions`), and no name on its way hidden (but the theme lock and
    /// `static/.well-known`) or an editor's backup (`name~`).
    public static func isInput(_ path: String, root: URL, extraSubmissions: URL?) -> Bool {
        // The extra submissions first: they are usually below the root, in a hidden folder.
        let below: Substring
        if let extra = extraSubmissions?.standardizedFileURL.path, path.hasPrefix(extra + "/") {
            below = path.dropFirst(extra.count + 1)
        } else if path.hasPrefix(root.path + "/") {
            below = path.dropFirst(root.path.count + 1)
        } else {
            return false
        }
        var key = ""
        for name in below.split(separator: "/") {
            guard InputScan.keeps(String(name), in: key) else { return false }
            key += name + "/"
        }
        return true
    }
}
