import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A built site's folder served as plain files on a free loopback port, as a static host would
/// serve it (no live-reload script, no overlay), for browser tests that visit many pages.
///
/// It runs `python3 -m http.server` bound to 127.0.0.1 (Python is already what provides
/// axe-core). Stop it with ``stop()``.
public final class StaticSiteServer: @unchecked Sendable {
    /// The folder served.
    public let folder: URL
    /// The loopback port.
    public let port: Int
    private let process: Process

    private init(folder: URL, port: Int, process: Process) {
        self.folder = folder
        self.port = port
        self.process = process
    }

    /// Whether `python3` is on `PATH`.
    public static var isAvailable: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
    }

    /// Starts serving `folder` and returns once the server answers.
    ///
    /// - Parameters:
    ///   - folder: The site's output folder.
    ///   - timeout: How long to wait for the server to answer.
    /// - Returns: The running server.
    /// - Throws: The launch error, or ``WaitTimeoutError`` when it never answers.
    public static func start(serving folder: URL, timeout: Duration = .seconds(15)) async throws
        -> StaticSiteServer
    {
        let port = try freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory",
            folder.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let server = StaticSiteServer(folder: folder, port: port, process: process)
        do {
            try await waitUntil("the static server on port \(port)", timeout: timeout) {
                guard process.isRunning else {
                    throw RawHTTP.Failure(description: "python3 -m http.server exited")
                }
                return (try? await RawHTTP.request(port: port, "HEAD", "/")) != nil
            }
        } catch {
            server.stop()
            throw error
        }
        return server
    }

    /// The URL of a site path such as `/exams/`.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path.hasPrefix("/") ? path : "/" + path)")!
    }

    /// Stops the server (SIGKILL: a process spawned from a Dispatch worker thread inherits its
    /// blocked SIGTERM, and a file server has nothing to clean up) and waits up to 5 s for it
    /// to exit.
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        for _ in 0..<500 where process.isRunning { usleep(10_000) }
    }

    /// A port the kernel had free a moment ago.
    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw RawHTTP.Failure(description: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw RawHTTP.Failure(description: "bind() failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
