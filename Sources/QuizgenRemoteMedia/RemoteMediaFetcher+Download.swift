import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import QuizgenCore
import QuizgenLoading

extension RemoteMediaFetcher {
    /// A server's answer worth keeping.
    enum Answer {
        /// `304 Not Modified`, with the response's caching headers.
        case notModified(CacheControl, etag: String?, lastModified: String?)
        /// `200`, the body checked and (for SVG) sanitised.
        case body(
            [UInt8], type: String, fileExtension: String, CacheControl, etag: String?,
            lastModified: String?)
    }

    /// The extension published for each accepted content type (the image, audio and video
    /// types of `MediaPolicy`, with the common aliases servers send).
    static let extensions: [String: String] = {
        var table: [String: String] = [:]
        for (ext, type) in MediaPolicy.types.sorted(by: { $0.key < $1.key })
        where !type.hasPrefix("application/") && table[type] == nil {
            table[type] = ext
        }
        table["image/jpeg"] = "jpg"
        table["image/jpg"] = "jpg"
        table["image/pjpeg"] = "jpg"
        table["audio/ogg"] = "ogg"
        table["audio/x-wav"] = "wav"
        table["audio/wave"] = "wav"
        table["audio/mp3"] = "mp3"
        table["audio/x-flac"] = "flac"
        table["audio/x-m4a"] = "m4a"
        table["video/mp4"] = "mp4"
        return table
    }()

    /// Fetches `url`, following redirects itself so that each target is checked, within one
    /// deadline for the whole fetch.
    func download(_ url: String, validators: RemoteMediaCache.Entry?, client: HTTPClient)
        async throws(RemoteMediaFailure) -> Answer
    {
        let deadline = NIODeadline.now() + Self.amount(config.timeout)
        var current = url
        for hop in 0...config.maxRedirects {
            let target = try checkedTarget(current)
            var request = HTTPClientRequest(url: target.url)
            request.headers.add(name: "Host", value: target.hostHeader)
            request.headers.add(name: "User-Agent", value: "quizgen")
            request.headers.add(name: "Accept", value: "image/*, audio/*, video/*")
            if let etag = validators?.etag {
                request.headers.add(name: "If-None-Match", value: etag)
            }
            if let date = validators?.lastModified {
                request.headers.add(name: "If-Modified-Since", value: date)
            }
            let response: HTTPClientResponse
            do {
                response = try await client.execute(request, deadline: deadline)
            } catch {
                throw Self.failure(error, config: config)
            }
            let code = Int(response.status.code)
            switch code {
            case 301, 302, 303, 307, 308:
                guard hop < config.maxRedirects else {
                    throw .redirects(
                        "it redirects more than \(config.maxRedirects) times (remote_media.max_redirects)"
                    )
                }
                guard let location = response.headers.first(name: "location"),
                    let next = URL(string: location, relativeTo: URL(string: current))?
                        .absoluteURL.absoluteString
                else { throw .redirects("it redirects without a usable Location") }
                current = next
                continue
            case 304:
                return .notModified(
                    CacheControl(response.headers.first(name: "cache-control")),
                    etag: response.headers.first(name: "etag"),
                    lastModified: response.headers.first(name: "last-modified"))
            case 200:
                return try await body(of: response, deadline: deadline)
            default:
                throw .status(code)
            }
        }
        throw .redirects("it redirects more than \(config.maxRedirects) times")
    }

    /// The checked body of a `200` answer.
    private func body(of response: HTTPClientResponse, deadline: NIODeadline)
        async throws(RemoteMediaFailure) -> Answer
    {
        let declared = response.headers.first(name: "content-type") ?? ""
        let type =
            declared.split(separator: ";").first.map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            } ?? ""
        guard let fileExtension = Self.extensions[type] else { throw .contentType(declared) }
        if let length = response.headers.first(name: "content-length").flatMap(Int.init),
            length > config.maxBytes
        {
            throw .tooLarge(limit: config.maxBytes)
        }
        var bytes: [UInt8] = []
        do {
            for try await chunk in response.body {
                guard bytes.count + chunk.readableBytes <= config.maxBytes else {
                    throw RemoteMediaFailure.tooLarge(limit: config.maxBytes)
                }
                bytes += chunk.readableBytesView
            }
        } catch let failure as RemoteMediaFailure {
            throw failure
        } catch {
            throw Self.failure(error, config: config)
        }
        if fileExtension == "svg" {
            switch SVGSanitizer.sanitize(bytes) {
            case .success(let clean): bytes = clean
            case .failure(let refused): throw .svg(refused.reason)
            }
        }
        return .body(
            bytes, type: type, fileExtension: fileExtension,
            CacheControl(response.headers.first(name: "cache-control")),
            etag: response.headers.first(name: "etag"),
            lastModified: response.headers.first(name: "last-modified"))
    }

    /// Where a request for `url` goes: its scheme checked, its host resolved and every address
    /// checked; a plain-HTTP request is sent to the checked address itself (with the name in
    /// `Host`), so that the name cannot resolve elsewhere in between (DNS rebinding). An HTTPS
    /// request goes to the name, whose certificate the connection verifies.
    func checkedTarget(_ url: String) throws(RemoteMediaFailure) -> (
        url: String, hostHeader: String
    ) {
        guard let components = URLComponents(string: url),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let rawHost = components.host, !rawHost.isEmpty
        else { throw .unsupported("it is not an http or https URL") }
        let host =
            rawHost.hasPrefix("[") && rawHost.hasSuffix("]")
            ? String(rawHost.dropFirst().dropLast()) : rawHost
        let defaultPort = scheme == "https" ? 443 : 80
        let port = components.port ?? defaultPort
        let hostHeader =
            (host.contains(":") ? "[\(host)]" : host) + (port == defaultPort ? "" : ":\(port)")
        let addresses = try HostAddress.resolve(host)
        if !config.allowPrivateAddresses,
            let refused = addresses.first(where: { !$0.isPublic })
        {
            throw .privateAddress(host: host, address: refused.text)
        }
        guard scheme == "http", let pinned = addresses.first else { return (url, hostHeader) }
        var direct = components
        direct.host = nil
        direct.percentEncodedHost = pinned.urlHost
        direct.port = port
        return (direct.string ?? url, hostHeader)
    }

    /// A client error as a failure.
    static func failure(_ error: any Error, config: RemoteMediaConfig) -> RemoteMediaFailure {
        if let failure = error as? RemoteMediaFailure { return failure }
        if let client = error as? HTTPClientError {
            if client == .connectTimeout || client == .getConnectionFromPoolTimeout {
                return .timeout(seconds: config.connectTimeout)
            }
            if client == .deadlineExceeded || client == .readTimeout {
                return .timeout(seconds: config.timeout)
            }
            return .transport(String(describing: client))
        }
        return .transport(String(describing: error))
    }
}
