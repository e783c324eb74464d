import Foundation
import Hummingbird
import Logging
import QuizgenTestSupport
import Synchronization

/// A media host on a free loopback port for the remote media tests: images with and without
/// caching headers, validators that answer `304`, redirects, a response that never comes, a
/// wrong type, a file over a small limit, a missing file. It counts every request and keeps
/// the conditional headers each one sent.
final class MediaTestServer: Sendable {
    /// One request as the server saw it.
    struct Seen: Sendable, Equatable {
        var path: String
        var ifNoneMatch: String?
        var ifModifiedSince: String?
        var status: Int
    }

    let port: Int
    private let task: Task<Void, Error>
    private let log: Recorder
    private let hanging: Hanging

    /// A real PNG (4 × 2 pixels): the build decodes every published image to strip its
    /// metadata. A byte after its end (`png + [n]`) makes each response's bytes its own, and
    /// decoders ignore it.
    static let png: [UInt8] = TestImages.png
    /// The `Last-Modified` date of `/lastmod.png`.
    static let lastModified = "Tue, 15 Nov 1994 12:45:26 GMT"

    private init(
        port: Int, task: Task<Void, Error>, log: Recorder, hanging: Hanging
    ) {
        self.port = port
        self.task = task
        self.log = log
        self.hanging = hanging
    }

    /// The requests seen, shared by the server and the test.
    final class Recorder: Sendable {
        let seen = Mutex<[Seen]>([])
    }

    /// The requests that never answer, held until the server stops.
    final class Hanging: Sendable {
        private let state = Mutex<(stopped: Bool, waiting: [CheckedContinuation<Void, Never>])>(
            (false, []))

        /// Returns when the server stops.
        func wait() async {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state -> Bool in
                    if state.stopped { return true }
                    state.waiting.append(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        }

        /// Ends every wait, now and later.
        func stop() {
            let waiting = state.withLock { state in
                state.stopped = true
                defer { state.waiting = [] }
                return state.waiting
            }
            for continuation in waiting { continuation.resume() }
        }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Every request so far, in order.
    var seen: [Seen] { log.seen.withLock { $0 } }

    /// How many requests asked for `path`.
    func count(_ path: String) -> Int { seen.filter { $0.path == path }.count }

    /// Starts the server and returns once it listens.
    static func start() async throws -> MediaTestServer {
        let log = Recorder()
        let hanging = Hanging()
        let responder = Responder(log: log, hanging: hanging)
        var logger = Logger(label: "test.media")
        logger.logLevel = .critical
        let (ports, ready) = AsyncStream<Int>.makeStream()
        let app = Application(
            responder: responder,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in ready.yield(channel.localAddress?.port ?? 0) },
            logger: logger)
        let task = Task { try await app.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port != 0 else {
            task.cancel()
            throw CancellationError()
        }
        return MediaTestServer(port: port, task: task, log: log, hanging: hanging)
    }

    /// Stops the server (and ends the request that never answers).
    func stop() async {
        hanging.stop()
        task.cancel()
        _ = await task.result
    }

    private struct Responder: HTTPResponder {
        typealias Context = BasicRequestContext
        let log: Recorder
        let hanging: Hanging

        func respond(to request: Request, context: Context) async throws -> Response {
            let path = request.uri.path
            let ifNoneMatch = request.headers[.ifNoneMatch]
            let ifModifiedSince = request.headers[.ifModifiedSince]
            let response = await answer(
                path, ifNoneMatch: ifNoneMatch, ifModifiedSince: ifModifiedSince)
            log.seen.withLock {
                $0.append(
                    Seen(
                        path: path, ifNoneMatch: ifNoneMatch, ifModifiedSince: ifModifiedSince,
                        status: Int(response.status.code)))
            }
            return response
        }

        func answer(_ path: String, ifNoneMatch: String?, ifModifiedSince: String?) async
            -> Response
        {
            switch path {
            case "/plain.png":
                return image(MediaTestServer.png + [1])
            case "/fresh.png":
                return image(MediaTestServer.png + [2], cacheControl: "public, max-age=86400")
            case "/etag.png":
                if ifNoneMatch == "\"v1\"" {
                    return status(.notModified, cacheControl: "max-age=0", etag: "\"v1\"")
                }
                return image(MediaTestServer.png + [3], cacheControl: "max-age=0", etag: "\"v1\"")
            case "/lastmod.png":
                if ifModifiedSince == MediaTestServer.lastModified {
                    return status(.notModified, cacheControl: "no-cache")
                }
                return image(
                    MediaTestServer.png + [4], cacheControl: "no-cache",
                    lastModified: MediaTestServer.lastModified)
            case "/no-store.png":
                return image(MediaTestServer.png + [5], cacheControl: "no-store", etag: "\"x\"")
            case "/redirect.png":
                return status(.found, location: "/fresh.png")
            case "/loop.png":
                return status(.movedPermanently, location: "/loop.png")
            case "/slow.png":
                // Never answers: the wait ends only when the server stops.
                await hanging.wait()
                return status(.serviceUnavailable)
            case "/page.html":
                return image(Array("<p>not an image</p>".utf8), type: "text/html; charset=utf-8")
            case "/big.png":
                return image(MediaTestServer.png + [UInt8](repeating: 7, count: 1_200_000))
            case "/drawing.svg":
                return image(
                    Array(
                        #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script><rect width="4" height="4"/></svg>"#
                            .utf8), type: "image/svg+xml")
            case "/clip.mp4":
                return image(Array("....ftypmp42".utf8), type: "video/mp4")
            default:
                return status(.notFound)
            }
        }

        func image(
            _ bytes: [UInt8], type: String = "image/png", cacheControl: String? = nil,
            etag: String? = nil, lastModified: String? = nil
        ) -> Response {
            var response = status(.ok, cacheControl: cacheControl, etag: etag)
            response.headers[.contentType] = type
            if let lastModified { response.headers[.lastModified] = lastModified }
            response.body = ResponseBody(byteBuffer: ByteBuffer(bytes: bytes))
            return response
        }

        func status(
            _ status: HTTPResponse.Status, cacheControl: String? = nil, etag: String? = nil,
            location: String? = nil
        ) -> Response {
            var headers = HTTPFields()
            if let cacheControl { headers[.cacheControl] = cacheControl }
            if let etag { headers[.eTag] = etag }
            if let location { headers[.location] = location }
            return Response(status: status, headers: headers)
        }
    }
}
