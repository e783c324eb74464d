import Foundation

/// A deterministic generated feed in quizgen's own format.
struct FeedBenchData {
    let posts: Int
    let users: Int
    let commentsPerTenPosts: Int

    var commentCount: Int { posts * commentsPerTenPosts / 10 }

    /// Writes `users.json`, `posts.json` and `comments.json` into `folder`.
    func write(into folder: URL) throws {
        let communities = [
            "Austria", "Hungary", "Serbia", "Slovakia", "Romania", "Bulgaria", "Germany", "Croatia",
        ]
        var text = "["
        for u in 0..<users {
            if u > 0 { text += ",\n" }
            let lat = 44.0 + Double(u % 50) * 0.1
            let lon = 16.0 + Double(u % 70) * 0.1
            text +=
                "{\"id\": \"u\(u)\", \"name\": \"User \(u)\", \"community\": \"\(communities[u % communities.count])\", \"bio\": \"Student number **\(u)**.\", \"location\": {\"lat\": \(lat), \"lon\": \(lon)}}"
        }
        try Data((text + "]\n").utf8).write(to: folder.appendingPathComponent("users.json"))
        text = "["
        text.reserveCapacity(posts * 200)
        let base = 1_700_000_000
        for p in 0..<posts {
            if p > 0 { text += ",\n" }
            let time = ISO8601DateFormatter.string(
                from: Date(timeIntervalSince1970: Double(base + p * 60)),
                timeZone: TimeZone(identifier: "UTC")!,
                formatOptions: [.withInternetDateTime])
            let reply = p > 0 && p % 7 == 0 ? ", \"reply_to\": \"p\(p - 3)\"" : ""
            text +=
                "{\"id\": \"p\(p)\", \"author\": \"u\(p % users)\", \"time\": \"\(time)\", \"tags\": [\"t\(p % 40)\"]\(reply), \"text\": \"Post **\(p)** about the river, with a [link](https://example.org/\(p)).\"}"
        }
        try Data((text + "]\n").utf8).write(to: folder.appendingPathComponent("posts.json"))
        text = "["
        for c in 0..<commentCount {
            if c > 0 { text += ",\n" }
            let post = c * 10 / commentsPerTenPosts
            let time = ISO8601DateFormatter.string(
                from: Date(timeIntervalSince1970: Double(base + post * 60 + 30)),
                timeZone: TimeZone(identifier: "UTC")!,
                formatOptions: [.withInternetDateTime])
            text +=
                "{\"id\": \"c\(c)\", \"post\": \"p\(post)\", \"author\": \"u\((c * 7) % users)\", \"time\": \"\(time)\", \"text\": \"Comment \(c)\"}"
        }
        try Data((text + "]\n").utf8).write(to: folder.appendingPathComponent("comments.json"))
    }
}
