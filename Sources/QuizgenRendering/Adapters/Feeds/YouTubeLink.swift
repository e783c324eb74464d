import Foundation

/// Recognises YouTube video links, for the click-to-load embed.
enum YouTubeLink {
    /// The 11-character video id of a `youtube.com/watch?v=`, `youtu.be/`, `/shorts/` or
    /// `/embed/` link, or `nil`.
    static func videoID(_ link: String) -> String? {
        guard let url = URLComponents(string: link), let host = url.host?.lowercased(),
            ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        else { return nil }
        var candidate: String?
        if host == "youtu.be" {
            candidate = url.path.split(separator: "/").first.map(String.init)
        } else if ["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"].contains(
            host)
        {
            let parts = url.path.split(separator: "/").map(String.init)
            if parts.first == "watch" {
                candidate = url.queryItems?.first { $0.name == "v" }?.value
            } else if parts.count >= 2, ["shorts", "embed", "live"].contains(parts[0]) {
                candidate = parts[1]
            }
        }
        guard let id = candidate, id.count == 11,
            id.unicodeScalars.allSatisfy({
                CharacterSet.alphanumerics.contains($0) && $0.isASCII || $0 == "-" || $0 == "_"
            })
        else { return nil }
        return id
    }
}
