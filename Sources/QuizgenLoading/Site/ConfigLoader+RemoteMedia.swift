import Foundation
import QuizgenCore

extension ConfigLoader {
    /// Keys accepted under `remote_media:`.
    static let remoteMediaKeys = [
        "max_size_mb", "connect_timeout", "timeout", "max_redirects", "allow_private_addresses",
        "linked_hosts",
    ]

    /// Reads `remote_media:` (docs/configuration.md), each value checked where it is written.
    func readRemoteMedia(_ map: inout MappingReader, into config: inout RemoteMediaConfig) {
        guard var media = map.mapping("remote_media", knownKeys: Self.remoteMediaKeys) else {
            return
        }
        if let size = media.int("max_size_mb", in: 1...1024) { config.maxBytes = size << 20 }
        if let seconds = media.double("connect_timeout", in: 0.05...600) {
            config.connectTimeout = seconds
        }
        if let seconds = media.double("timeout", in: 0.05...3600) { config.timeout = seconds }
        if let count = media.int("max_redirects", in: 0...20) { config.maxRedirects = count }
        if let allow = media.bool("allow_private_addresses") {
            config.allowPrivateAddresses = allow
        }
        if let hosts = media.strings("linked_hosts") {
            for (index, host) in hosts.enumerated() {
                let name = host.lowercased()
                if Self.isHostName(name) {
                    config.linkedHosts.append(name)
                } else {
                    let node = media.value("linked_hosts")
                    media.diagnostics.error(
                        "config.linked-host",
                        "'\(host)' in linked_hosts is not a host name such as media.example.org (no scheme, path or port)",
                        at: node?.items?[index].location ?? node?.location)
                }
            }
        }
        media.finish(into: &map.diagnostics)
    }

    /// Whether `name` is a bare host name or IP address: letters, digits, `-`, `.`, `:` (IPv6),
    /// nothing else.
    static func isHostName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.allSatisfy {
                $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == ":")
            } && !name.contains("://")
    }
}
