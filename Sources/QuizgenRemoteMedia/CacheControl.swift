import Foundation

/// What a response's caching headers allow (RFC 9111, the parts a build cache needs).
struct CacheControl: Sendable, Equatable {
    /// `max-age` in seconds, if given.
    var maxAge: Double?
    /// `no-cache`: store, but revalidate on every use.
    var noCache = false
    /// `no-store`: never store.
    var noStore = false

    /// Parses a `Cache-Control` value (`max-age=3600, public`); unknown directives are ignored.
    init(_ header: String?) {
        guard let header else { return }
        for part in header.split(separator: ",") {
            let directive = part.trimmingCharacters(in: .whitespaces).lowercased()
            if directive == "no-store" {
                noStore = true
            } else if directive == "no-cache" || directive.hasPrefix("no-cache=") {
                noCache = true
            } else if directive.hasPrefix("max-age=") {
                let value = directive.dropFirst("max-age=".count)
                    .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                if let seconds = Int(value), seconds >= 0 { maxAge = Double(seconds) }
            }
        }
    }
}
