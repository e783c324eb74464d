import Foundation
import QuizgenCore

/// Where a full build published each medium and what each image became (`site.media` and
/// `site.images`), kept beside the site (`.Site.quizgen-media`) so that a page patch can render
/// a page that shows or links the files beside it exactly as the full build did, and the
/// collector can give the images of its pages their sizes.
public struct MediaRecord: Codable, Sendable, Hashable {
    /// The record's name.
    static let name = "media"

    /// Published URL paths by source path below the root (`site.media`).
    var media: [String: String]
    /// Each processed image by route path (`site.images`).
    var images: [String: PublishedImage]

    /// The record as JSON, keys sorted (the same site gives the same bytes).
    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { [UInt8]($0) } ?? []
    }

    /// The processed images that the last build of the site at `root` into its default output
    /// (`Site/`) recorded, by route path; empty without a record.
    public static func images(ofSiteAt root: URL) -> [String: PublishedImage] {
        // Where the writer of `Site/` keeps its records (`.Site.quizgen-media`).
        let writer = DiskSiteWriter(output: root.appendingPathComponent("Site"))
        guard let url = writer.recordURL(name), let data = try? Data(contentsOf: url),
            let record = try? JSONDecoder().decode(MediaRecord.self, from: data)
        else { return [:] }
        return record.images
    }

    /// The record a full build stored, `nil` without one (or from another version).
    static func load(from writer: any SiteWriter) async -> MediaRecord? {
        guard let bytes = await writer.record(named: name, in: 0..<(64 << 20)) else { return nil }
        return try? JSONDecoder().decode(MediaRecord.self, from: Data(bytes))
    }
}
