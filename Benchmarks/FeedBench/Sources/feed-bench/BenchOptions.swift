/// The command line: `feed-bench [--mastodon [--missing-media N] [--media-every N]]
/// [--keep FOLDER] [posts]`.
struct BenchOptions {
    var mastodon = false
    var missingMedia = 0
    var mediaEvery = 4
    var keep: String?
    var posts = 100_000

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--mastodon": mastodon = true
            case "--missing-media": missingMedia = rest.popFirst().flatMap(Int.init) ?? 0
            case "--media-every": mediaEvery = max(1, rest.popFirst().flatMap(Int.init) ?? 4)
            case "--keep": keep = rest.popFirst()
            default: posts = Int(argument) ?? posts
            }
        }
    }
}
